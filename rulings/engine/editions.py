"""The editions of the Comprehensive Rules the engine plays under.

An edition is data: its concept table (citations) and the few switches where
the rules themselves differ. The engine consults `game.rules` at exactly those
places, so everything else is shared by both editions.
"""
from __future__ import annotations

from dataclasses import dataclass

from .citations import EDITIONS as CITATION_TABLES
from .wording import WORDS_2007, WORDS_2026, Words

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
    #: 608.2b (2026): a spell or ability whose targets are all illegal doesn't
    #: resolve at all; 413.2a (2007): it resolves and is countered on resolution
    illegal_targets_dont_resolve: bool = False
    #: 604.3 / 208.2a (2026): a characteristic-defining ability functions everywhere, so a
    #: */* card counts in a hand or a graveyard too; 2007's glossary ("Power"): the * is 0
    #: while the object isn't in play
    counts_outside_play: bool = False
    #: the edition's words for the log (wording.py)
    words: Words = WORDS_2007

    @property
    def citations(self):
        return CITATION_TABLES[self.date]

    def applies(self, concept: str) -> bool:
        return concept in CITATION_TABLES[self.date]

    def to_json(self) -> dict:
        return {"date": self.date, "title": self.title}


EDITIONS: dict[str, Rules] = {
    RULES_2007: Rules(date=RULES_2007, title="Comprehensive Rules, February 1, 2007",
                      mana_burn=True, combat_damage_uses_stack=True, state_based_list="420.5",
                      modern_keywords=False, modern_layers=False, words=WORDS_2007),
    RULES_2026: Rules(date=RULES_2026, title="Comprehensive Rules effective June 19, 2026",
                      mana_burn=False, combat_damage_uses_stack=False, state_based_list="704.5",
                      modern_keywords=True, modern_layers=True, illegal_targets_dont_resolve=True,
                      counts_outside_play=True, words=WORDS_2026),
}
#: the edition of a scenario that names none (format 1 files written before
#: editions existed): February 2007
DEFAULT_RULES = RULES_2007
#: the newest edition the engine plays: what a new scenario is played under
NEWEST_RULES = max(EDITIONS)


def rules_for(date: str | None) -> Rules:
    """The edition named by a scenario's "rules" (None: the 2007 default)."""
    return EDITIONS[date or DEFAULT_RULES]
