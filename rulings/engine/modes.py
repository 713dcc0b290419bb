"""Modes of a permanent's triggered and activated abilities ("Choose one —"
and a bullet per mode).

An ability with `modes` (`[{"text", "targets", "effect"}, ...]`) and `choose`
(`{"min": 1, "max": 1}`, the default: "choose one"; `{"min": 2, "max": 2}`:
"choose two"; `{"min": 1, "max": N}`: "choose one or more"; `{"min": 0, "max": 1}`:
"choose up to one") is modal. Its controller chooses the mode(s):

* of a triggered ability as it is put on the stack (2007: 410.4, making the
  choices of 409.1b; 2026: 603.3c, 700.2b), through the action's `choices`
  for its source: `{"source_id": {"modes": [0]}}`; a mode whose targets can't be
  chosen can't be chosen (603.3c / 700.2b), and with no mode chosen the ability is
  removed from the stack (2026: 603.3c; 2007: 410.4, no legal choice can be made);
* of an activated ability as it is activated (2007: 409.1b; 2026: 602.2b, 601.2b),
  through the action's `mode`, as for a modal spell.

The chosen modes are followed in the order they are printed, each once (2026: 700.2d).
"""
from __future__ import annotations

from dataclasses import replace

from .errors import IllegalAction
from .log import emit


def is_modal(ab: dict) -> bool:
    return bool(ab.get("modes"))


def bounds(ab: dict) -> tuple[int, int]:
    """(least, most) modes the ability lets its controller choose."""
    choose = ab.get("choose") or {}
    return int(choose.get("min", 1)), int(choose.get("max", 1))


def combined(ab: dict, chosen) -> tuple[tuple, tuple]:
    """The target requirements and instructions of the chosen modes, in printed
    order; a later mode's "target:0" is shifted past the earlier modes' targets."""
    specs: list = []
    steps: list = []
    for i in sorted(chosen):
        mode = ab["modes"][i]
        steps += _shift(list(mode.get("effect", ())), len(specs))
        specs += list(mode.get("targets", ()))
    return tuple(specs), tuple(steps)


def _shift(value, offset: int):
    if not offset:
        return value
    if isinstance(value, str) and value.startswith("target:") and value[7:].isdigit():
        return f"target:{int(value[7:]) + offset}"
    if isinstance(value, dict):
        return {k: _shift(v, offset) for k, v in value.items()}
    if isinstance(value, list):
        return [_shift(v, offset) for v in value]
    return value


def _check_given(ab: dict, given, field: str) -> tuple[int, ...]:
    n = len(ab["modes"])
    least, most = bounds(ab)
    if not isinstance(given, (list, tuple)) or not all(isinstance(i, int) and not isinstance(i, bool) for i in given):
        raise IllegalAction("announce_mode_and_x", f"{field} must list mode numbers, from 0 to {n - 1}")
    bad = [i for i in given if not 0 <= i < n]
    if bad:
        raise IllegalAction("announce_mode_and_x", f"{field}: the ability has modes 0 to {n - 1}, not {bad[0]}")
    if len(set(given)) != len(given):
        raise IllegalAction("announce_mode_and_x", f"{field}: a mode can't be chosen more than once")
    if not least <= len(given) <= most:
        want = f"exactly {least}" if least == most else f"{least} to {most}"
        raise IllegalAction("announce_mode_and_x", f"{field}: its controller chooses {want} mode(s), not {len(given)}")
    return tuple(sorted(given))


def _mode_words(ab: dict, chosen) -> str:
    return "; ".join(f"\"{ab['modes'][i].get('text', i)}\"" for i in chosen)


def choose_for_trigger(game, pt, ab: dict, can_target):
    """The pending trigger `pt` of modal ability `ab` with its chosen modes'
    targets and instructions (603.3c / 410.4), or None if no mode is chosen and
    the ability is removed from the stack. `can_target(pt)` says whether the
    targets of a probe trigger can be chosen."""
    from .choices import made_for
    least, most = bounds(ab)
    field = f"choices.{pt.source_id}.modes"
    given = made_for(game, pt.source_id).get("modes")
    legal = [i for i in range(len(ab["modes"])) if can_target(_with(pt, ab, (i,)))]
    if given is not None:
        chosen = _check_given(ab, given, field)
        for i in chosen:
            if i not in legal:
                raise IllegalAction("modal_trigger", f"{field}: mode {i} (\"{ab['modes'][i].get('text', i)}\") can't be chosen: "
                                                     "its targets can't be chosen")
        note = ""
    else:
        chosen = tuple(legal[:max(least, 1)])
        if len(chosen) < least:
            chosen = ()
        note = " (no choice was given: the first mode(s) that can be chosen)"
    if not chosen:
        emit(game, f"{pt.name}'s modal triggered ability has no mode chosen and is removed from the stack.",
             ("modal_trigger_no_mode", "no mode was chosen: none of its modes can be chosen" if least else
              "its controller chose no mode"))
        return None
    cites = [("modal_trigger", "the controller of a modal triggered ability announces the mode as it is put on the stack"),
             ("announce_mode_and_x", f"the mode(s) {_mode_words(ab, chosen)} announced")]
    if len(chosen) > 1 and game.rules.applies("modes_each_once"):
        cites.append(("modes_each_once", "each chosen mode once, in the order printed"))
    emit(game, f"{game.players[pt.controller].name} chooses the mode(s) of {pt.name}'s triggered ability: "
               f"{_mode_words(ab, chosen)}{note}.", *cites)
    return _with(pt, ab, chosen)


def _with(pt, ab: dict, chosen):
    specs, steps = combined(ab, chosen)
    return replace(pt, target_specs=specs, effect=steps, data=pt.data + (("modes", tuple(chosen)),))


def for_activation(ab: dict, mode, what: str) -> tuple[tuple, tuple, tuple]:
    """The targets, instructions and citation of the mode announced for a modal
    activated ability ("choose one": the action's `mode`, 409.1b / 601.2b via 602.2b)."""
    n = len(ab["modes"])
    if mode is None or not (0 <= mode < n):
        raise IllegalAction("announce_mode_and_x", f"{what} is modal: choose a mode from 0 to {n - 1}", "playing_spell_steps")
    specs, steps = combined(ab, (mode,))
    return specs, steps, ("announce_mode_and_x", f"the mode \"{ab['modes'][mode].get('text', mode)}\" is announced")


def for_spell(game, card: dict, given, mode, name: str) -> tuple[tuple, tuple, list]:
    """The targets, instructions and citations of the modes announced for a spell that
    lets its player choose more than one ("Choose two —", "Choose one or both —"): the
    action's `modes` (409.1b / 601.2b, 700.2), each once, followed in printed order (700.2d)."""
    if given is None and mode is not None:
        given = (mode,)
    if given is None:
        least, most = bounds(card)
        raise IllegalAction("announce_mode_and_x", f"{name} is modal: choose {least} to {most} of its modes 0 to "
                                                   f"{len(card['modes']) - 1} (the action's modes)", "playing_spell_steps")
    chosen = _check_given(card, list(given), "modes")
    specs, steps = combined(card, chosen)
    cites = [("announce_mode_and_x", f"the mode(s) {_mode_words(card, chosen)} announced"
                                     + (", followed, and their targets given, in printed order" if list(given) != list(chosen) else ""))]
    if len(chosen) > 1 and game.rules.applies("modes_each_once"):
        cites.append(("modes_each_once", "each chosen mode once, in the order printed"))
    return specs, steps, cites
