"""Real permanents that become creatures (rulings/oracle/animate.py): a
creature land ("It's still a land."), an artifact that becomes a "[creature
type] artifact creature", a target land, an effect that lasts indefinitely;
and the phrasings the engine can't play in full stay text only."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import objects_in

EDITIONS = ["2007-02-01", "2026-06-19"]


def run(data, lookup):
    return run_scenario(load_scenario(data, cards=lookup))


def cited(replay) -> set:
    return {(c.rule, c.concept) for st in replay.steps for ev in st.events for c in ev.citations}


def game(rules, objects, actions):
    return {"format": 1, "rules": rules, "name": "animate", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}


def plains(n):
    return [{"id": f"p{i}", "card": "Plains", "owner": "Alice", "zone": "in_play"} for i in range(n)]


def resolve():
    return [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def test_forbidding_watchtower_compiles_to_a_land_that_stays_a_land(pool):
    card = pool["Forbidding Watchtower"]
    assert card.played
    step = card.definition["abilities"][-1]["effect"][0]
    assert step == {"do": "becomes_creature", "to": "self", "power": 1, "toughness": 5, "subtypes": ["Soldier"],
                    "colors": ["white"], "until": "end_of_turn", "keeps_types": True}


@pytest.mark.parametrize("rules, keeps", [("2007-02-01", "212.1c"), ("2026-06-19", "205.1b")])
def test_forbidding_watchtower_becomes_a_white_soldier_that_attacks(lookup, rules, keeps):
    objects = [{"id": "tower", "card": "Forbidding Watchtower", "owner": "Alice", "zone": "in_play"}, *plains(2)]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "tower", "ability": 2,
                "mana_abilities": [{"object": "p0"}, {"object": "p1"}]}, *resolve(),
               {"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["tower"]}]
    replay = run(game(rules, objects, actions), lookup)
    assert not any(st.refused for st in replay.steps)
    tower = objects_in(replay.final_state)["tower"]
    assert (tower["types"], tower["subtypes"], tower["colors"], tower["power"], tower["toughness"]) == \
        (["Land", "Creature"], ["Soldier"], ["white"], 1, 5)
    assert tower["attacking"]
    assert (keeps, "retains_prior_types") in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_guardian_idol_becomes_a_golem_artifact_creature(lookup, rules):
    objects = [{"id": "idol", "card": "Guardian Idol", "owner": "Alice", "zone": "in_play"}, *plains(2)]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "idol", "ability": 2,
                "mana_abilities": [{"object": "p0"}, {"object": "p1"}]}, *resolve()]
    idol = objects_in(run(game(rules, objects, actions), lookup).final_state)["idol"]
    assert (idol["types"], idol["subtypes"], idol["power"], idol["toughness"]) == (["Artifact", "Creature"], ["Golem"], 2, 2)


@pytest.mark.parametrize("rules", EDITIONS)
def test_kamahl_makes_a_target_land_a_1_1_creature(lookup, rules):
    objects = [{"id": "kamahl", "card": "Kamahl, Fist of Krosa", "owner": "Alice", "zone": "in_play"},
               {"id": "forest", "card": "Forest", "owner": "Alice", "zone": "in_play"},
               {"id": "their", "card": "Island", "owner": "Bob", "zone": "in_play"}]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "kamahl", "ability": 0, "targets": ["their"],
                "mana_abilities": [{"object": "forest"}]}, *resolve()]
    their = objects_in(run(game(rules, objects, actions), lookup).final_state)["their"]
    assert (their["types"], their["subtypes"], their["power"], their["toughness"]) == (["Land", "Creature"], ["Island"], 1, 1)


def test_vivify_makes_the_land_a_creature_and_draws(lookup):
    objects = [{"id": "vivify", "card": "Vivify", "owner": "Alice", "zone": "hand"},
               *({"id": f"i{i}", "card": "Forest", "owner": "Alice", "zone": "in_play"} for i in range(4)),
               {"id": "top", "card": "Island", "owner": "Alice", "zone": "library"}]
    actions = [{"type": "play_spell", "player": "Alice", "object": "vivify", "targets": ["i3"],
                "mana_abilities": [{"object": "i0"}, {"object": "i1"}, {"object": "i2"}]}, *resolve()]
    replay = run(game("2026-06-19", objects, actions), lookup)
    objs = objects_in(replay.final_state)
    assert not any(st.refused for st in replay.steps)
    assert (objs["i3"]["types"], objs["i3"]["power"]) == (["Land", "Creature"], 3)
    assert [o["id"] for o in replay.final_state["zones"]["Alice"]["hand"]] == ["top"]


def test_stalking_stones_stays_a_creature_indefinitely(pool):
    step = pool["Stalking Stones"].definition["abilities"][-1]["effect"][0]
    assert "until" not in step and step["keeps_types"] and step["types"] == ["Artifact"] and step["subtypes"] == ["Elemental"]
    assert "replaces_creature_types" not in step  # "that's still a land" keeps every subtype (205.1b)


@pytest.mark.parametrize("name", ["Jade Statue"])
def test_a_card_whose_animation_the_engine_cant_say_stays_text_only(pool, name):
    """Until end of combat (Jade Statue). (Spawning Pool's quoted ability is read since: test_manlands.py; Chimeric
    Staff's X/X, the ability's announced X, since: test_animate_types.py.)"""
    assert not pool[name].played


def card(text, types=("Land",)):
    return compile_card({"name": "Probe", "mana_cost": "" if "Land" in types else "{2}", "types": list(types), "supertypes": [],
                         "subtypes": [], "power": None, "toughness": None, "loyalty": None, "text": text, "layout": "normal"})


@pytest.mark.parametrize("text", [
    "{1}: This land becomes a 2/2 Bird creature with flying until end of turn. It's still an artifact.",  # not what it is
    "{1}: This land becomes a 2/2 Bird creature until end of combat. It's still a land.",
    "{1}: This land becomes a 2/2 Sparkle creature until end of turn. It's still a land.",  # not a creature type
    "{1}: This land becomes a 2/2 creature with ward {2} until end of turn. It's still a land.",
    "{1}: Until end of turn, this land becomes a 2/2 creature until end of turn. It's still a land.",
])
def test_a_near_miss_animation_stays_text_only(text):
    assert not card(text).played


def test_a_land_without_still_a_land_loses_its_land_type(lookup):
    compiled = card("{1}: This land becomes a 2/2 creature until end of turn.")
    assert compiled.played
    assert "keeps_types" not in compiled.definition["abilities"][0]["effect"][0]


@pytest.mark.parametrize("rules", EDITIONS)
def test_turn_to_frog_makes_a_creature_a_blue_frog_without_abilities(lookup, rules):
    objects = [{"id": "frog", "card": "Turn to Frog", "owner": "Alice", "zone": "hand"},
               *({"id": f"i{i}", "card": "Island", "owner": "Alice", "zone": "in_play"} for i in range(2)),
               {"id": "angel", "card": "Serra Angel", "owner": "Bob", "zone": "in_play"}]
    actions = [{"type": "play_spell", "player": "Alice", "object": "frog", "targets": ["angel"],
                "mana_abilities": [{"object": "i0"}, {"object": "i1"}]}, *resolve()]
    replay = run(game(rules, objects, actions), lookup)
    assert not any(st.refused for st in replay.steps)
    angel = objects_in(replay.final_state)["angel"]
    assert (angel["types"], angel["subtypes"], angel["colors"], angel["power"], angel["toughness"], angel["keywords"]) == \
        (["Creature"], ["Frog"], ["blue"], 1, 1, [])


@pytest.mark.parametrize("rules, subtypes", [("2007-02-01", ["Treasure", "Shapeshifter"]), ("2026-06-19", ["Treasure", "Shapeshifter"])])
def test_dire_mimic_keeps_its_treasure_type_as_a_shapeshifter_artifact_creature(lookup, rules, subtypes):
    objects = [{"id": "mimic", "card": "Dire Mimic", "owner": "Alice", "zone": "in_play"}, *plains(3)]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "mimic", "ability": 2,
                "mana_abilities": [{"object": f"p{i}"} for i in range(3)]}, *resolve()]
    mimic = objects_in(run(game(rules, objects, actions), lookup).final_state)["mimic"]
    assert (mimic["types"], mimic["subtypes"], mimic["power"]) == (["Artifact", "Creature"], subtypes, 5)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("may, types", [(True, ["Artifact", "Creature"]), (False, ["Artifact"])])
def test_angels_tomb_becomes_an_angel_only_if_its_controller_chooses_to(lookup, rules, may, types):
    objects = [{"id": "tomb", "card": "Angel's Tomb", "owner": "Alice", "zone": "in_play"},
               {"id": "lions", "card": "Savannah Lions", "owner": "Alice", "zone": "hand"}, *plains(1)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "lions", "mana_abilities": [{"object": "p0"}]},
               *resolve(), {"type": "pass_priority", "player": "Alice"},
               {"type": "pass_priority", "player": "Bob", "choices": {"tomb": {"may": may}}}]
    replay = run(game(rules, objects, actions), lookup)
    assert not any(st.refused for st in replay.steps)
    tomb = objects_in(replay.final_state)["tomb"]
    assert tomb["types"] == types
    assert (tomb["subtypes"], tomb["colors"], tomb["power"]) == ((["Angel"], ["white"], 3) if may else ([], [], None))
