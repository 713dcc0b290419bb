"""Common single lines on permanents: "You may play an additional land on each of
your turns" (Exploration: 2007 212.6b; 2026 305.2, compared as 305.2a-b say, by
rulings/engine/land_plays.py) and the fungi's spore counters ("At the beginning of
your upkeep, put a spore counter on this creature" with "Remove three spore counters
from this creature: ..."): a spore counter means nothing by itself (2026 122.1), the
permanent's own "Remove N spore counters from ~" costs use it (602.1)."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template, effect_template, pass_on
from .targets import PERMANENT_TARGETS, is_creature, ref
from .text import amount

_N = r"(a|one|two|three|four|five|six|seven|eight|nine|ten|\d+)"
PERMANENT_TYPES = {"Artifact", "Creature", "Enchantment", "Land"}


@ability_template(r"(You may play (an|two|three) additional (lands?) on each of your turns|"
                  r"Each player may play an additional land (?:on|during) each of their turns)\.")
def additional_land_each_turn(card, m):
    """A static ability of a permanent: while it is in play, its controller (or, "Each player may
    play an additional land on each of their turns", Rites of Flourishing, every player) may play
    one (two: Azusa) more land on each of their turns (a land is played only on its player's own
    turn, so "each of your turns" is every turn they can play one)."""
    if not PERMANENT_TYPES & set(card.types) or {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    n = amount(m.group(2)) if m.group(2) else 1
    if m.group(2) and (n == 1) != (m.group(3) == "land"):  # "an additional land", "two additional lands"
        raise NotUnderstood(m.group(0))
    static = {"kind": "static", "additional_land_plays": n}
    return [{**static, "land_plays_for": "each_player"} if m.group(0).startswith("Each") else static]


@effect_template(r"you may play (an additional land|up to (two|three) additional lands) this turn")
def additional_land_this_turn(eff, m):
    """ "You may play an additional land this turn" (Explore), "up to three additional lands"
    (Summer Bloom): a continuous effect for the rest of the turn (2007 212.6b; 2026 305.2)."""
    eff.steps.append({"do": "additional_land", "amount": amount(m.group(2)) if m.group(2) else 1, "player": "you"})


@effect_template(rf"put {_N} spore counters? on ~")
def put_spore_counters(eff, m):
    """ "At the beginning of your upkeep, put a spore counter on this creature": on the
    permanent whose ability it is; only its own "Remove N spore counters" costs read them."""
    n = amount(m.group(1))
    if not isinstance(n, int) or n < 1:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "put_counters", "counter": "spore", "amount": n, "to": "self"})


@effect_template(r"(it|that creature|that land|that permanent|target creature|target permanent|target land|"
                 r"target creature an opponent controls) doesn't untap during its controller's next untap step")
def doesnt_untap_next(eff, m):
    """Rush of Ice's "Tap target creature. It doesn't untap during its controller's next
    untap step" (rulings/engine/next_untap.py; 2007 302.2, 418.3a; 2026 502.3, 611.2a):
    "it" / "that creature" only right after the sentence that tapped that target."""
    phrase = m.group(1).lower()
    if phrase.startswith("target "):
        what = ref(eff, phrase, PERMANENT_TARGETS)
    else:
        last = eff.steps[-1] if eff.steps else None
        if eff.last_target is None or last is None or last.get("do") != "tap" or last.get("what") != eff.last_target:
            raise NotUnderstood(m.group(0))
        kind = phrase.split()[-1]
        spec = eff.targets[-1]
        if kind == "creature" and not is_creature(spec) or kind == "land" and not _is_land(spec):
            raise NotUnderstood(m.group(0))
        what = eff.last_target
    eff.steps.append({"do": "doesnt_untap_next", "what": what})


def _is_land(spec) -> bool:
    return spec == "land" or (isinstance(spec, dict) and spec.get("types") == ["Land"])


@ability_template(r"You control enchanted (creature|permanent|artifact|land|enchantment|artifact creature)\.")
def you_control_enchanted(card, m):
    """Control Magic's "You control enchanted creature": a control-changing static ability
    of an Aura (2007 418.5a layer 2, 212.4i; 2026 613.1b, 303.4e), applied by
    rulings/engine/aura_control.py while the Aura enchants that permanent. Only on an
    Aura (not a creature: no bestow) whose one "Enchant" names the same kind of permanent
    ("Enchant red or green creature", "Enchant creature with mana value 2 or less")."""
    if "Aura" not in card.subtypes or "Creature" in card.types:
        raise NotUnderstood(m.group(0))
    enchants = [re.sub(r"\s*\(.*?\)", "", p).strip() for p in card.paragraphs if p.startswith("Enchant ")]
    if len(enchants) != 1:
        raise NotUnderstood(m.group(0))
    named = {w for w in re.findall(r"[a-z]+", enchants[0][len("Enchant "):].lower()) if w in TYPE_WORDS}
    if named != set(m.group(1).split()):
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "controls_enchanted": True}]


TYPE_WORDS = {"artifact", "creature", "land", "permanent", "planeswalker", "enchantment", "spacecraft", "equipment", "player",
              "battle", "card", "graveyard"}


LAND_TYPE_PLURALS = {"Plains": "Plains", "Islands": "Island", "Swamps": "Swamp", "Mountains": "Mountain", "Forests": "Forest"}


@ability_template(r"When you control no (Plains|Islands|Swamps|Mountains|Forests), sacrifice ~\.")
def sacrifice_when_you_control_no(card, m):
    """Sea Serpent's "When you control no Islands, sacrifice this creature": a state
    trigger (2007 410.11; 2026 603.8; rulings/engine/state_triggers.py), on a permanent."""
    if not PERMANENT_TYPES & set(card.types) or {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    return [{"kind": "triggered", "trigger": {"event": "state", "you_control_no": LAND_TYPE_PLURALS[m.group(1)]},
             "effect": [{"do": "sacrifice", "what": "self"}]}]


@ability_template(r"Each creature you control with a \+1/\+1 counter on it has ([a-z ,]+)\.")
def creatures_with_a_counter_have(card, m):
    """ "Each creature you control with a +1/+1 counter on it has trample": a static ability
    whose set of creatures is read again whenever it is applied (2007 418.5a layer 5 and
    418.5 "continuously"; 2026 613.1f), so a creature has it only while it has such a counter."""
    if not PERMANENT_TYPES & set(card.types) or {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    from .statics import _statics
    return _statics({"kind": "static", "affects": "creatures", "filter": {"you_control": True, "with_counter": "+1/+1"}}, None, m.group(1))


@ability_template(r"Outlast (\{[^ ]+\})")
def outlast(card, m):
    """Outlast (2026 702.107a): "[Cost], {T}: Put a +1/+1 counter on this creature.
    Activate only as a sorcery" (rulings/engine/outlast.py), on a creature."""
    from rulings.engine.mana import is_valid_cost
    if not card.is_permanent_creature or not is_valid_cost(m.group(1)):
        raise NotUnderstood(m.group(0))
    return [{"kind": "activated", "cost": {"mana": m.group(1), "tap": True}, "timing": "sorcery", "effect": [{"do": "outlast"}]}]


from .triggered import EVENT_CREATURE  # noqa: E402  (the other creature of a blocking trigger: triggered.py)


@effect_template(rf"(tap )?{EVENT_CREATURE}(?: doesn't untap during its controller's next untap step)?")
def event_creature_doesnt_untap_next(eff, m):
    """ "Whenever this creature blocks a creature, that creature doesn't untap during its
    controller's next untap step" / "..., tap that creature": the trigger event's creature."""
    if not m.group(0).endswith("next untap step") and not m.group(1):
        raise NotUnderstood(m.group(0))
    if m.group(1) and m.group(0).endswith("next untap step"):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "tap" if m.group(1) else "doesnt_untap_next", "what": "it"})


