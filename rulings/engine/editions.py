"""The editions of the Comprehensive Rules the engine plays under.

An edition is data: its concept table (citations) and the few switches where
the rules themselves differ. The engine consults `game.rules` at exactly those
places, so everything else is shared by both editions.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from .cards import CARD_WORDING_2026
from .citations import EDITIONS as CITATION_TABLES

RULES_2007 = "2007-02-01"
RULES_2026 = "2026-06-19"


@dataclass(frozen=True)
class Rules:
    """One edition: its date, name, concept table and the differences the engine models."""

    date: str
    title: str
    #: 300.3 (2007): unused mana is lost and costs life; 500.5 (2026): it simply empties
    mana_burn: bool
    #: 408.1g/310.4 (2007): combat damage goes on the stack; 510.2 (2026): it is dealt at once
    combat_damage_uses_stack: bool
    #: the list of state-based checks: "420.5" (2007: state-based effects, the
    #: legend rule over all players) or "704.5" (2026: state-based actions in that
    #: rule's order, the legend rule per controller, deathtouch)
    state_based_list: str
    #: deathtouch and lifelink as 702.2 and 702.15 define them (2026 keywords)
    modern_keywords: bool
    #: 418.5a (2007): power/toughness setting and modifying effects together in
    #: timestamp order (6b); 613.4b-c (2026): all setting effects, then all modifying ones
    modern_layers: bool
    #: (pattern, replacement) rewriting the 2007 words of the log into this edition's
    words: tuple[tuple[str, str], ...] = ()
    #: (2007 text, this edition's Oracle text) of the library's cards
    card_wording: tuple[tuple[str, str], ...] = ()
    _compiled: tuple = field(default=(), compare=False, repr=False)

    @property
    def citations(self):
        return CITATION_TABLES[self.date]

    def applies(self, concept: str) -> bool:
        return concept in CITATION_TABLES[self.date]

    def say(self, text: str) -> str:
        """The log's words in this edition ("casts", "the battlefield", "exiled");
        card texts in the edition's Oracle wording first."""
        if not self._compiled:
            return text
        for old, new in self.card_wording:
            if old in text:
                text = text.replace(old, new)
        for rx, repl in self._compiled:
            text = rx.sub(repl, text)
        return _modern_verbs(text)

    def to_json(self) -> dict:
        return {"date": self.date, "title": self.title}


def _rules(**kw) -> Rules:
    r = Rules(**kw)
    object.__setattr__(r, "_compiled", tuple((re.compile(p), s) for p, s in r.words))
    return r


# The log's 2007 phrases and what the June 2026 rules call them (110.1 the
# battlefield, 406.2/701.13 exile, 700.4 dies, 704 state-based actions); the
# verb "play" is handled by _modern_verbs (701.5 cast, 602 activate, 305 play).
MODERN_WORDS: tuple[tuple[str, str], ...] = (
    (r"\bis put into (his|her|its owner's|their) graveyard from play\b", "dies"),
    (r"\bput into a graveyard from play\b", "dies"),
    (r"\bcomes into play\b", "enters the battlefield"),
    (r"\bcome into play\b", "enter the battlefield"),
    (r"\bcame into play\b", "entered the battlefield"),
    (r"\bcoming into play\b", "entering the battlefield"),
    (r"\binto play\b", "onto the battlefield"),
    (r"\b(returned|returns|return) to play\b", r"\1 to the battlefield"),
    (r"\b(leaves|left|leave|leaving) play\b", r"\1 the battlefield"),
    (r"\bfrom play\b", "from the battlefield"),
    (r"\bin play\b", "on the battlefield"),
    (r"\bthe in-play zone\b", "the battlefield"),
    (r"\bremoved from the game\b", "exiled"),
    (r"\bremoves (.{1,40}?) from the game\b", r"exiles \1"),
    (r"\bremove (.{1,40}?) from the game\b", r"exile \1"),
    (r"\bstate-based effects\b", "state-based actions"),
    (r"\bstate-based effect\b", "state-based action"),
    (r"\bState-based effects\b", "State-based actions"),
    (r"\bState-based effect\b", "State-based action"),
    (r"\bhis or her\b", "their"),
    (r"\bend of turn step\b", "end step"),
    (r"\(layer 6e\)", "(layer 7d)"),
    (r"\bcharacteristic-setting abilit", "characteristic-defining abilit"),
    # 701.17a: putting cards from the top of the library into the graveyard is milling them
    (r"\bputs the top (\d+) cards? of their library into their graveyard\b", r"mills \1"),
    # 608.2b: a spell or ability whose targets are all illegal "doesn't resolve" (2007, 413.2a: "is countered")
    (r"\bis countered on resolution\b", "doesn't resolve"),
    (r"\bis countered because all its targets are illegal\b", "doesn't resolve because all its targets are illegal"),
)

_PLAY = re.compile(r"\b([Pp])(lays|layed|laying|lay)\b")
_CLAUSE = re.compile(r"[^.;:\"]+|[.;:\"]")
_CAST = {"lays": "casts", "layed": "cast", "laying": "casting", "lay": "cast"}
_ACTIVATE = {"lays": "activates", "layed": "activated", "laying": "activating", "lay": "activate"}


def _modern_verbs(text: str) -> str:
    """701.5/602: spells are cast and abilities activated; lands are still played
    (305.1). Decided clause by clause, by what the clause is about."""
    if "lay" not in text:
        return text
    out = []
    for clause in _CLAUSE.findall(text):
        low = clause.lower()
        if _PLAY.search(clause) and "land" not in low:
            table = _ACTIVATE if "abilit" in low else _CAST
            clause = _PLAY.sub(lambda m: ("A" if m.group(1) == "P" and table is _ACTIVATE else
                                          "C" if m.group(1) == "P" else "") + (
                table[m.group(2)] if m.group(1) == "p" else table[m.group(2)][1:]), clause)
        out.append(clause)
    return "".join(out)


EDITIONS: dict[str, Rules] = {
    RULES_2007: _rules(date=RULES_2007, title="Comprehensive Rules, February 1, 2007",
                       mana_burn=True, combat_damage_uses_stack=True, state_based_list="420.5",
                       modern_keywords=False, modern_layers=False),
    RULES_2026: _rules(date=RULES_2026, title="Comprehensive Rules effective June 19, 2026",
                       mana_burn=False, combat_damage_uses_stack=False, state_based_list="704.5",
                       modern_keywords=True, modern_layers=True, words=MODERN_WORDS,
                       card_wording=CARD_WORDING_2026),
}
DEFAULT_RULES = RULES_2007


def rules_for(date: str | None) -> Rules:
    """The edition named by a scenario's "rules" (None: the 2007 default)."""
    return EDITIONS[date or DEFAULT_RULES]
