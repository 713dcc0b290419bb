"""Control-changing effects (layer 2: 2007 418.5a; 2026 613.1b) the removal family's Act of
Treason and Threaten templates don't read:

* "Gain control of target creature." (Piper of the Swarm, Ritual of the Machine): no duration
  is stated, so it lasts until the end of the game (2007 418.3a; 2026 611.2a); and "until end
  of turn" for the target phrases the grammar reads ("target creature an opponent controls",
  "target creature with power 3 or less"), each a permanent;
* "Target opponent gains control of ~" (Humble Defector, Jinxed Idol) and "When ~ enters,
  target opponent gains control of it" (Sleeper Agent): the player targeted gains control of
  the source for good (effects/control.give_control);
* "Exchange control of two target creatures" (Switcheroo), "Exchange control of target land you
  control and target land an opponent controls" (Vedalken Plotter), "Exchange control of ~ and
  target nonland permanent" (Avarice Totem): both or neither (2026 701.12a; the 2007 rules say it
  in their glossary), nothing between two permanents of one controller (701.12b).

Precision: "for as long as you control ~" and "for as long as ~ remains on the battlefield" are
read as the source's duration (2007 418.3d; 2026 611.2b); any other duration ("for as long as
that creature is enchanted", "... and ~ remains tapped") is not read here; "gain control of it"
after another object was named, a spell as the thing gained, and "untap that permanent" / "it
gains haste" after a noncreature target stay with the families that read them (or text only).
"""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template, effect_template, read_by_others
from .targets import PERMANENT_TARGETS, TARGET_RE, parse, ref, spec
from .up_to import singular

_SELF = r"(?:~|this creature|this artifact|this enchantment|this land|this permanent)"


def _permanent(eff, phrase: str) -> str:
    """The next target for a permanent phrase (NotUnderstood for a spell, a card or a player)."""
    if phrase.lower().startswith("target") and phrase.lower() not in PERMANENT_TARGETS:
        raise NotUnderstood(phrase)
    return ref(eff, phrase, PERMANENT_TARGETS)


@effect_template(rf"gain control of ({TARGET_RE})( until end of turn)?")
def gain_control_of_target(eff, m):
    """ "Gain control of target creature." (for good) or "... until end of turn" for a target phrase
    the removal family's Act of Treason template doesn't list. `give_control` to "you": the log cites
    layer 2 and the duration."""
    step = {"do": "give_control", "what": _permanent(eff, m.group(1)), "to": "you"}
    if m.group(2):
        step["until"] = "end_of_turn"
    eff.steps.append(step)


@effect_template(rf"(target opponent|target player) gains control of ({TARGET_RE})")
def player_gains_control_of_target(eff, m):
    """ "Target player gains control of target permanent you control" (Donate), "Target opponent
    gains control of target creature" (Wrong Turn): the player first targeted gains the permanent, for good."""
    to = ref(eff, m.group(1))
    eff.steps.append({"do": "give_control", "what": _permanent(eff, m.group(2)), "to": to})


@effect_template(rf"(target opponent|target player) gains control of {_SELF}")
def player_gains_control_of_self(eff, m):
    """ "Target opponent gains control of this creature" (Humble Defector): the source, for good."""
    if "Instant" in eff.card.types or "Sorcery" in eff.card.types:
        raise NotUnderstood(m.group(0))  # a spell is no permanent to be given
    to = ref(eff, m.group(1))
    eff.steps.append({"do": "give_control", "what": "self", "to": to})


@ability_template(r"((?:When|Whenever|At) [^,\"]*~[^,\"]*), (target opponent|an opponent) gains control of it\.")
def enters_opponent_gains_it(card, m):
    """Sleeper Agent's "When this creature enters, target opponent gains control of it": the only
    object the ability names before "it" is the creature itself (2007 201.5; 2026 201.5a), so "it" is
    ~; not after a dies or leaves trigger (the card is a new object then: 2007 217.1c; 2026 400.7)."""
    from .object_referents import _LEFT, _clean
    if not _clean(m.group(1)) or _LEFT.search(m.group(1)):
        raise NotUnderstood(m.group(0))
    found = read_by_others(card, f"{m.group(1)}, {m.group(2)} gains control of ~.", lambda _f, fn: fn is enters_opponent_gains_it)
    if found is None:
        raise NotUnderstood(m.group(0))
    return found


