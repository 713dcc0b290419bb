"""Sentences that read the X announced for the spell's or ability's own cost:

- "Tap X target creatures", "Untap X target lands", "Destroy X target artifacts", "Return X target
  nonland permanents to their owners' hands", "Return X target creature cards from your graveyard
  to your hand": as many targets as X, one instance of the word "target" (2007: 409.1b then
  409.1c; 2026: 601.2b then 601.2c, 115.3): one filter marked `x_targets` that the engine makes X
  targets of (rulings/engine/x_targets.py), each one followed in turn.

(Target phrases with "with power X or less" / "with mana value X" are targets.py's grammar, read
only where registry.ANNOUNCED_X says a cost announces the X.)

Only where the X is announced: a spell with {X} in its mana cost or an X additional cost, an
activated ability with {X} in its cost. A triggered ability's X (a permanent's own X, 2026 107.3m),
or an X a "where X is" sentence defines, stays text only; so do "those creatures" after it.
"""
from __future__ import annotations

from .registry import ANNOUNCED_X, NotUnderstood, effect_template
from .power_toughness import SUBTYPES
from .targets import CREATURE_TARGETS, GRAVEYARD_TARGETS, PERMANENT_TARGETS, TARGET_RE, parse, ref, spec
from .up_to import PHRASE, singular


def x_targets(eff, phrase: str, allowed) -> str:
    """The reference of "X [target phrase]" (a plural phrase): one filter marked `x_targets`."""
    if not (eff.allow_x and ANNOUNCED_X.get()):
        raise NotUnderstood(phrase)
    one = singular(" ".join(phrase.lower().split()), 2)  # "target creatures" -> "target creature"
    if one not in allowed or any(isinstance(t, dict) and (t.get("x_targets") or t.get("up_to")) for t in eff.targets):
        raise NotUnderstood(phrase)
    found = spec(one)
    if not isinstance(found, dict):
        found = parse(one)  # a named kind ("target creature") as its filter
    if found.get("other"):
        raise NotUnderstood(phrase)
    return eff.target(dict(sorted({**found, "x_targets": True}.items())))


@effect_template(rf"(tap|untap|destroy) X ({PHRASE})")
def tap_untap_or_destroy(eff, m):
    """ "Tap X target creatures" (Word of Binding), "Untap X target lands" (Candelabra of Tawnos),
    "Destroy X target artifacts" (By Force)."""
    eff.steps.append({"do": m.group(1).lower(), "what": x_targets(eff, m.group(2), PERMANENT_TARGETS)})


@effect_template(rf"return X ({PHRASE}) to (their owners' hands|your hand)")
def return_to_hand(eff, m):
    """ "Return X target nonland permanents to their owners' hands" (Distorting Wake); "Return X
    target creature cards from your graveyard to your hand" (Death Denied): cards of your own
    graveyard go to your hand, their owner's (2026 400.3)."""
    yours = m.group(2).lower() == "your hand"
    ref = x_targets(eff, m.group(1), GRAVEYARD_TARGETS if yours else PERMANENT_TARGETS)
    if yours and eff.targets[-1].get("owner") != "you":
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "return_to_hand", "what": ref})


# --- "gets +X/+X until end of turn, where X is its power / the number of Elves on the battlefield" -------------------
_PUMP_WHO = rf"(~|{TARGET_RE})"


@effect_template(rf"{_PUMP_WHO} gets ([+-]X|\+0)/([+-]X|\+0) until end of turn, where X is "
                 r"(its power|~'s power|the number of ([A-Za-z]+) on the battlefield)")
def pump_where_x_is(eff, m):
    """Chameleon Colossus's "This creature gets +X/+X until end of turn, where X is its power" (its
    power as the ability resolves, so it doubles), Rush of Blood's "Target creature gets +X/+0 ...,
    where X is its power"; Timberwatch Elf's "... where X is the number of Elves on the battlefield"
    (every Elf permanent, whoever controls it): X is counted once, as the instruction is followed
    (2007: 413.2f; 2026: 608.2h) (rulings/engine/pump_for_each.py). A spell's or ability's own {X}
    is not this X: then text only."""
    if "X" not in (m.group(2) + m.group(3)) or eff.allow_x:
        raise NotUnderstood(m.group(0))
    to = ref(eff, m.group(1), CREATURE_TARGETS + ("~",))
    if to == "self" and not eff.card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    if m.group(5) is not None:
        if m.group(5) not in SUBTYPES:
            raise NotUnderstood(m.group(0))
        count = {"count": "permanents", "filter": {"subtypes": [SUBTYPES[m.group(5)]]}}
    else:
        if m.group(4) == "~'s power" and to != "self":
            raise NotUnderstood(m.group(0))
        count = {"count": "power_of", "of": to}
    p, t = ({"+X": 1, "-X": -1, "+0": 0}[g] for g in (m.group(2), m.group(3)))
    eff.steps.append({"do": "pump_for_each", "power": p, "toughness": t, "count": count, "to": to, "until": "end_of_turn"})


