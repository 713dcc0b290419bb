"""Named counters of a permanent's own abilities (rulings/engine/named_counters.py): quest counters
(Zendikar's Expeditions and Quests) and verse counters (Urza's Saga's songs), which change nothing by
themselves (2026 122.1); the permanent's abilities put them, remove them as a cost and count them.

- "put a quest counter on ~" / "you may put a verse counter on ~" (the effect of a trigger:
  "Landfall — Whenever a land you control enters, you may put a quest counter on this enchantment.",
  "At the beginning of your upkeep, you may put a verse counter on this enchantment."): the trigger
  templates read the head, these the instruction; on the permanent whose ability it is.
- "Remove three quest counters from ~ and sacrifice it: [effect]" (Sunspring Expedition): one cost,
  the counters removed and then the permanent sacrificed (its cost `remove_counters` and `sacrifice:
  self`); the rest is read as "Sacrifice ~: [effect]" is.
- "[instruction with X], where X is the number of verse counters on ~" (Torch Song, War Dance,
  Midsummer Revel) and "... charge counters on ~": X is the counters on the permanent as the
  instruction is followed, or as it last existed on the battlefield once sacrificed (2007 413.2f;
  2026 608.2h: source_counters.py). An X in a target phrase ("up to X target lands") stays text
  only: the targets are chosen before the cost is paid, with a number the engine doesn't count.

- "[costs], Remove a ki counter from ~: [effect]" (Baku Altar, Scavenging Ghoul, Component Pouch), "~ enters with
  three brick counters on it" (Sunset Pyramid), "~ deals damage equal to the number of charge counters on it to
  ..." (Heliophial), "you may gain life equal to ..." (Clearwater Goblet), "As long as ~ has seven or more quest
  counters on it, creatures you control get +5/+5" (Beastmaster Ascension; a pump only), and, with the Mana
  Batteries' "Remove any number of charge counters" and "put a charge counter on target artifact", the charge
  counters counters_more.py leaves. "Activate only if there are three or more brick counters on this artifact" is
  activation_limits.py's, with these kinds.

The kinds are those of rulings/engine/named_counters.KINDS. Anything else about them (an intervening "if
this enchantment has four or more quest counters on it", a counter on another permanent, "Remove X ki
counters") stays text only here.
"""
from __future__ import annotations

from .registry import NotUnderstood, ability_template, effect_template, read_by_others
from .targets import TARGET_RE
from .text import amount

from rulings.engine.named_counters import KINDS

#: the counter kinds of this module (rulings/engine/named_counters.KINDS) and "charge" for "where X is"
_KIND = "(" + "|".join(KINDS) + ")"
#: and the charge counters rulings/engine/source_counters.py counts too
_COUNTED = "(" + "|".join(KINDS) + "|charge)"
_N = r"(a|an|one|two|three|four|five|six|seven|eight|nine|ten)"
_PERMANENT_TYPES = {"Artifact", "Creature", "Enchantment", "Land"}


