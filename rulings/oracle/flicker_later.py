"""A permanent exiled now and returned "at the beginning of the next end step" by a delayed triggered
ability (2007 404.4; 2026 603.7), for the permanents exile_more.py and flicker_returns.py leave (those read
one creature, or one artifact or creature):

- "exile another target permanent. Return that card to the battlefield under its owner's control at the
  beginning of the next end step." (Flickerwisp, Glimmerpoint Stag; "target nonenchantment permanent",
  Skybind; "up to one target nonland, nontoken permanent", Mistmeadow Vanisher): any permanent. It returns
  a new object (2007 217.1c; 2026 400.7) under its owner's control; a token that was exiled ceased to exist
  and doesn't return (2007 216.4; 2026 111.8); an Aura returning is attached to what its owner chooses as it
  enters, or stays in exile if it can enchant nothing (2007 212.4j; 2026 303.4f: the engine's
  aura_entering.py); nothing returns if the card has left exile since (2007 404.4d; 2026 603.7c);
- "you may exile target creature. If you do, return that card to the battlefield under its owner's control at
  the beginning of the next end step." (Astral Slide, Astral Drift): the delayed ability is created only if
  the player chose to exile it (2026 118.12; 2007 413.2c).

Only one target (or "up to one"), right after the exile of that target; anything else stays with the other
templates or text only."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template, effect_template, pass_on
from .targets import is_permanent

_RETURN = r"return (?:that card|it) to the battlefield under its owner's control at the beginning of the next end step"
_SAID = "Return that card to the battlefield under its owner's control."


def _one_permanent_exiled(steps: list, targets: list) -> bool:
    if len(steps) != 1 or steps[0] != {"do": "remove_from_game", "what": "target:0"} or len(targets) != 1:
        return False
    spec = targets[0]
    if isinstance(spec, dict) and ({"x_targets", "count", "zone", "player", "distinct"} & set(spec)):
        return False
    return is_permanent(spec)


def _later() -> dict:
    return {"do": "delayed_trigger", "at": "end_of_turn", "refers_to": "it", "text": _SAID,
            "effect": [{"do": "return_to_play", "what": "it"}]}


@effect_template(_RETURN)
def return_any_permanent_later(eff, m):
    if not _one_permanent_exiled(eff.steps, eff.targets):
        return pass_on(eff, m, return_any_permanent_later)  # "Exile ~.", a creature only: exile_more.py, flicker_returns.py
    eff.steps.append(_later())


@effect_template(rf"if you do, {_RETURN}")
def if_you_do_return_later(eff, m):
    last = eff.steps[-1] if eff.steps else None
    if last is None or last.get("do") != "may" or "then" in last or len(eff.steps) != 1 \
            or not _one_permanent_exiled(last.get("effect") or [], eff.targets):
        return pass_on(eff, m, if_you_do_return_later)
    if isinstance(eff.targets[0], dict) and eff.targets[0].get("up_to"):
        raise NotUnderstood(m.group(0))
    last["then"] = [_later()]


@ability_template(r"Whenever (you cycle|a player cycles) a card, (you may exile target creature\. If you do, return that card to the "
                  r"battlefield under its owner's control at the beginning of the next end step\.)")
def cycles_then_flicker_later(card, m):
    """Astral Slide: "that card" is the creature exiled, not the card cycled (which trigger_conditions.cycles
    leaves unread); it triggers once for each card cycled."""
    from .triggered import _triggered
    return _triggered(card, {"event": "cycles", "whose": "your" if m.group(1) == "you cycle" else "each"}, m.group(2))
