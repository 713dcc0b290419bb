""" "it" after trigger heads read by rulings/oracle/referents_heads.py, compiled from real cards
(referents_heads_cards.json, records copied from the pool) and played: an ability word before a
triggered ability (2026 207.2c: no rules meaning; the creature dealt damage is "it"), and "When ~
blocks / becomes blocked" (2026 509.3a, 509.3c; 2007 309.3, 309.4). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle.referents_heads import ability_word_trigger, creature_becomes_target
from rulings.oracle.registry import ABILITY_TEMPLATES, Card, NotUnderstood

from .conftest import cited, in_main_phase, log, obj, objects_in, p

CARDS = Path(__file__).parent / "referents_heads_cards.json"
POOL_TOO = True
R26, R07 = "2026-06-19", "2007-02-01"


def play(cards, scenario):
    replay = run_scenario(load_scenario(scenario, cards=cards))
    assert not any(s.refused for s in replay.steps), log(replay)
    return replay, objects_in(replay.final_state)


def bolted(cards, rules, creature, trigger_targets=None):
    """Bob casts Lightning Bolt at Alice's `creature` in her main phase; its Enrage trigger resolves."""
    objects = [obj("dino", creature), obj("bolt", "Lightning Bolt", "Bob", "hand"), obj("bm", "Mountain", "Bob")]
    cast = {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["dino"], "mana_abilities": [{"object": "bm"}]}
    resolve = p("Alice", **({"trigger_targets": {"dino": trigger_targets}} if trigger_targets else {}))
    return play(cards, in_main_phase(objects, [p("Alice"), cast, p("Bob"), resolve, p("Alice"), p("Bob")], rules))


def test_every_card_of_the_family_is_fully_played(compiled):
    for name in ("Snapping Sailback", "Sun-Crowned Hunters", "Frilled Deathspitter", "Zephyr Spirit", "Saprazzan Raider", "Red Dragon",
                 "Horobi, Death's Wail", "Cowardice", "Spinal Graft", "Shapers' Sanctuary", "Ice Cage", "Brackwater Elemental"):
        assert compiled[name].played, name


@pytest.mark.parametrize("rules", [R26, R07])
def test_snapping_sailback_dealt_damage_gets_a_counter_on_itself(cards, rules):
    replay, objs = bolted(cards, rules, "Snapping Sailback")
    assert objs["dino"]["counters"] == {"+1/+1": 1} and objs["dino"]["power"] == 5, log(replay)
    assert ("603.1" if rules == R26 else "404.1") in cited(replay)  # the trigger condition


@pytest.mark.parametrize("rules", [R26, R07])
def test_sun_crowned_hunters_dealt_damage_deals_3_to_the_target_opponent(cards, rules):
    replay, objs = bolted(cards, rules, "Sun-Crowned Hunters", ["Bob"])
    assert replay.final_state["players"][1]["life"] == 17 and objs["dino"]["zone"] == "in_play", log(replay)


def test_frilled_deathspitter_killed_by_the_damage_still_deals_its_2(cards):
    """The creature that left the battlefield is the damage's source as it last existed there (2026 608.2h)."""
    replay, objs = bolted(cards, R26, "Frilled Deathspitter", ["Bob"])
    assert objs["dino"]["zone"] == "graveyard" and replay.final_state["players"][1]["life"] == 18, log(replay)


@pytest.mark.parametrize("rules", [R26, R07])
def test_red_dragons_flavor_word_is_no_part_of_its_ability(cards, rules):
    """ "Fire Breath — When this creature enters, it deals 4 damage to each opponent" (2026 207.2d): it is ~'s damage."""
    objects = [obj("dragon", "Red Dragon", "Alice", "hand")] + [obj(f"m{i}", "Mountain") for i in range(6)]
    cast = {"type": "play_spell", "player": "Alice", "object": "dragon", "mana_abilities": [{"object": f"m{i}"} for i in range(6)]}
    replay, objs = play(cards, in_main_phase(objects, [cast, p("Alice"), p("Bob"), p("Alice"), p("Bob")], rules))
    assert objs["dragon"]["zone"] == "in_play" and replay.final_state["players"][1]["life"] == 16, log(replay)
    assert replay.final_state["players"][0]["life"] == 20