def _permanent(card, text: str) -> None:
    """These counters are a permanent's own: a spell's text ("put a quest counter on ~") stays text only."""
    if not (_PERMANENT_TYPES & set(card.types)) or {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(text)


def _number(word: str, text: str) -> int:
    n = amount(word)
    if not isinstance(n, int) or not 1 <= n <= 10:
        raise NotUnderstood(text)
    return n


@effect_template(rf"put {_N} {_KIND} counters? on ~")
def put_named_counters(eff, m):
    """ "Put a quest counter on this enchantment": on the permanent whose ability it is."""
    _permanent(eff.card, m.group(0))
    if (m.group(1) in ("a", "an", "one")) != (not m.group(0).endswith("counters on ~")):
        raise NotUnderstood(m.group(0))  # "a ... counters", "two ... counter"
    eff.steps.append({"do": "put_counters", "counter": m.group(2).lower(), "amount": _number(m.group(1), m.group(0)), "to": "self"})


@effect_template(rf"you may (put {_N} {_KIND} counters? on ~)")
def may_put_named_counters(eff, m):
    """ "At the beginning of your upkeep, you may put a verse counter on this enchantment": the choice
    is made as the effect is applied (2007 413.2c; 2026 608.2d), the action's `may`."""
    from .optional import _may
    _permanent(eff.card, m.group(0))
    if (m.group(2) in ("a", "an", "one")) != (not m.group(0).endswith("counters on ~")):
        raise NotUnderstood(m.group(0))
    _may(eff, m.group(1), effect=[{"do": "put_counters", "counter": m.group(3).lower(), "amount": _number(m.group(2), m.group(0)),
                                   "to": "self"}])


@ability_template(rf"Remove {_N} {_KIND} counters? from ~ and sacrifice it: (.+)")
def remove_counters_and_sacrifice(card, m):
    """ "Remove three quest counters from this enchantment and sacrifice it: You gain 8 life.": the
    ability "Sacrifice ~: You gain 8 life." as the other templates read it, whose cost also removes
    the counters (removed first: the sacrificed permanent still has them, rulings/engine/costs.py)."""
    _permanent(card, m.group(0))
    if (m.group(1) in ("a", "an", "one")) == m.group(0).split(":")[0].endswith("counters from ~ and sacrifice it"):
        raise NotUnderstood(m.group(0))
    n = _number(m.group(1), m.group(0))
    found = read_by_others(card, f"Sacrifice ~: {m.group(3)}", lambda family, _fn: family == "named_counters")
    if not found or len(found) != 1:
        raise NotUnderstood(m.group(0))
    ab = found[0]
    if ab.get("kind") != "activated" or ab.get("cost") != {"sacrifice": "self"} or ab.get("zone"):
        raise NotUnderstood(m.group(0))
    return [{**ab, "cost": {"remove_counters": {m.group(2): n}, "sacrifice": "self"}}]


@effect_template(rf"(~|{TARGET_RE}) gets ([+-]X|\+0)/([+-]X|\+0) until end of turn, where X is the number of {_COUNTED} counters on ~")
def pump_where_x_is_its_counters(eff, m):
    """ "Target creature gets +X/+X until end of turn, where X is the number of verse counters on ~"
    (War Dance): the counters on the ability's source, counted once as it resolves (a pump_for_each
    of one per counter); before the template below, whose instruction has no "X" amount for a pump."""
    from .amounts import _pumped
    _permanent(eff.card, m.group(0))
    if eff.card.has_x or eff.allow_x or "X" not in m.group(2) + m.group(3):
        raise NotUnderstood(m.group(0))
    p, t = ({"+X": 1, "-X": -1, "+0": 0}[g] for g in (m.group(2), m.group(3)))
    eff.steps.append({"do": "pump_for_each", "power": p, "toughness": t, "count": {"count": f"{m.group(4).lower()}_counters_on_source"},
                      "to": _pumped(eff, m.group(1)), "until": "end_of_turn"})


@effect_template(rf"(.+\bX\b.+), where X is the number of {_COUNTED} counters on ~")
def instruction_where_x_is_its_counters(eff, m):
    """ "~ deals X damage to any target, where X is the number of verse counters on ~" (Torch Song),
    "Target creature gets +X/+X until end of turn, where X is ..." (War Dance), "Create X 3/3 green
    Beast creature tokens, where X is ..." (Midsummer Revel): the amount of exactly one instruction,
    the counters on the ability's source (rulings/engine/source_counters.py)."""
    from .counts_more import x_is_count
    _permanent(eff.card, m.group(0))
    if eff.card.has_x or eff.allow_x:
        raise NotUnderstood(m.group(0))
    count = {"count": f"{m.group(2).lower()}_counters_on_source"}
    x_is_count(eff, m.group(1), m.group(0), count)



@ability_template(r"([^:\"—]+), Remove any number of charge counters from ~: Add (\{[WUBRGC]\}), then add an additional (\{[WUBRGC]\}) "
                  r"for each charge counter removed this way\.")
def mana_battery(card, m) -> list[dict]:
    """ "{T}, Remove any number of charge counters from this artifact: Add {B}, then add an additional {B}
    for each charge counter removed this way." (the Mana Batteries): its player chooses how many as the
    cost is paid (the action's `pay: {"remove_counters": N}`, 0 when it names none: rulings/engine/
    storage_counters.py), then one mana and one more for each removed; a mana ability (2007 406.1;
    2026 605.1a: no target, it adds mana)."""
    from .activation_limits import without_restriction
    if "Artifact" not in card.types or m.group(2) != m.group(3):
        raise NotUnderstood(m.group(0))
    ab = without_restriction(card, f"{m.group(1)}: Add {{C}}.")  # the rest of the cost, as any mana ability's
    if [dict(st) for st in ab.get("effect", ())] != [{"do": "add_mana", "mana": "{C}"}] or set(ab) - {"kind", "cost", "effect", "text"} \
            or set(ab["cost"]) - {"tap", "mana"}:
        raise NotUnderstood(m.group(1))
    effect = [{"do": "add_mana", "mana": m.group(2)},
              {"do": "add_mana_for_each", "mana": m.group(2), "amount": {"count": "counters_removed_this_way"}}]
    return [{**ab, "cost": {**ab["cost"], "remove_any_counters": "charge"}, "effect": effect, "text": m.group(0)}]


@effect_template(rf"~ deals damage equal to the number of {_COUNTED} counters on (?:~|it) to (.+)")
def damage_equal_to_its_counters(eff, m):
    """ "{2}, Sacrifice this artifact: It deals damage equal to the number of charge counters on it to any
    target." (Heliophial), "this creature deals damage equal to the number of charge counters on it to each
    opponent" (Lightning Reaver): "it" is the source itself, the one object named; the damage "~ deals X
    damage to [what]" deals, X its counters as the instruction is followed (or as it last existed on the
    battlefield once sacrificed: rulings/engine/source_counters.py)."""
    from .counts_more import _one_step, read_with_x
    _permanent(eff.card, m.group(0))
    if eff.card.has_x or eff.allow_x:
        raise NotUnderstood(m.group(0))
    head = f"~ deals X damage to {m.group(2)}"
    before = read_with_x(eff, head, m.group(0))
    new = eff.steps[before:]
    if len(new) == 1 and new[0].get("do") == "for_each" and set(new[0]) == {"do", "players", "effect"} and len(new[0]["effect"]) == 1:
        st = new[0]["effect"][0]  # "to each opponent": the same damage to each of them (the source's counters each time)
        rest = [{k: v for k, v in new[0].items() if k != "effect"}]
    else:
        st, rest = _one_step(eff, m.group(0), before), []
    if st.get("do") != "damage" or st.get("amount") != "X" or "'X'" in repr([{k: v for k, v in st.items() if k != "amount"}, rest, eff.targets]):
        raise NotUnderstood(m.group(0))
    st["amount"] = {"count": f"{m.group(1).lower()}_counters_on_source"}


@effect_template(rf"(you may )?(?:you )?gain life equal to the number of {_COUNTED} counters on ~")
def gain_life_equal_to_its_counters(eff, m):
    """ "You gain life equal to the number of charge counters on this artifact." (Golden Urn), "At the
    beginning of your upkeep, you may gain life equal to the number of charge counters on this artifact."
    (Clearwater Goblet): the counters on the source as the instruction is followed (for "you may", the
    choice is made as the effect is applied: 2007 413.2c; 2026 608.2d)."""
    _permanent(eff.card, m.group(0))
    step = {"do": "gain_life", "amount": {"count": f"{m.group(2).lower()}_counters_on_source"}, "player": "you"}
    if m.group(1):
        from .optional import _may
        _may(eff, m.group(0)[len(m.group(1)):], effect=[step])
    else:
        eff.steps.append(step)


@ability_template(r"~ enters(?: the battlefield)? with X charge counters on it\.")
def enters_with_x_charge_counters(card, m):
    """ "This artifact enters with X charge counters on it." (Orochi Hatchery): a replacement effect (2007
    419.1b; 2026 614.1c), X the value paid for the spell that became it (2007 104.3c; 2026 107.3m), 0 put
    onto the battlefield any other way; only a card with {X} in its mana cost."""
    if "{X}" not in (card.mana_cost or "") or not (_PERMANENT_TYPES & set(card.types)):
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "comes_into_play": {"counters": {"charge": "X"}}}]


