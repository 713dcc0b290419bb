"""Finality counters (2026 122.1h: "If this permanent would be put into a graveyard from the
battlefield, exile it instead"; the engine's later_counters.py). Later than February 2007: a
card that uses them is refused under those rules, naming the counter.

- "[Cost]: Return this card from your graveyard to the battlefield [tapped] with a finality
  counter on it.[ Activate only ...]" (Gastal Thrillroller, Relentless X-ATM092): as
  graveyard_casting.py's "[Cost]: Return this card from your graveyard to the battlefield",
  entering with the counter.
- "Return target creature card from your graveyard to the battlefield with a finality counter
  on it" (Rite of the Moth, Soulcoil Viper, Shuri's Fabricator's artifact card): as removal.py's
  "Return target creature card from your graveyard to the battlefield", entering with the counter.

The counter is on the permanent as it enters (2026 614.1c), so nothing sees it without it."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template, effect_template
from .targets import TARGET_RE

WITH = " with a finality counter on it"


@ability_template(r"([^:\"]+): Return (?:~|this card) from your graveyard to the battlefield( tapped)? with a finality counter on it\."
                  r"(?: (Activate only [^.]+\.))?")
def return_itself_with_finality(card, m) -> list[dict]:
    from .graveyard_casting import return_from_graveyard
    plain = m.group(0).replace(WITH, "", 1)
    inner = re.fullmatch(r"([^:\"]+): Return (?:~|this card) from your graveyard to (the battlefield(?: tapped)?|your hand)\.(?: (Activate only [^.]+\.))?",
                         plain)
    if inner is None or inner.group(2) == "your hand":
        raise NotUnderstood(m.group(0))
    out = return_from_graveyard(card, inner)
    steps = out[0]["effect"] if len(out) == 1 else []
    if len(steps) != 1 or steps[0].get("do") != "return_to_play" or steps[0].get("what") != "self":
        raise NotUnderstood(m.group(0))
    steps[0]["with_counter"] = "finality"
    return out


@effect_template(rf"return ({TARGET_RE}) to the battlefield( tapped)? with a finality counter on it")
def return_target_with_finality(eff, m):
    from .removal import return_card_to_battlefield
    before = len(eff.steps)
    inner = re.fullmatch(rf"return ({TARGET_RE}) to the battlefield", f"return {m.group(1)} to the battlefield", re.IGNORECASE)
    if inner is None:
        raise NotUnderstood(m.group(0))
    return_card_to_battlefield(eff, inner)
    added = eff.steps[before:]
    if len(added) != 1 or added[0].get("do") != "return_to_play" or not str(added[0].get("what", "")).startswith("target:"):
        raise NotUnderstood(m.group(0))
    if m.group(2):
        added[0]["tapped"] = True
    added[0]["with_counter"] = "finality"
