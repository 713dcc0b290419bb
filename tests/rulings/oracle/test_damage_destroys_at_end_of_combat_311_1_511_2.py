"""Real cards of rulings/oracle/damage_destroys.py: the basilisks' "destroy that creature at end
of combat" (a delayed triggered ability, 2007 311.1 / 404.4; 2026 511.2 / 603.7) with the
blocking creature described ("a non-Wall creature", "a green or white creature"), "sacrifice it
at end of combat", and "Whenever this creature deals damage to a Vampire, destroy that creature"."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import EDITIONS, obj, rules_cited, scenario, texts

END_OF_COMBAT_RULE = {"2007-02-01": "311.1", "2026-06-19": "511.2"}


@pytest.mark.parametrize("name", ["Cockatrice", "Thicket Basilisk", "Abomination", "Dread Specter", "Vampire Slayer",
                                  "Mardu Blazebringer", "Lowland Basilisk", "Wall of Tears", "Clockwork Beetle"])
def test_the_cards_are_fully_played(pool, name):
    assert pool[name].played, pool[name].why_not


PASS = [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def _combat(lookup, rules, objects, attackers, blocks, block_triggers=1, damage_triggers=0, end_triggers=1, then=()):
    """Alice attacks, Bob blocks; each trigger is resolved by both players passing."""
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": attackers},
               *PASS * (not blocks and block_triggers),
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": blocks},
               *PASS * (block_triggers if blocks else 0),
               {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
               {"type": "assign_combat_damage", "player": "Alice", "assignments": []},
               *PASS * ((rules == "2007-02-01") + damage_triggers),  # 2007 310.1: combat damage uses the stack
               *then,
               {"type": "pass_until", "player": "Alice", "step": "end_of_combat"},
               *PASS * end_triggers,
               {"type": "pass_until", "player": "Alice", "phase": "postcombat_main"}]
    data = scenario(objects, actions, rules=rules, phase="combat", step="beginning_of_combat")
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps), "\n".join(texts(replay)[-25:])
    return replay


def _zone(replay, player, zone):
    return {o["id"] for o in replay.final_state["zones"][player][zone]}


@pytest.mark.parametrize("rules", EDITIONS)
def test_thicket_basilisk_destroys_the_non_wall_blocker_at_end_of_combat(lookup, rules):
    objects = [obj("basilisk", "Thicket Basilisk", "Alice"), obj("bears", "Grizzly Bears", "Bob")]
    replay = _combat(lookup, rules, objects, ["basilisk"], [{"blocker": "bears", "attacker": "basilisk"}])
    log = texts(replay)
    assert "bears" in _zone(replay, "Bob", "graveyard") and "basilisk" in _zone(replay, "Alice", "in_play"), log
    assert any("Thicket Basilisk's ability triggers" in t for t in log)
    assert END_OF_COMBAT_RULE[rules] in rules_cited(replay)
    # the bear took 2 damage, not lethal: it is the delayed ability that destroys it, at end of combat
    fired = next(i for i, t in enumerate(log) if "The delayed triggered ability from Thicket Basilisk triggers" in t)
    removed = next(i for i, t in enumerate(log) if t == "All creatures are removed from combat.")
    assert fired < removed


@pytest.mark.parametrize("rules", EDITIONS)
def test_thicket_basilisk_doesnt_trigger_on_a_wall_blocking_it(lookup, rules):
    objects = [obj("basilisk", "Thicket Basilisk", "Alice"), obj("wall", "Wall of Wood", "Bob")]
    replay = _combat(lookup, rules, objects, ["basilisk"], [{"blocker": "wall", "attacker": "basilisk"}], block_triggers=0, end_triggers=0)
    assert "wall" in _zone(replay, "Bob", "in_play")
    assert not any("Thicket Basilisk's ability triggers" in t for t in texts(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_cockatrice_blocking_destroys_the_attacker_at_end_of_combat(lookup, rules):
    objects = [obj("bears", "Grizzly Bears", "Alice"), obj("cockatrice", "Cockatrice", "Bob")]
    replay = _combat(lookup, rules, objects, ["bears"], [{"blocker": "cockatrice", "attacker": "bears"}])
    assert "bears" in _zone(replay, "Alice", "graveyard"), texts(replay)
    assert "cockatrice" in _zone(replay, "Bob", "in_play")


@pytest.mark.parametrize("rules", EDITIONS)
def test_abomination_destroys_a_green_blocker_but_not_a_black_one(lookup, rules):
    objects = [obj("abom", "Abomination", "Alice"), obj("abom2", "Abomination", "Alice"),
               obj("bears", "Grizzly Bears", "Bob"), obj("sengir", "Sengir Vampire", "Bob")]
    replay = _combat(lookup, rules, objects, ["abom", "abom2"], [{"blocker": "bears", "attacker": "abom"},
                                                                 {"blocker": "sengir", "attacker": "abom2"}])
    assert "bears" in _zone(replay, "Bob", "graveyard") and "sengir" in _zone(replay, "Bob", "in_play"), texts(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_creature_that_left_the_battlefield_isnt_destroyed_again(lookup, rules):
    """The delayed ability refers to the bear as it was: once it left the battlefield (Lowland
    Basilisk's 1 damage and Shock), it does nothing (2007 404.4d; 2026 603.7c)."""
    objects = [obj("basilisk", "Lowland Basilisk", "Bob"), obj("bears", "Grizzly Bears", "Alice"),
               obj("shock", "Shock", "Alice", "hand"), obj("m", "Mountain", "Alice")]
    shock = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["bears"], "mana_abilities": [{"object": "m"}]},
             {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    replay = _combat(lookup, rules, objects, ["bears"], [{"blocker": "basilisk", "attacker": "bears"}], block_triggers=0,
                     damage_triggers=1, then=shock)
    log = texts(replay)
    assert "bears" in _zone(replay, "Alice", "graveyard"), log
    assert any(t.startswith("The delayed ability does nothing: the permanent it refers to has left") for t in log), log


@pytest.mark.parametrize("rules", EDITIONS)
def test_mardu_blazebringer_is_sacrificed_at_end_of_combat(lookup, rules):
    objects = [obj("blaze", "Mardu Blazebringer", "Alice")]
    replay = _combat(lookup, rules, objects, ["blaze"], [])  # the attack trigger, then the delayed one
    assert "blaze" in _zone(replay, "Alice", "graveyard"), texts(replay)
    assert replay.final_state["players"][1]["life"] == 16
    assert END_OF_COMBAT_RULE[rules] in rules_cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_wall_of_tears_returns_the_creature_it_blocked_to_its_owners_hand_at_end_of_combat(lookup, rules):
    objects = [obj("bears", "Grizzly Bears", "Alice"), obj("wall", "Wall of Tears", "Bob")]
    replay = _combat(lookup, rules, objects, ["bears"], [{"blocker": "wall", "attacker": "bears"}])
    assert "bears" in _zone(replay, "Alice", "hand"), texts(replay)
    assert END_OF_COMBAT_RULE[rules] in rules_cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_clockwork_beetle_loses_a_counter_at_end_of_combat(lookup, rules):
    beetle = obj("beetle", "Clockwork Beetle", "Alice")
    beetle["counters"] = {"+1/+1": 2}
    replay = _combat(lookup, rules, [beetle], ["beetle"], [])
    state = {o["id"]: o for o in replay.final_state["zones"]["Alice"]["in_play"]}
    assert state["beetle"]["counters"] == {"+1/+1": 1}, texts(replay)
    assert replay.final_state["players"][1]["life"] == 18  # it dealt 2 before losing the counter


@pytest.mark.parametrize("rules", EDITIONS)
def test_vampire_slayer_destroys_the_vampire_it_dealt_damage_to(lookup, rules):
    objects = [obj("slayer", "Vampire Slayer", "Alice"), obj("sengir", "Sengir Vampire", "Bob"), obj("slayer2", "Vampire Slayer", "Alice"),
               obj("bears", "Grizzly Bears", "Bob")]
    replay = _combat(lookup, rules, objects, ["slayer", "slayer2"], [{"blocker": "sengir", "attacker": "slayer"},
                                                                     {"blocker": "bears", "attacker": "slayer2"}],
                     block_triggers=0, damage_triggers=2, end_triggers=0)  # and Sengir Vampire's own trigger
    log = texts(replay)
    assert "sengir" in _zone(replay, "Bob", "graveyard"), log
    assert "bears" in _zone(replay, "Bob", "graveyard")  # 2 damage to a 2/2: lethal, not the Slayer's ability
    assert sum(t.startswith("Vampire Slayer") and "ability triggers" in t for t in log) == 1


@pytest.mark.parametrize("text", [
    "Whenever this creature blocks or becomes blocked by a creature with power 1 or less, destroy this creature at end of combat.",
    "Whenever this creature blocks or becomes blocked by a non-Wall creature, destroy that creature at end of turn.",
    "Whenever this creature blocks or becomes blocked by a non-Wall creature, that creature's controller sacrifices it at end of combat.",
    "Whenever this creature deals damage to a Vampire, exile that creature.",
    "Whenever this creature deals damage to a Vampire, destroy that creature unless its controller pays {2}.",
    "When this creature attacks or blocks, at end of combat, sacrifice it and it deals 5 damage to you.",
    "Whenever this creature blocks or becomes blocked by a Flurb, destroy that Flurb at end of combat.",
])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{B}", "types": ["Creature"], "power": "1", "toughness": "1",
                             "text": text}).played


def test_destroy_target_at_end_of_combat_stays_text_only():
    """ "it" after a target is not the source nor the trigger's creature (Goblin Sappers)."""
    assert not compile_card({"name": "Near Miss", "mana_cost": "{R}", "types": ["Instant"],
                             "text": "Target creature can't be blocked this turn. Destroy it at end of combat."}).played
