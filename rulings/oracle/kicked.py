""" "If this spell was kicked, ..." on an instant or sorcery with kicker: an
ability linked to its kicker (2007 502.21b; 2026 702.33e): the instructions
happen only if the kicker cost was paid as it was cast (`"if_kicked": true`);
with "instead", the sentence before happens only if it wasn't (`"if_kicked":
false`), the kicked one replacing it whole ("Target creature gets -2/-2 until
end of turn. If this spell was kicked, that creature gets -5/-5 until end of
turn instead"; "... deals 2 damage to any target. If this spell was kicked, it
deals 4 damage instead").

A kicked sentence that adds a target stays text only: such a target is chosen
only if the kicker is paid (2007 409.1d; 2026 601.2c), which the spell's
fixed list of targets can't say."""
from __future__ import annotations

import re

from .instead import same_instruction
from .registry import NotUnderstood, ability_template, effect_template, parse_sentence


@effect_template(r"If ~ was kicked, (?P<rest>.+?)(?P<instead> instead)?")
def if_kicked(eff, m):
    if not ({"Instant", "Sorcery"} & set(eff.card.types)):
        raise NotUnderstood(m.group(0))  # on a permanent, "kicked" would be the permanent's, not a resolving spell's
    starts = eff.sentence_starts
    here = starts[-1] if starts else len(eff.steps)
    if len(eff.steps) != here or any("if_kicked" in st for st in eff.steps):
        raise NotUnderstood(m.group(0))  # one kicked sentence per effect, read as a whole sentence
    ntargets = len(eff.targets)
    old_steps = {id(st) for st in eff.steps}  # a template may insert a step before the sentence's ("the life lost this way")
    rest = m.group("rest")
    before = eff.steps[starts[-2]:here] if len(starts) >= 2 else []
    damage = re.fullmatch(r"it deals (\d+) damage", rest)
    if damage:
        if not m.group("instead") or len(before) != 1 or before[0].get("do") != "damage":
            raise NotUnderstood(m.group(0))
        eff.steps.append({**before[0], "amount": int(damage.group(1))})
    elif not (m.group("instead") and before and same_instruction(eff, before[0], rest)):  # "it deals 4 damage to each creature ... and each player": two steps before
        parse_sentence(eff, rest)  # (instead.py reads "it deals 5 damage to that creature", "create four of those tokens")
    if len(eff.targets) != ntargets:
        raise NotUnderstood(m.group(0))  # a target chosen only if kicked (409.1d / 601.2c)
    new = [st for st in eff.steps if id(st) not in old_steps]
    if not new:
        raise NotUnderstood(m.group(0))
    if m.group("instead"):
        if not before or [st["do"] for st in before] != [st["do"] for st in new]:
            raise NotUnderstood(m.group(0))  # "instead" replaces the sentence before with one of the same kind
        for st in before:
            st["if_kicked"] = False
    for st in new:
        st["if_kicked"] = True


@ability_template(r"When ~ enters(?: the battlefield)?, if it was kicked, (?P<rest>[a-z].+)")
def enters_if_kicked(card, m):
    """ "When this creature enters, if it was kicked, ...": an intervening "if" (2007 404.3; 2026
    603.4) on an ability linked to its kicker (502.21b; 702.33e), checked as it enters and on resolution."""
    from .enters_if import enters_trigger_if
    return enters_trigger_if(card, m, enters_if_kicked, {"source_was_kicked": True})


# "Kicker—Sacrifice a land.", "Buyback—Sacrifice a land.", "Kicker—Pay 3 life.": a cost besides mana (702.33a, 702.27a);
# "Buyback—Discard two cards." (Forbid): the cards named in the action's `pay.discard`
OPTIONAL = re.compile(r"(?P<kw>Kicker|Buyback)—(?:(?P<mana>(?:\{(?:\d+|[WUBRG])\})+), )?(?:Sacrifice (?P<sac>a creature|a land|an artifact|"
                      r"an artifact or creature)|Pay (?P<life>\d+) life|Discard (?P<discard>a card|two cards)|"
                      r"Tap an untapped (?P<tap>[A-Z][a-z]+) you control|Return (?P<ret>a creature|a land) you control to its owner's hand)\.")
# "Kicker—Tap an untapped Vampire you control." (Blood Tribute), "Kicker—Return a creature you control to its owner's hand."
# (Arctic Merfolk): the activated-ability costs of the same words (`tap_creature` / `tap_subtype`, `return_permanents`)
SACRIFICED = {"a creature": "creature", "a land": "land", "an artifact": "artifact", "an artifact or creature": "artifact_or_creature"}


def optional_cost_keyword(card, plain: str) -> dict | None:
    """The kicker or buyback keyword of such a paragraph, or None."""
    m = OPTIONAL.fullmatch(plain)
    if m is None:
        return None
    if m.group("kw") == "Buyback" and not ({"Instant", "Sorcery"} & set(card.types)):
        return None  # buyback returns a spell to its owner's hand: instants and sorceries only
    ab = {"kind": "keyword", "keyword": m.group("kw").lower(), "cost": m.group("mana") or "{0}"}
    if m.group("tap") or m.group("ret"):
        if m.group("kw") != "Kicker" or m.group("mana"):
            return None
        if m.group("ret"):
            ab["return_permanents"] = {"count": 1, "kind": m.group("ret")[2:]}
            return ab
        from rulings.engine.creature_types import CREATURE_TYPES
        if m.group("tap") not in CREATURE_TYPES:
            return None  # "an untapped Vampire": a creature type
        ab.update({"tap_creature": True, "tap_subtype": m.group("tap")})
        return ab
    if m.group("discard"):
        if m.group("kw") != "Buyback" or m.group("mana"):
            return None  # only "Buyback—Discard two cards" is read
        ab["discard"] = 2 if m.group("discard") == "two cards" else 1
    elif m.group("sac"):
        ab["sacrifice"] = SACRIFICED[m.group("sac")]
    elif int(m.group("life")) >= 1:
        ab["life"] = int(m.group("life"))
    else:
        return None
    return ab


@ability_template(r"Multikicker ((?:\{(?:\d+|[WUBRG])\})+)")
def multikicker(card, m):
    """ "Multikicker {1}{W}": the kicker cost, paid any number of times (2026 702.33c); the action's `kicked: N`."""
    return [{"kind": "keyword", "keyword": "multikicker", "cost": m.group(1)}]


@ability_template(r"~ enters with an? \+1/\+1 counter on it for each time it was kicked\.")
def counter_per_kick(card, m):
    """ "This creature enters with a +1/+1 counter on it for each time it was kicked" (702.33c-e)."""
    if "Creature" not in card.types:
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "comes_into_play": {"counters": {"+1/+1": 1}, "if_kicked": True, "per_kick": True}}]