@ability_template(r"Whenever ~ deals (combat )?damage to a creature, tap that creature and it doesn't untap during its controller's next untap step\.")
def combat_damage_taps_that_creature(card, m):
    """Kashi-Tribe Reaver: a trigger on combat damage dealt to a creature (2007 310.4; 2026
    510.2), whose "that creature" / "it" is the creature dealt the damage."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    trigger = {"event": "deals_damage", "who": "self", "to": "creature", **({"combat": True} if m.group(1) else {})}
    return [{"kind": "triggered", "trigger": trigger, "effect": [{"do": "tap", "what": "it"}, {"do": "doesnt_untap_next", "what": "it"}]}]


@effect_template(r"those (creatures|permanents|lands) don't untap during their (?:controller's next untap step|controllers' next untap steps)")
def those_dont_untap_next(eff, m):
    """ "Tap up to two target creatures. Those creatures don't untap during their controller's
    next untap step" (Sleep): each target chosen, right after the sentence that tapped them all."""
    ups = [i for i, t in enumerate(eff.targets) if isinstance(t, dict) and t.get("up_to")]
    refs = [f"target:{i}" for i in ups]
    start = eff.sentence_starts[-1] if eff.sentence_starts else 0
    before = eff.steps[eff.sentence_starts[-2]:start] if len(eff.sentence_starts) >= 2 else []
    if not refs:  # after "tap all ...": tap_all_dont_untap.py's
        return pass_on(eff, m, those_dont_untap_next)
    if [(st.get("do"), st.get("what")) for st in before] != [("tap", r) for r in refs]:
        raise NotUnderstood(m.group(0))
    noun = m.group(1)[:-1]
    if noun == "creature" and not all(is_creature(eff.targets[i]) for i in ups) or noun == "land" and not all(_is_land(eff.targets[i]) for i in ups):
        raise NotUnderstood(m.group(0))
    eff.steps += [{"do": "doesnt_untap_next", "what": r} for r in refs]