@effect_template(r"put (a|two|three) charge counters? on target artifact")
def put_charge_counters_on_target_artifact(eff, m):
    """ "{T}: Put a charge counter on target artifact." (Coretapper, Surge Node): any artifact, whoever
    controls it; the counter changes nothing by itself (2007 200.10; 2026 122.1)."""
    from .targets import ref
    if (m.group(1) == "a") != m.group(0).endswith("counter on target artifact"):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "put_counters", "counter": "charge", "amount": amount(m.group(1)), "to": ref(eff, "target artifact", ("target artifact",))})


@effect_template(r"you may (put a charge counter on target artifact)")
def may_put_a_charge_counter_on_target_artifact(eff, m):
    """ "At the beginning of your upkeep, you may put a charge counter on target artifact." (Vedalken
    Infuser): the target chosen as the ability is put on the stack, the choice made as it resolves (2007
    413.2c; 2026 608.2d)."""
    from .optional import _may
    from .targets import ref
    _may(eff, m.group(1), effect=[{"do": "put_counters", "counter": "charge", "amount": 1, "to": ref(eff, "target artifact", ("target artifact",))}])


@ability_template(rf"As long as ~ has (two|three|four|five|six|seven|eight|nine|ten) or more {_KIND} counters on it, (.+)")
def as_long_as_it_has_counters(card, m):
    """ "As long as this enchantment has seven or more quest counters on it, creatures you control get +5/+5."
    (Beastmaster Ascension): the static power/toughness modification the rest says, as the other templates
    read it, applied only while its source has that many (`while`: rulings/engine/named_counters.py;
    checked whenever power and toughness are, 2007 418.4a; 2026 611.3a). Only a pump alone: an ability
    granted on that condition stays text only."""
    _permanent(card, m.group(0))
    rest = m.group(3)
    found = read_by_others(card, rest[0].upper() + rest[1:], lambda family, _fn: family == "named_counters")
    if not found or any(ab.get("kind") != "static" or "pump" not in ab or set(ab) - {"kind", "affects", "filter", "pump", "text"}
                        for ab in found):
        raise NotUnderstood(m.group(0))
    cond = {f"self_{m.group(2)}_counters_at_least": amount(m.group(1))}
    return [{**{k: v for k, v in ab.items() if k != "text"}, "while": cond} for ab in found]