# --- "Search your library for a creature card with mana value X or less, put it onto the battlefield, then shuffle" ---
_SEARCHED = {"creature": {"types": ["Creature"]}, "artifact": {"types": ["Artifact"]}, "enchantment": {"types": ["Enchantment"]}}


@effect_template(r"search your library for (?:a|an) (creature|artifact|enchantment) card with mana value X or less, "
                 r"(?:(reveal it), )?put (?:it|that card) (onto the battlefield|into your hand), then shuffle")
def search_with_mana_value_x(eff, m):
    """Chord of Calling's, Reshape's "Search your library for a creature / artifact card with
    mana value X or less, put it onto the battlefield, then shuffle"; Citanul Flute's "..., reveal it, put it into your
    hand, then shuffle": a stated quality, so none may be found (2007: the glossary's "Search"; 2026: 701.23b), X the
    number announced for the spell's or ability's own cost (2007 409.1b; 2026 601.2b, 602.2b), a card's own X counted
    as 0 in the library (2026 202.3e). ("A permanent card" stays text only: a battle is one in 2026, 110.4a.)"""
    if not (eff.allow_x and ANNOUNCED_X.get()):
        raise NotUnderstood(m.group(0))
    into = "in_play" if m.group(3) == "onto the battlefield" else "hand"
    if bool(m.group(2)) != (into == "hand"):
        raise NotUnderstood(m.group(0))  # "reveal it" only on the way to the hand, and said there
    step = {"do": "search_library", "for": {**_SEARCHED[m.group(1).lower()], "mana_value_at_most": "X"}, "into": into}
    if into == "hand":
        step["reveal"] = True
    eff.steps += [step, {"do": "shuffle_library"}]


# --- "X target creatures can't block this turn", "... gain flying until end of turn" ----------------------------------
@effect_template(rf"X ({PHRASE}) (can't block this turn|can't be blocked this turn|gain ([a-z]+) until end of turn)")
def x_targets_each(eff, m):
    """Wave of Indifference's "X target creatures can't block this turn", Ghost-Lit Drifter's "X target creatures gain
    flying until end of turn": the sentence as one target creature says it (read by its own template), followed for
    each of the X targets (rulings/engine/x_targets.py)."""
    from .registry import parse_branch
    rest = m.group(2) if m.group(3) is None else f"gains {m.group(3)} until end of turn"
    before = len(eff.targets)
    ref = x_targets(eff, m.group(1), PERMANENT_TARGETS)
    spec_ = eff.targets.pop()  # the one sentence's template asks for its target itself
    one = singular(" ".join(m.group(1).lower().split()), 2)
    steps = parse_branch(eff, f"{one} {rest}")
    if len(eff.targets) != before + 1 or len(steps) != 1 or not _names_only(steps[0], ref):
        raise NotUnderstood(m.group(0))
    eff.targets[-1] = spec_
    eff.steps += steps


def _names_only(step: dict, ref: str) -> bool:
    """The step names the new target and no other."""
    found = [v for v in step.values() if isinstance(v, str) and v.startswith("target:")]
    return found == [ref] and all(not isinstance(v, (dict, list)) or "target:" not in repr(v) for k, v in step.items() if k != "ability")


@effect_template(rf"put an? ([+-]1/[+-]1) counter on each of X ({PHRASE})")
def counter_on_each_of_x(eff, m):
    """Thrive's "Put a +1/+1 counter on each of X target creatures": one on each of the X targets."""
    what = x_targets(eff, m.group(2), PERMANENT_TARGETS)
    if not {"types": ["Creature"]}.items() <= eff.targets[-1].items():
        raise NotUnderstood(m.group(0))  # counters on creatures only here
    eff.steps.append({"do": "put_counters", "counter": m.group(1), "amount": 1, "to": what})
