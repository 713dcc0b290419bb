""" "Destroy two target lands", "Exile two target creatures", "Return two target creatures to their
owners' hands", "Return two target creature cards from your graveyard to your hand": exactly N
targets of one word "target", none chosen twice (2007 409.1c; 2026 115.3: the filter's `distinct`),
the instruction followed for each still legal, one after the other (2007 413.2a; 2026 608.2b). As
tapping.tap_n_targets reads "Tap two target creatures"; "up to N" is up_to.py's."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template, pass_on
from .targets import GRAVEYARD_TARGETS, PERMANENT_TARGETS, parse, spec
from .up_to import NUMBERS, singular

_DO = {"destroy": "destroy", "exile": "remove_from_game", "return": "return_to_hand"}


def _n_targets(eff, n: int, phrase: str, allowed) -> list[str]:
    if " and " in phrase or any(isinstance(t, dict) and t.get("distinct") for t in eff.targets):
        raise NotUnderstood(phrase)
    one = singular(" ".join(phrase.lower().split()), n)
    if one not in allowed:
        raise NotUnderstood(phrase)
    found = spec(one)
    if not isinstance(found, dict):
        found = parse(one)
    return [eff.target(dict(sorted({**found, "distinct": True}.items()))) for _ in range(n)]


@effect_template(r"(destroy|exile) (two|three) (target [a-z ,']+)")
def destroy_or_exile_n(eff, m):
    """Permanents; a phrase this doesn't read ("two target cards from an opponent's graveyard") is
    passed on to the later templates that do."""
    try:
        refs = _n_targets(eff, NUMBERS[m.group(2).lower()], m.group(3), PERMANENT_TARGETS)
    except NotUnderstood:
        pass_on(eff, m, destroy_or_exile_n)
        return
    for ref in refs:
        eff.steps.append({"do": _DO[m.group(1).lower()], "what": ref})


@effect_template(r"return (two|three) (target [a-z ,']+?) to (their owners' hands|your hand)")
def return_n(eff, m):
    """To their owners' hands (permanents), or cards of your own graveyard to your hand; anything
    else is passed on to the later templates."""
    mine = m.group(3).lower() == "your hand"
    before = list(eff.targets)
    try:
        refs = _n_targets(eff, NUMBERS[m.group(1).lower()], m.group(2), GRAVEYARD_TARGETS if mine else PERMANENT_TARGETS)
        if mine and eff.targets[-1].get("owner") != "you":
            raise NotUnderstood(m.group(0))
    except NotUnderstood:
        eff.targets[:] = before
        pass_on(eff, m, return_n)
        return
    for ref in refs:
        eff.steps.append({"do": "return_to_hand", "what": ref})
