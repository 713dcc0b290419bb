""" "Destroy target creature or planeswalker. Its controller investigates." (Fateful Absence), "Target player
investigates." (Panther Pounce): investigate (2026 701.16a: create a Clue token, 111.10f) by another player than
the ability's controller, the engine's `investigate` with `player` (rulings/engine/effects/library.py).

"Its controller" is read as token_abilities.its_controller_creates reads it (the one target the instruction
before moved, its controller as it last existed: note_its_controller); "target player" / "target opponent" is a
target of the spell. Any other wording stays text only."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template, parse_sentence
from .targets import ref


def _clue_to_investigate(eff, at: int, whole: str) -> None:
    made = [i for i, st in enumerate(eff.steps) if i >= at and st.get("do") == "create_token"]
    if len(made) != 1 or eff.steps[made[0]].get("predefined") != "Clue" or eff.steps[made[0]].get("count", 1) != 1:
        raise NotUnderstood(whole)
    step = eff.steps[made[0]]
    eff.steps[made[0]] = {"do": "investigate", "token": step["token"], "player": step["player"]}


@effect_template(r"its controller investigates")
def its_controller_investigates(eff, m):
    at = len(eff.steps)
    parse_sentence(eff, "its controller creates a Clue token")
    _clue_to_investigate(eff, at, m.group(0))  # its note_its_controller goes first, before `at`


@effect_template(r"(target player|target opponent) investigates")
def target_player_investigates(eff, m):
    at = len(eff.steps)
    parse_sentence(eff, "investigate")
    new = eff.steps[at:]
    if len(new) != 1 or new[0].get("do") != "investigate":
        raise NotUnderstood(m.group(0))
    new[0]["player"] = ref(eff, m.group(1))
