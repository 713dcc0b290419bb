"""A delayed triggered ability that destroys a permanent, or returns it to its owner's hand, at the
beginning of the next end step (2007 404.4, "at end of turn"; 2026 603.7):

- "Target creature you control gets +1/+0 and gains flying until end of turn. Destroy that creature at
  the beginning of the next end step." (Mogg Cannon; "Destroy it", Puffer Extract; Blood Frenzy's
  "Target attacking or blocking creature ..."), "... Return it to its owner's hand at the beginning of
  the next end step." (Dragon Mask): the one creature the ability or spell just targeted, and only right
  after an instruction that did something to that target;
- "Destroy this creature at the beginning of the next end step." (Crazed Armodon), "Return this artifact
  to its owner's hand ..." (Rakalite): the permanent itself (never an instant's or sorcery's "~");
- "Create a 2/2 red Mutant creature token. ... Destroy it at the beginning of the next end step." (Old
  Hob): the one token the instruction just before made.

The delayed ability refers to that permanent and does nothing if it has left the battlefield by then,
even if it came back (2007 404.4d; 2026 603.7c; the engine's stack.py). Several targets, "X target
creatures", "those creatures", a condition after the words ("... if it didn't attack this turn") and
any other permanent stay with other templates or text only."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template, effect_template
from .targets import is_creature

_WHO = r"(it|that creature|~)"
_DOES = {"destroy": ("destroy", "Destroy it."), "return": ("return_to_hand", "Return it to its owner's hand.")}


def _referent(eff, words: str, m) -> str:
    """The engine's reference the words name: "self", the last target or "it" (the token just made)."""
    if words == "~":
        if not eff.card.types or {"Instant", "Sorcery"} & set(eff.card.types):
            raise NotUnderstood(m.group(0))
        return "self"
    last = eff.steps[-1] if eff.steps else None
    if last is None:
        raise NotUnderstood(m.group(0))
    target = eff.last_target
    if target is not None and len(eff.targets) == 1:
        spec = eff.targets[0]
        if not is_creature(spec) or isinstance(spec, dict) and {"x_targets", "count", "up_to"} & set(spec):
            raise NotUnderstood(m.group(0))
        if target in (last.get("to"), last.get("what")):
            return target
        raise NotUnderstood(m.group(0))
    if words == "it" and not eff.targets and len(eff.steps) in (1, 2) and eff.steps[0].get("do") == "create_token" \
            and int(eff.steps[0].get("count", 1)) == 1 and (len(eff.steps) == 1 or _said_of_it(eff.steps[1])):
        return "it"  # the one token just made ("It gains haste until end of turn." between them says it too)
    raise NotUnderstood(m.group(0))


def _said_of_it(st: dict) -> bool:
    return st.get("do") == "gain_ability" and st.get("to") == "it"


@effect_template(rf"(?:(destroy) {_WHO}|(return) {_WHO} to its owner's hand) at the beginning of the next end step")
def destroy_or_return_at_next_end_step(eff, m):
    verb, words = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
    verb, words = verb.lower(), words.lower() if words != "~" else words
    refers = _referent(eff, words, m)
    do, said = _DOES[verb]
    eff.steps.append({"do": "delayed_trigger", "at": "end_of_turn", "refers_to": refers, "text": said,
                      "effect": [{"do": do, "what": "it"}]})


@ability_template(r"When ~ dies, return it to its owner's hand at the beginning of the next end step\.")
def dies_returns_to_hand_at_next_end_step(card, m):
    """ "When ~ dies, return it to its owner's hand at the beginning of the next end step." (The Locust God): a
    leaves-the-battlefield ability whose "it" is the card put into the graveyard (2007 217.1c, 410.10d; 2026 400.7,
    603.10a); it creates a delayed triggered ability (2007 404.4; 2026 603.7) that returns that card, only if it is
    still in that graveyard then (a new object once it moves; a token ceases to exist: 2007 216.4; 2026 111.8)."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "triggered", "trigger": {"event": "dies", "who": "self"},
             "effect": [{"do": "delayed_trigger", "at": "end_of_turn", "refers_to": "it", "text": "Return it to its owner's hand.",
                         "effect": [{"do": "return_to_hand", "what": "it"}]}]}]
