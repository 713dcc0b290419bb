"""Two token wordings whose instructions the engine already has:

- "investigate twice" / "Investigate three times" (Wavesifter, Confirm Suspicions): investigate (2026
  701.16a, a Clue token, 111.10f) that many times, each an instruction of its own. "Investigate X
  times" stays text only.
- "you and target opponent each create a tapped Powerstone token" (Thran Spider), "... a Food token"
  (Oath of the Grey Host): the one creation the token templates read, made by you, then the same by
  the target opponent (the engine's `player` of create_token: that player creates, controls and owns
  it, 2026 111.2; under 2007 the ability's controller owns it, 216.1). Only a predefined token (Treasure,
  Food, Clue, Powerstone...) or a creature token the templates read whole, with nothing else in the
  sentence; "you and that player each create" after "Choose an opponent" stays text only."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template, parse_sentence

_TIMES = {"twice": 2, "three times": 3, "four times": 4}


@effect_template(r"investigate (twice|three times|four times)")
def investigate_n_times(eff, m):
    before = len(eff.steps)
    parse_sentence(eff, "investigate")
    made = eff.steps[before:]
    if len(made) != 1 or made[0].get("do") != "investigate":
        raise NotUnderstood(m.group(0))
    eff.steps += [dict(made[0]) for _ in range(_TIMES[m.group(1).lower()] - 1)]


@effect_template(r"you and target opponent each create (an? (?:tapped )?[^\"]+? token)")
def you_and_target_opponent_each_create(eff, m):
    before = len(eff.steps)
    parse_sentence(eff, f"create {m.group(1)}")
    made = eff.steps[before:]
    if len(made) != 1 or made[0].get("do") != "create_token" or made[0].get("count") != 1 or "player" in made[0]:
        raise NotUnderstood(m.group(0))
    if set(made[0]) - {"do", "id", "count", "token", "predefined", "tapped"}:
        raise NotUnderstood(m.group(0))
    eff.steps.append({**made[0], "player": eff.target("opponent")})
