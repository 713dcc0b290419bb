"""Poison counters a player gets (rulings/oracle/poison_counters.py), played from real cards' Oracle
text (poison_counters_cards.json: records copied from the pool): "Each opponent gets a poison counter"
(Prologue to Phyresis), "each player gets a poison counter" (Ichor Rats), "Target player ... gets three
poison counters" (Caress of Phyrexia), "Its controller gets a poison counter" after the spell destroyed
its target (Pistus Strike), "you get a poison counter" (Phyrexian Vatmother), and a mana ability's
"You get two poison counters" (Mox Poison). A player with ten or more loses the game (2007 420.5h;
2026 704.5c). Corrupted's "if an opponent has three or more poison counters" as a triggered ability's
intervening "if" (2007 404.3; 2026 603.4) and as "Activate only if ..." (2007 403.3; 2026 602.5b). Near
misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p, zone_of

CARDS = Path(__file__).parent / "poison_counters_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Caress of Phyrexia", "Ichor Rats", "Infectious Bite", "Infectious Inquiry", "Mox Poison", "Noxious Bayou",
          "Persuasive Interrogators", "Phyrexian Vatmother", "Pistus Strike", "Prologue to Phyresis", "Venerated Rotpriest",
          "Vraska's Fall", "Glistening Sphere", "Incisor Glider", "Sinew Dancer", "Chittering Skitterling",
          "Vivisection Evangelist"]
#: "When that creature dies this turn, its controller ...", "gets a poison counter, then mills", "if you have more
#: poison counters than that player", "enchanted artifact ... its controller", "Whenever a creature blocks this turn",
#: "for each poison counter its controller has", "unless they pay {2} before that step", "that player gets two":
#: none read by this family
NEAR_MISSES = ["Virulent Wound", "Decimator Web", "Pulse of the Hunter Maze", "Relic Putrescence", "Noxious Assault",
               "Phyresis Outbreak", "Sabertooth Cobra", "Bloodroot Apothecary", "Largepox",
               # corrupted's "each opponent who has" and "unless" (its static "as long as" is played now: Apostle of
               # Invasion, Bonepicker Skirge, test_poison_statics.py; its cost reduction: test_own_cost_conditions.py)
               "Feed the Infection", "Ravenous Necrotitan"]
SBE_POISON = {R2007: "420.5h", R2026: "704.5c"}


def play(cards, objects, actions, rules, players=None):
    scenario = in_main_phase(objects, actions, rules, "poison counters")
    if players:
        scenario["players"] = players
    replay = run_scenario(load_scenario(scenario, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def player(replay, name) -> dict:
    return next(pl for pl in replay.final_state["players"] if pl["name"] == name)


@pytest.mark.parametrize("name", PLAYED)
def test_poison_counter_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_poison_wordings_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_prologue_to_phyresis_gives_each_opponent_a_poison_counter_then_draws(cards, rules):
    objects = [obj("prologue", "Prologue to Phyresis", zone="hand"), obj("i1", "Island"), obj("i2", "Island"),
               obj("lib", "Forest", zone="library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "prologue",
                "mana_abilities": [{"object": "i1"}, {"object": "i2"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert player(replay, "Bob").get("poison") == 1, log(replay)
    assert not player(replay, "Alice").get("poison"), log(replay)  # "each opponent": not its controller
    assert zone_of(replay, "lib") == "hand", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_tenth_poison_counter_makes_each_opponent_lose_the_game(cards, rules):
    objects = [obj("prologue", "Prologue to Phyresis", zone="hand"), obj("i1", "Island"), obj("i2", "Island"),
               obj("lib", "Forest", zone="library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "prologue",
                "mana_abilities": [{"object": "i1"}, {"object": "i2"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules, players=[{"name": "Alice"}, {"name": "Bob", "poison": 9}])
    assert player(replay, "Bob")["lost"] and player(replay, "Bob")["poison"] == 10, log(replay)
    assert SBE_POISON[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_pistus_strike_gives_the_destroyed_creatures_controller_a_poison_counter(cards, rules):
    objects = [obj("strike", "Pistus Strike", zone="hand"), obj("f1", "Forest"), obj("f2", "Forest"), obj("f3", "Forest"),
               obj("drake", "Wind Drake", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "strike", "targets": ["drake"],
                "mana_abilities": [{"object": f"f{i}"} for i in (1, 2, 3)]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "drake") == "graveyard", log(replay)
    assert player(replay, "Bob").get("poison") == 1 and not player(replay, "Alice").get("poison"), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_pistus_strike_cannot_target_a_creature_without_flying(cards, rules):
    objects = [obj("strike", "Pistus Strike", zone="hand"), obj("f1", "Forest"), obj("f2", "Forest"), obj("f3", "Forest"),
               obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "strike", "targets": ["bears"],
                "mana_abilities": [{"object": f"f{i}"} for i in (1, 2, 3)]}]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules), cards=cards))
    assert replay.steps[-1].refused, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_caress_of_phyrexia_draws_loses_life_and_gives_three_poison_counters_to_its_target(cards, rules):
    objects = [obj("caress", "Caress of Phyrexia", zone="hand"), *(obj(f"s{i}", "Swamp") for i in range(6)),
               *(obj(f"lib{i}", "Forest", owner="Bob", zone="library") for i in range(4))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "caress", "targets": ["Bob"],
                "mana_abilities": [{"object": f"s{i}"} for i in range(6)]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    bob = player(replay, "Bob")
    assert (bob["life"], bob["poison"]) == (17, 3), log(replay)
    assert sum(zone_of(replay, f"lib{i}") == "hand" for i in range(4)) == 3, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_mox_poison_gives_its_controller_two_poison_counters_as_it_makes_mana(cards, rules):
    objects = [obj("mox", "Mox Poison"), obj("f1", "Forest"), obj("bears", "Grizzly Bears", zone="hand")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bears",
                "mana_abilities": [{"object": "mox", "choice": "G"}, {"object": "f1"}]}]
    replay = play(cards, objects, actions, rules, players=[{"name": "Alice", "poison": 7}, {"name": "Bob"}])
    alice = player(replay, "Alice")
    assert alice["poison"] == 9 and not alice["lost"], log(replay)


def test_mox_poison_s_tenth_counter_loses_its_controller_the_game(cards):
    objects = [obj("mox", "Mox Poison"), obj("f1", "Forest"), obj("bears", "Grizzly Bears", zone="hand")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bears",
                "mana_abilities": [{"object": "mox", "choice": "G"}, {"object": "f1"}]}]
    replay = play(cards, objects, actions, R2026, players=[{"name": "Alice", "poison": 8}, {"name": "Bob"}])
    assert player(replay, "Alice")["lost"], log(replay)
    assert "704.5c" in cited(replay), sorted(cited(replay))


def test_ichor_rats_gives_each_player_a_poison_counter_as_it_enters(cards):
    objects = [obj("rats", "Ichor Rats", zone="hand"), *(obj(f"s{i}", "Swamp") for i in range(3))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "rats",
                "mana_abilities": [{"object": f"s{i}"} for i in range(3)]}, p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, R2026)
    assert player(replay, "Alice").get("poison") == 1 and player(replay, "Bob").get("poison") == 1, log(replay)


def test_phyrexian_vatmother_gives_its_controller_a_poison_counter_each_upkeep(cards):
    scenario = {"format": 1, "rules": R2026, "name": "vatmother", "players": [{"name": "Alice"}, {"name": "Bob"}],
                "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "upkeep"},
                "objects": [obj("vat", "Phyrexian Vatmother")], "actions": [p("Alice"), p("Bob")]}
    replay = run_scenario(load_scenario(scenario, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    assert player(replay, "Alice").get("poison") == 1 and not player(replay, "Bob").get("poison"), log(replay)


# --- corrupted: "if an opponent has three or more poison counters" ---

IF = {R2007: "404.3", R2026: "603.4"}
ONLY_IF = {R2007: "403.3", R2026: "602.5b"}


def sinew_dancer(cards, rules, bob_poison):
    objects = [obj("dancer", "Sinew Dancer"), obj("pl", "Plains"), obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "dancer", "ability": 1, "targets": ["bears"],
                "mana_abilities": [{"object": "pl"}]}, p("Alice"), p("Bob")]
    scenario = in_main_phase(objects, actions, rules, "Sinew Dancer")
    scenario["players"] = [{"name": "Alice"}, {"name": "Bob", "poison": bob_poison}]
    return run_scenario(load_scenario(scenario, cards=cards))


@pytest.mark.parametrize("rules", EDITIONS)
def test_sinew_dancers_corrupted_ability_taps_its_target_once_an_opponent_has_three_poison_counters(cards, rules):
    replay = sinew_dancer(cards, rules, 3)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert objects_in(replay.final_state)["bears"]["tapped"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_sinew_dancers_corrupted_ability_is_refused_while_no_opponent_has_three_poison_counters(cards, rules):
    replay = sinew_dancer(cards, rules, 2)
    assert replay.steps[1].refused, log(replay)
    assert ONLY_IF[rules] in cited(replay), sorted(cited(replay))
    assert not objects_in(replay.final_state)["bears"]["tapped"], log(replay)


def incisor_glider(cards, rules, bob_poison):
    objects = [obj("glider", "Incisor Glider"), obj("bears", "Grizzly Bears")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["glider"]}, p("Alice"), p("Bob")]
    return play(cards, objects, actions, rules, players=[{"name": "Alice"}, {"name": "Bob", "poison": bob_poison}])


@pytest.mark.parametrize("rules", EDITIONS)
def test_incisor_glider_attacking_pumps_your_creatures_when_an_opponent_has_three_poison_counters(cards, rules):
    replay = incisor_glider(cards, rules, 3)
    bears = objects_in(replay.final_state)["bears"]
    assert (bears["power"], bears["toughness"]) == (3, 3), log(replay)
    assert IF[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_incisor_glider_doesnt_trigger_when_no_opponent_has_three_poison_counters(cards, rules):
    replay = incisor_glider(cards, rules, 2)
    bears = objects_in(replay.final_state)["bears"]
    assert (bears["power"], bears["toughness"]) == (2, 2), log(replay)
    assert "does not trigger" in log(replay), log(replay)


@pytest.mark.parametrize("bob_poison, bears_zone", [(3, "graveyard"), (2, "in_play")])
def test_vivisection_evangelist_destroys_only_when_an_opponent_has_three_poison_counters(cards, bob_poison, bears_zone):
    objects = [obj("evangelist", "Vivisection Evangelist", zone="hand"), *(obj(f"w{i}", "Plains") for i in range(4)),
               obj("s", "Swamp"), obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "evangelist",
                "mana_abilities": [*({"object": f"w{i}"} for i in range(4)), {"object": "s"}]}, p("Alice"), p("Bob"),
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, R2026, players=[{"name": "Alice"}, {"name": "Bob", "poison": bob_poison}])
    assert zone_of(replay, "bears") == bears_zone, log(replay)


@pytest.mark.parametrize("bob_poison, refused_it", [(3, False), (2, True)])
def test_glistening_spheres_corrupted_mana_ability_pays_only_once_an_opponent_has_three_poison_counters(cards, bob_poison, refused_it):
    objects = [obj("sphere", "Glistening Sphere"), obj("m", "Mountain"), obj("giant", "Hill Giant", zone="hand")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "giant",
                "mana_abilities": [{"object": "sphere", "ability": 3, "choice": "R"}, {"object": "m"}]}]
    scenario = in_main_phase(objects, actions, R2026, "Glistening Sphere")
    scenario["players"] = [{"name": "Alice"}, {"name": "Bob", "poison": bob_poison}]
    replay = run_scenario(load_scenario(scenario, cards=cards))
    assert bool(replay.steps[1].refused) == refused_it, log(replay)
    assert (zone_of(replay, "giant") == "hand") == refused_it, log(replay)
    assert "602.5b" in cited(replay), sorted(cited(replay))