@ability_template(rf"(?:([^:\"]+), )?Remove {_N} {_KIND} counters? from ~: (.+)")
def remove_named_counters_cost(card, m):
    """ "{2}, {T}, Remove a ki counter from this artifact: Create a 1/1 colorless Spirit creature token."
    (Baku Altar), "Remove a corpse counter from this creature: Regenerate this creature." (Scavenging Ghoul):
    the ability the other templates read with the rest of the cost (or, with none, with a {1} put in its
    place and taken out again), whose cost also removes that many of the source's own counters (refused if
    it has fewer: 2007 403.1; 2026 602.1a)."""
    _permanent(card, m.group(0))
    if (m.group(2) in ("a", "an", "one")) == m.group(0).split(":")[0].endswith("counters from ~"):
        raise NotUnderstood(m.group(0))
    n = _number(m.group(2), m.group(0))
    found = read_by_others(card, f"{m.group(1) or '{1}'}: {m.group(4)}", lambda family, _fn: family == "named_counters")
    if not found or len(found) != 1 or found[0].get("kind") != "activated" or found[0].get("zone"):
        raise NotUnderstood(m.group(0))
    ab = found[0]
    cost = dict(ab["cost"])
    if "remove_counters" in cost or "remove_any_counters" in cost or "remove_x_counters" in cost:
        raise NotUnderstood(m.group(0))
    if m.group(1) is None:
        if cost != {"mana": "{1}"}:
            raise NotUnderstood(m.group(0))
        cost = {}
    return [{**{k: v for k, v in ab.items() if k != "text"}, "cost": {**cost, "remove_counters": {m.group(3).lower(): n}}}]


@ability_template(rf"~ enters(?: the battlefield)? with {_N} {_KIND} counters? on it\.")
def enters_with_named_counters(card, m):
    """ "This artifact enters with three brick counters on it." (Sunset Pyramid): a replacement effect (2007
    419.1b; 2026 614.1c), so it is never on the battlefield without them."""
    _permanent(card, m.group(0))
    if (m.group(1) in ("a", "an", "one")) == m.group(0).endswith("counters on it."):
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "comes_into_play": {"counters": {m.group(2).lower(): _number(m.group(1), m.group(0))}}}]