def blocked(cards, rules, attacker, blocker):
    """Alice attacks with `attacker`; Bob blocks it with `blocker`; the declare blockers step's trigger resolves."""
    objects = [obj("a", attacker), obj("b", blocker, "Bob")]
    actions = [p("Alice"), p("Bob"), {"type": "declare_attackers", "player": "Alice", "attackers": ["a"]}, p("Alice"), p("Bob"),
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": "b", "attacker": "a"}]}, p("Alice"), p("Bob")]
    sc = {**in_main_phase(objects, actions, rules), "turn": {"number": 3, "active_player": "Alice", "phase": "combat",
                                                             "step": "beginning_of_combat"}}
    return play(cards, sc)


@pytest.mark.parametrize("rules", [R26, R07])
def test_zephyr_spirit_returns_to_its_owners_hand_when_it_blocks(cards, rules):
    replay, objs = blocked(cards, rules, "Hill Giant", "Zephyr Spirit")
    assert objs["b"]["zone"] == "hand" and objs["a"]["zone"] == "in_play", log(replay)
    assert ("509.3a" if rules == R26 else "309.3") in cited(replay)


@pytest.mark.parametrize("rules", [R26, R07])
def test_saprazzan_raider_returns_to_its_owners_hand_when_it_becomes_blocked(cards, rules):
    replay, objs = blocked(cards, rules, "Saprazzan Raider", "Hill Giant")
    assert objs["a"]["zone"] == "hand", log(replay)
    assert ("509.3c" if rules == R26 else "309.4") in cited(replay)


@pytest.mark.parametrize("text", [
    "Max speed — At the beginning of your end step, create a 2/2 black Zombie creature token.",  # 702.178a: a rules meaning
    "Solved — Whenever you cast an instant or sorcery spell, draw a card.",  # 702.169a
    "I, II — When this creature enters, draw a card.",  # a Saga's chapters
    "Raid — When this creature enters, draw a card.",  # an ability word naming a condition the ability doesn't say
])
def test_a_word_with_a_rules_meaning_or_a_condition_before_the_dash_is_not_read(text):
    card = Card("Zzq", ("Creature",), subtypes=("Dragon",))
    m = next(pat for _family, pat, fn in ABILITY_TEMPLATES if fn is ability_word_trigger).fullmatch(text)
    with pytest.raises(NotUnderstood):
        ability_word_trigger(card, m)


def bolt_the_bears(cards, rules, source, caster="Bob", choices=None, attached=False, library=False):
    """`caster` casts Lightning Bolt at Alice's Grizzly Bears while Alice controls `source` (an Aura on the
    Bears if `attached`); the trigger resolves (with `choices`), then the Bolt."""
    objects = [{**obj("src", source), **({"attached_to": "bears"} if attached else {})}, obj("bears", "Grizzly Bears"),
               obj("bolt", "Lightning Bolt", caster, "hand"), obj("m", "Mountain", caster)]
    objects += [obj("top", "Mountain", "Alice", "library")] if library else []
    cast = {"type": "play_spell", "player": caster, "object": "bolt", "targets": ["bears"], "mana_abilities": [{"object": "m"}]}
    other = "Alice" if caster == "Bob" else "Bob"
    actions = [p("Alice")] if caster == "Bob" else []
    actions += [cast, p(caster), p(other, **({"choices": choices} if choices else {})), p("Alice"), p("Bob")]
    return play(cards, in_main_phase(objects, actions, rules))


@pytest.mark.parametrize("rules", [R26, R07])
def test_horobi_destroys_the_creature_that_becomes_the_target(cards, rules):
    replay, objs = bolt_the_bears(cards, rules, "Horobi, Death's Wail")
    assert objs["bears"]["zone"] == "graveyard" and objs["src"]["zone"] == "in_play", log(replay)
    assert "destroyed" in log(replay) and ("603.1" if rules == R26 else "404.1") in cited(replay)


@pytest.mark.parametrize("rules", [R26, R07])
def test_cowardice_returns_the_targeted_creature_before_the_spell_resolves(cards, rules):
    replay, objs = bolt_the_bears(cards, rules, "Cowardice")
    assert objs["bears"]["zone"] == "hand" and objs["bolt"]["zone"] == "graveyard", log(replay)


def test_spinal_graft_destroys_the_enchanted_creature_it_cant_be_regenerated(cards):
    replay, objs = bolt_the_bears(cards, R26, "Spinal Graft", attached=True)
    assert objs["bears"]["zone"] == "graveyard" and "can't be regenerated" in log(replay), log(replay)


def test_ice_cage_destroys_itself_not_the_creature(cards):
    replay, objs = bolt_the_bears(cards, R26, "Ice Cage", attached=True)
    assert objs["src"]["zone"] == "graveyard" and objs["bears"]["zone"] == "graveyard", log(replay)  # then the Bolt kills it


@pytest.mark.parametrize("caster,draws", [("Bob", 1), ("Alice", 0)])
def test_shapers_sanctuary_draws_only_when_an_opponent_targets_your_creature(cards, caster, draws):
    replay, objs = bolt_the_bears(cards, R26, "Shapers' Sanctuary", caster, choices={"src": {"may": True}} if draws else None,
                                  library=True)
    assert log(replay).count("ability triggers") == draws, log(replay)
    assert objs["top"]["zone"] == ("hand" if draws else "library"), log(replay)


@pytest.mark.parametrize("text", [
    "Whenever a creature becomes the target of a spell or ability, tap that creature.",  # an instruction on it not read here
    "Whenever a creature you control becomes the target of a spell, target opponent loses that much life.",  # "that"
    "When a creature becomes the target of a spell or ability, destroy that creature.",  # not printed so
])
def test_a_becomes_the_target_head_with_an_unread_referent_is_not_read(text):
    card = Card("Zzq", ("Enchantment",))
    m = next(pat for _family, pat, fn in ABILITY_TEMPLATES if fn is creature_becomes_target).fullmatch(text)
    with pytest.raises(NotUnderstood):
        creature_becomes_target(card, m)


@pytest.mark.parametrize("rules", [R26, R07])
def test_brackwater_elemental_attacking_is_sacrificed_at_the_next_end_step(cards, rules):
    """ "When this creature attacks or blocks, sacrifice it at the beginning of the next end step": "it" is ~."""
    objects = [obj("a", "Brackwater Elemental")]
    actions = [p("Alice"), p("Bob"), {"type": "declare_attackers", "player": "Alice", "attackers": ["a"]}, p("Alice"), p("Bob")]
    # blockers, damage (on the stack in 2007, one more pass), end of combat, main 2; the end step's delayed trigger
    actions += [p("Alice"), p("Bob")] * (6 if rules == R26 else 7)
    sc = {**in_main_phase(objects, actions, rules), "turn": {"number": 3, "active_player": "Alice", "phase": "combat",
                                                             "step": "beginning_of_combat"}}
    replay, objs = play(cards, sc)
    assert objs["a"]["zone"] == "graveyard" and "sacrific" in log(replay), log(replay)