def _distinct(phrase: str) -> dict:
    found = spec(phrase)
    if not isinstance(found, dict):
        found = parse(phrase)
    return dict(sorted({**found, "distinct": True}.items()))


@effect_template(r"exchange control of two target ([a-z ,']+)")
def exchange_two_targets(eff, m):
    """ "Exchange control of two target creatures": two targets of one word "target", none chosen
    twice (2007 409.1c; 2026 115.3)."""
    one = singular(" ".join(f"target {m.group(1).lower()}".split()), 2)
    if one not in PERMANENT_TARGETS or eff.targets:
        raise NotUnderstood(m.group(0))
    found = _distinct(one)
    a, b = eff.target(found), eff.target(dict(found))
    eff.steps.append({"do": "exchange_control", "what": a, "with": b})


@effect_template(rf"exchange control of ({TARGET_RE}|{_SELF}) and ({TARGET_RE})")
def exchange_control_of_and(eff, m):
    """ "Exchange control of target land you control and target land an opponent controls" or
    "Exchange control of this artifact and target nonland permanent"."""
    first = m.group(1)
    if re.fullmatch(_SELF, first, re.IGNORECASE):
        if "Instant" in eff.card.types or "Sorcery" in eff.card.types:
            raise NotUnderstood(m.group(0))
        what = "self"
    else:
        what = _permanent(eff, first)
    with_ = _permanent(eff, m.group(2))
    if what != "self" and spec(" ".join(first.lower().split())) == spec(" ".join(m.group(2).lower().split())):
        raise NotUnderstood(m.group(0))  # "target creature and target creature": written as "two target creatures"
    eff.steps.append({"do": "exchange_control", "what": what, "with": with_})


@effect_template(rf"untap ({TARGET_RE}) and gain control of it until end of turn")
def untap_and_gain_control(eff, m):
    """Threaten's kin for other target phrases ("Untap target nonlegendary creature and gain control
    of it until end of turn", Blind with Anger): the untapping first, then the control-changing effect."""
    what = _permanent(eff, m.group(1))
    eff.steps.append({"do": "untap", "what": what})
    eff.steps.append({"do": "give_control", "what": what, "to": "you", "until": "end_of_turn"})


@effect_template(rf"gain control of ({TARGET_RE}) for as long as (?:you control {_SELF}|({_SELF}) remains on the battlefield)")
def gain_control_for_as_long_as(eff, m):
    """ "When ~ enters, gain control of target creature for as long as you control ~" (Mind Flayer),
    "... for as long as this creature remains on the battlefield" (Sower of Temptation): the effect
    lasts while its source, as the ability was put on the stack, stays in play (under its
    controller, for "you control"); a duration over before it resolves does nothing (2007 418.3d;
    2026 611.2b)."""
    if "Instant" in eff.card.types or "Sorcery" in eff.card.types:
        raise NotUnderstood(m.group(0))  # a spell's "~" is no permanent
    eff.steps.append({"do": "give_control", "what": _permanent(eff, m.group(1)), "to": "you",
                      "until": "source_in_play" if m.group(2) else "source_controlled"})


@effect_template(r"each player gains control of all (creatures|nontoken permanents) they own")
def owners_gain_control(eff, m):
    """ "Each player gains control of all creatures they own" (Homeward Path), "... all nontoken
    permanents they own" (Brooding Saurian): every such permanent goes to its owner, for good."""
    eff.steps.append({"do": "owners_gain_control", "owned": "creatures" if m.group(1).lower() == "creatures" else "nontoken_permanents"})


@effect_template(r"untap that permanent")
def untap_that_permanent(eff, m):
    """ "Gain control of target permanent until end of turn. Untap that permanent." (Zealous
    Conscripts): the permanent targeted a sentence before, after a control change of it."""
    last = eff.last_target
    if last is None or not any(st["do"] in ("gain_control", "give_control") and st.get("what") == last for st in eff.steps):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "untap", "what": last})
