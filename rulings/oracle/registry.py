"""The templates the compiler knows, found by family.

Each family module registers its templates with `@effect_template(regex)` (a
sentence of a spell's or ability's effect) or `@ability_template(regex)` (a
whole paragraph: a keyword line, an activated, triggered or static ability).
A template matches a whole sentence or paragraph (`re.fullmatch`): anything it
does not understand leaves the text "text only".
"""
from __future__ import annotations

import re
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Callable

EFFECT_TEMPLATES: list[tuple[str, re.Pattern, Callable]] = []
ABILITY_TEMPLATES: list[tuple[str, re.Pattern, Callable]] = []


def _family(fn) -> str:
    return fn.__module__.rsplit(".", 1)[-1]


def effect_template(pattern: str):
    def register(fn):
        EFFECT_TEMPLATES.append((_family(fn), re.compile(pattern, re.IGNORECASE), fn))
        return fn
    return register


def ability_template(pattern: str):
    def register(fn):
        ABILITY_TEMPLATES.append((_family(fn), re.compile(pattern), fn))
        return fn
    return register


class NotUnderstood(Exception):
    """A sentence that matched a template's shape but says something the engine can't play."""


@dataclass
class Card:
    """What the templates may read of the card being compiled."""

    name: str
    types: tuple[str, ...]
    mana_cost: str = ""
    subtypes: tuple[str, ...] = ()
    #: every paragraph of the card as printed (backup reads those below it)
    paragraphs: tuple[str, ...] = ()
    #: the printed power, as the record gives it ("2", "*"): scavenge reads it (graveyard_abilities.py)
    power: str | None = None

    @property
    def is_permanent_creature(self) -> bool:
        return "Creature" in self.types

    @property
    def has_x(self) -> bool:
        """{X} in its mana cost, or an instant's or sorcery's "As an additional cost to cast this spell,
        discard X cards / pay X life" (X announced as it is cast: 2026 601.2b; 2007 409.1b)."""
        return "{X}" in (self.mana_cost or "") or (bool({"Instant", "Sorcery"} & set(self.types)) and any(
            re.fullmatch(r"As an additional cost to cast (?:this spell|[^,]+), (?:discard X cards|pay X life)\.", p)
            for p in self.paragraphs))


@dataclass
class Effect:
    """The instructions and targets of one effect, built sentence by sentence:
    a template asks `target(spec)` for the next target's reference ("target:0")."""

    card: Card
    targets: list[str] = field(default_factory=list)
    steps: list[dict] = field(default_factory=list)
    allow_x: bool = False
    sentence_starts: list[int] = field(default_factory=list)  # where each sentence's steps begin (parse_effect)
    #: what a template leaves for a later sentence's template to read ("you may discard your hand" for
    #: "If you do, draw that many cards": hand_discards.py), by name, with the sentence it was said in
    said: dict[str, int] = field(default_factory=dict)

    def target(self, spec: str) -> str:
        if any(isinstance(t, dict) and t.get("up_to") for t in self.targets):
            raise NotUnderstood(str(spec))  # the targets of "up to N" come last (rulings/oracle/up_to.py)
        self.targets.append(spec)
        return f"target:{len(self.targets) - 1}"

    @property
    def last_target(self) -> str | None:
        if self.targets and isinstance(self.targets[-1], dict) and (self.targets[-1].get("up_to") or self.targets[-1].get("x_targets")):
            return None  # "it" after "up to N target ...": which one, if any, was chosen
        return f"target:{len(self.targets) - 1}" if self.targets else None


#: whether a target phrase may read "with mana value X" / "with power X or less": only in the effect of a
#: spell or activated ability whose own cost has the X announced (2007 409.1b-c; 2026 601.2b-c, 602.2b)
ANNOUNCED_X: ContextVar[bool] = ContextVar("announced_x", default=False)


def parse_effect(card: Card, sentences: list[str], allow_x: bool = False) -> Effect:
    """Every sentence through the first template that matches it whole;
    NotUnderstood if any sentence matches none."""
    announced = ANNOUNCED_X.set(allow_x)
    try:
        return _parse_effect(card, sentences, allow_x)
    finally:
        ANNOUNCED_X.reset(announced)


def _parse_effect(card: Card, sentences: list[str], allow_x: bool) -> Effect:
    eff = Effect(card, allow_x=allow_x)
    for s in sentences:
        eff.sentence_starts.append(len(eff.steps))
        parse_sentence(eff, s)
    if not eff.steps:
        raise NotUnderstood(" ".join(sentences))
    return eff


def parse_branch(eff: Effect, sentence: str) -> list[dict]:
    """The steps of a sentence that happens only on a condition of the step before it ("If you do,
    ...", "If you win the flip, ..."): parsed with the effect's targets but into its own list."""
    before = eff.steps
    eff.steps = []
    try:
        parse_sentence(eff, sentence)
        return eff.steps
    finally:
        eff.steps = before


def read_by_others(card, paragraph: str, skip: Callable[[str, Callable], bool]) -> list[dict] | None:
    """What the first ability template that reads the whole `paragraph` makes of it, leaving out
    those `skip(family, fn)` names (the template asking, its own family): for a template that reads
    a sentence added to another ability ("This ability triggers only once each turn.", "Activate
    only once each turn.") or an ability rewritten into one another family reads; None if none does."""
    for family, pattern, fn in ABILITY_TEMPLATES:
        if skip(family, fn):
            continue
        m = pattern.fullmatch(paragraph)
        if m is None:
            continue
        try:
            return fn(card, m)
        except NotUnderstood:
            continue
    return None


def pass_on(eff: Effect, m: re.Match, fn: Callable) -> None:
    """Give the sentence `fn` matched to the templates registered after it, as if `fn` had not
    matched: for a template whose words another family uses too ("Otherwise, ...", "You lose
    life equal to that card's mana value") when what comes before is not its own."""
    after = False
    for _family, pattern, other in EFFECT_TEMPLATES:
        if other is fn:
            after = True
        elif after and (found := pattern.fullmatch(m.group(0))) is not None:
            other(eff, found)
            return
    raise NotUnderstood(m.group(0))


def parse_sentence(eff: Effect, sentence: str) -> None:
    """One sentence through the first template that matches it whole (a
    template may parse part of it again, "... and you gain 2 life")."""
    for _family_name, pattern, fn in EFFECT_TEMPLATES:
        m = pattern.fullmatch(sentence)
        if m is not None:
            fn(eff, m)
            return
    raise NotUnderstood(sentence)