@ability_template(r"Whenever (you draw your|an opponent draws their) second card each turn, ([^\"]+)")
def second_card_each_turn(card, m):
    """ "Whenever you draw your second card each turn, put a +1/+1 counter on this creature"
    (rulings/engine/second_draw.py): once in a turn at most, as that card is drawn."""
    if not PERMANENT_TYPES & set(card.types) or {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    from .triggered import _triggered
    whose = "your" if m.group(1).startswith("you") else "opponent"
    return _triggered(card, {"event": "draws_second_card", "whose": whose}, m.group(2))


@ability_template(r"Enchanted permanent doesn't untap during its controller's untap step( and its activated abilities can't be activated)?\.")
def enchanted_permanent_doesnt_untap(card, m):
    """Ice Over's "Enchanted permanent doesn't untap during its controller's untap step" (2007
    302.2; 2026 502.3) on an Aura that enchants an artifact or creature, and Encrust's "... and
    its activated abilities can't be activated" (mana abilities too): what the Aura grants
    whatever permanent it enchants, as statics.py does for "Enchanted creature ..."."""
    if "Aura" not in card.subtypes or "Creature" in card.types:
        raise NotUnderstood(m.group(0))
    out = [{"kind": "static", "affects": "enchanted", "gains": {"kind": "keyword", "keyword": "doesnt_untap"}}]
    if m.group(1):
        out.append({"kind": "static", "affects": "enchanted", "gains": {"kind": "keyword", "keyword": "cant_activate"}})
    return out


@ability_template(r"(Other |)([Aa]rtifact|[Ee]nchantment) creatures you control (?:get ([+-]\d+)/([+-]\d+)(?: and have ([a-z ,]+))?|have ([a-z ,]+))\.")
def artifact_creatures_get(card, m):
    """Tempered Steel's "Artifact creatures you control get +2/+2", Chief of the Foundry's "Other
    artifact creatures you control get +1/+1": a card type read after type-changing effects
    (2007 418.5a layer 4 before layer 6; 2026 613.1d before 613.4c), "other" sparing the source."""
    if not PERMANENT_TYPES & set(card.types) or {"Instant", "Sorcery"} & set(card.types) or m.group(2)[0].isupper() == bool(m.group(1)):
        raise NotUnderstood(m.group(0))  # "Other artifact creatures" / "Artifact creatures", as sentences start
    from .statics import _statics
    flt = {**({"other": True} if m.group(1) else {}), "you_control": True, "card_type": m.group(2).capitalize()}
    pt = (m.group(3), m.group(4)) if m.group(3) else None
    return _statics({"kind": "static", "affects": "creatures", "filter": flt}, pt, m.group(5) or m.group(6))


@ability_template(r"Whenever ~ blocks a creature with flying, ([^\"]+)")
def blocks_a_creature_with_flying(card, m):
    """Woolly Spider's "Whenever this creature blocks a creature with flying, this creature gets
    +0/+2 until end of turn": once for each such attacker it blocks (2007 309.3; 2026 509.3b),
    the attacker's flying read as it is blocked."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    from .triggered import _triggered
    return _triggered(card, {"event": "blocks_a_creature", "who": "self", "blocked_has": "flying"}, m.group(1))


@ability_template(r"When ~ dies, put its counters on target creature you control\.")
def dies_put_its_counters(card, m):
    """Dockworker Drone's "When this creature dies, put its counters on target creature you
    control": all its counters as it last existed (rulings/engine/its_counters.py)."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "triggered", "trigger": {"event": "dies", "who": "self"}, "targets": ["creature_you_control"],
             "effect": [{"do": "put_its_counters", "to": "target:0"}]}]
