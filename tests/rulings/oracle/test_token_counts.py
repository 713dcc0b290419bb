"""Token creations whose count is counted as the instruction is followed (rulings/oracle/token_counts.py;
rulings/engine/opponent_count.py), played from real cards' Oracle text (token_counts_cards.json: records
copied from the pool): "create X ... tokens with flying, where X is the number of creature cards in your
graveyard" (Hallowed Spiritkeeper), "create a number of ... tokens equal to this creature's power"
(Jacked Rabbit), a dies trigger reading its own power or +1/+1 counters as the creature last existed on
the battlefield (Elenda, Chasm Skulker: 2007 413.2f; 2026 608.2h), "a ... token with reach for each
creature card in your graveyard" (Spider Spawning), "equal to the number of opponents you have"
(Chittering Witch). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p

CARDS = Path(__file__).parent / "token_counts_cards.json"
POOL_TOO = True
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Chancellor of the Forge", "Hallowed Spiritkeeper", "Elenda, the Dusk Rose", "Nested Shambler", "Chasm Skulker",
          "Jacked Rabbit", "Termagant Swarm", "Big Mother Mouser", "Spider Spawning", "Ribtruss Roaster", "Chittering Witch",
          "Company Commander", "Silverwing Squadron", "Tyranid Invasion", "Ordered Migration", "Goldvein Hydra",
          "Elenda's Hierophant", "Mister Gutsy", "Magda, the Hoardmaster", "Nuka-Cola Vending Machine", "Prosperous Bandit",
          "Awakening Zone", "Geist of Saint Traft", "Kavaron Harrier", "Aether Mutation", "Death Mutation", "Artifact Mutation",
          "Elven Ambush", "Wild Hypothesis", "Fractal Summoning", "Additive Evolution", "Recon Craft Theta", "Leyline Invocation",
          "Match the Odds", "Sequence Engine", "Kessig Cagebreakers", "Brass's Bounty",
          "Bladewing, Deathless Tyrant", "Crescent Island Temple"]
#: colors among permanents, "counters it had on it", a quoted ability with a comma before "where X
#: is", "its toughness" after returning it (whose?), "that creature's toughness"
#: of a creature sacrificed by a player's choice, "the number of cards in your library", "for each creature you control
#: that's a Wolf or a Werewolf", a creature card's "Put X +1/+1 counters on it" (the token, or this creature?): none read
NEAR_MISSES = ["Kithkeeper", "Felisa, Fang of Silverquill", "Vren, the Relentless",
               "Riders of the Mark", "Entrapment Maneuver", "Body of Research", "Hollowhenge Overlord",
               "Manifestation Sage"]
#: the rule each edition cites for a number counted once, as the instruction is followed
COUNTED_ONCE = {R2007: "413.2f", R2026: "608.2h"}


def play(cards, objects, actions, rules, players=("Alice", "Bob")):
    scenario = in_main_phase(objects, actions, rules, "token counts")
    scenario["players"] = [{"name": n} for n in players]
    replay = run_scenario(load_scenario(scenario, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def tokens_of(replay, subtype):
    return [o for o in objects_in(replay.final_state).values() if o.get("token") and subtype in o["subtypes"]
            and o["zone"] == "in_play"]


def bolt(target, land="m"):
    return [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": [target], "mana_abilities": [{"object": land}]},
            p("Alice"), p("Bob"), p("Alice"), p("Bob")]


@pytest.mark.parametrize("name", PLAYED)
def test_token_count_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_token_counts_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_hallowed_spiritkeeper_counts_the_creature_cards_in_its_graveyard_itself_included(cards, rules):
    objects = [obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain"), obj("keeper", "Hallowed Spiritkeeper", owner="Bob"),
               obj("g1", "Grizzly Bears", owner="Bob", zone="graveyard"), obj("g2", "Forest", owner="Bob", zone="graveyard"),
               obj("alice_g", "Grizzly Bears", zone="graveyard")]
    replay = play(cards, objects, bolt("keeper"), rules)
    spirits = tokens_of(replay, "Spirit")
    assert len(spirits) == 2, log(replay)  # the Bears and the Spiritkeeper itself; not the Forest, not Alice's Bears
    assert all(s["controller"] == "Bob" and "flying" in s["keywords"] for s in spirits), spirits


@pytest.mark.parametrize("rules", EDITIONS)
def test_chasm_skulker_reads_its_counters_as_it_last_existed_on_the_battlefield(cards, rules):
    objects = [obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain"),
               obj("skulker", "Chasm Skulker", owner="Bob", counters={"+1/+1": 2})]
    replay = play(cards, objects, bolt("skulker"), rules)
    assert len(tokens_of(replay, "Squid")) == 2, log(replay)
    assert COUNTED_ONCE[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_nested_shambler_makes_tapped_squirrels_by_its_last_known_power(cards, rules):
    objects = [obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain"),
               obj("shambler", "Nested Shambler", owner="Bob", counters={"+1/+1": 2})]
    replay = play(cards, objects, bolt("shambler"), rules)
    squirrels = tokens_of(replay, "Squirrel")
    assert len(squirrels) == 3 and all(s["tapped"] for s in squirrels), log(replay)  # 1/1 and two counters: power 3
    assert COUNTED_ONCE[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_spider_spawning_makes_a_reach_spider_for_each_creature_card_in_your_graveyard(cards, rules):
    objects = [obj("spawning", "Spider Spawning", zone="hand"), *(obj(f"f{i}", "Forest") for i in range(5)),
               obj("g1", "Grizzly Bears", zone="graveyard"), obj("g2", "Grizzly Bears", zone="graveyard"),
               obj("g3", "Forest", zone="graveyard"), obj("bob_g", "Grizzly Bears", owner="Bob", zone="graveyard")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "spawning", "mana_abilities": [{"object": f"f{i}"} for i in range(5)]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    spiders = tokens_of(replay, "Spider")
    assert len(spiders) == 2, log(replay)
    assert all((s["power"], s["toughness"]) == (1, 2) and "reach" in s["keywords"] for s in spiders), spiders


@pytest.mark.parametrize("rules", EDITIONS)
def test_chittering_witch_makes_a_rat_for_each_opponent_still_in_the_game(cards, rules):
    objects = [obj("witch", "Chittering Witch", zone="hand"), *(obj(f"s{i}", "Swamp") for i in range(4))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "witch", "mana_abilities": [{"object": f"s{i}"} for i in range(4)]},
               p("Alice"), p("Bob"), p("Carol"), p("Alice"), p("Bob"), p("Carol")]
    replay = play(cards, objects, actions, rules, players=("Alice", "Bob", "Carol"))
    assert len(tokens_of(replay, "Rat")) == 2, log(replay)  # Bob and Carol
    assert COUNTED_ONCE[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_chittering_witch_in_a_two_player_game_makes_one_rat(cards, rules):
    objects = [obj("witch", "Chittering Witch", zone="hand"), *(obj(f"s{i}", "Swamp") for i in range(4))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "witch", "mana_abilities": [{"object": f"s{i}"} for i in range(4)]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert len(tokens_of(replay, "Rat")) == 1, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_jacked_rabbit_attacking_makes_as_many_rabbits_as_its_power(cards, rules):
    objects = [obj("jacked", "Jacked Rabbit", counters={"+1/+1": 3})]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["jacked"]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    made = [o for o in tokens_of(replay, "Rabbit") if o["id"] != "jacked"]
    assert len(made) == 4, log(replay)  # 1/2 and three counters: power 4
    assert all((o["power"], o["toughness"], o["colors"]) == (1, 1, ["white"]) for o in made), made


def test_elenda_dying_makes_as_many_lifelink_vampires_as_its_last_known_power(cards):
    objects = [obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain"),
               obj("elenda", "Elenda, the Dusk Rose", owner="Bob", counters={"+1/+1": 2})]
    replay = play(cards, objects, bolt("elenda"), R2026)
    vampires = tokens_of(replay, "Vampire")
    assert len(vampires) == 3 and all("lifelink" in v["keywords"] and v["controller"] == "Bob" for v in vampires), log(replay)
    assert "608.2h" in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_goldvein_hydra_dying_makes_tapped_treasures_by_its_last_known_power(cards, rules):
    objects = [obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain"),
               obj("hydra", "Goldvein Hydra", owner="Bob", counters={"+1/+1": 3})]
    replay = play(cards, objects, bolt("hydra"), rules)
    treasures = tokens_of(replay, "Treasure")
    assert len(treasures) == 3 and all(t["tapped"] and t["controller"] == "Bob" for t in treasures), log(replay)
    assert COUNTED_ONCE[rules] in cited(replay), sorted(cited(replay))
    if rules == R2026:
        assert "111.10a" in cited(replay), sorted(cited(replay))  # a Treasure token's characteristics


@pytest.mark.parametrize("rules", EDITIONS)
def test_nuka_cola_vending_machine_makes_a_tapped_treasure_when_a_food_is_sacrificed(cards, rules):
    objects = [obj("machine", "Nuka-Cola Vending Machine"), *(obj(f"f{i}", "Forest") for i in range(3))]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "machine", "ability": 0, "mana_abilities": [{"object": "f0"}]},
               p("Alice"), p("Bob"),
               {"type": "activate_ability", "player": "Alice", "object": "food", "ability": 0,
                "mana_abilities": [{"object": "f1"}, {"object": "f2"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    treasures = tokens_of(replay, "Treasure")
    assert len(treasures) == 1 and treasures[0]["tapped"], log(replay)
    assert not tokens_of(replay, "Food"), log(replay)  # sacrificed to pay for its ability


def upkeep_zone(cards, rules, may):
    objects = [obj("zone", "Awakening Zone")]
    scenario = {"format": 1, "rules": rules, "name": "awakening zone", "players": [{"name": "Alice"}, {"name": "Bob"}],
                "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "untap"}, "objects": objects,
                "actions": [p("Alice"),
                            p("Bob", choices={"zone": {"may": may}})]}
    replay = run_scenario(load_scenario(scenario, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


@pytest.mark.parametrize("rules", EDITIONS)
def test_awakening_zone_may_make_a_spawn_that_sacrifices_itself_for_colorless_mana(cards, rules):
    replay = upkeep_zone(cards, rules, True)
    spawn = tokens_of(replay, "Spawn")
    assert len(spawn) == 1 and (spawn[0]["power"], spawn[0]["toughness"]) == (0, 1), log(replay)
    assert spawn[0]["abilities"] == ["Sacrifice this token: Add {C}."], spawn[0]


@pytest.mark.parametrize("rules", EDITIONS)
def test_awakening_zone_declined_makes_no_spawn(cards, rules):
    replay = upkeep_zone(cards, rules, False)
    assert not tokens_of(replay, "Spawn"), log(replay)


def geist_attacks(cards, rules):
    objects = [obj("geist", "Geist of Saint Traft")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["geist"]}, p("Alice"), p("Bob"),
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": []},
               {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
               {"type": "assign_combat_damage", "player": "Alice", "assignments": [{"source": "geist", "to": "Bob", "amount": 2},
                                                                                  {"source": "angel", "to": "Bob", "amount": 4}]},
               *([p("Alice"), p("Bob")] if rules == R2007 else []),  # 2007: combat damage uses the stack (310.4)
               {"type": "pass_until", "player": "Alice", "step": "end_of_combat"}, p("Alice"), p("Bob")]
    return play(cards, objects, actions, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_geist_of_saint_traft_angel_attacks_then_is_exiled_at_end_of_combat(cards, rules):
    replay = geist_attacks(cards, rules)
    assert life(replay)["Bob"] == 14, log(replay)  # 2 from Geist and 4 from the Angel that entered attacking
    assert not tokens_of(replay, "Angel"), log(replay)
    assert {R2007: "311.1", R2026: "511.2"}[rules] in cited(replay), sorted(cited(replay))  # "at end of combat"


@pytest.mark.parametrize("rules", EDITIONS)
def test_aether_mutation_counts_the_mana_value_of_the_creature_it_returned(cards, rules):
    objects = [obj("mutation", "Aether Mutation", zone="hand"), *(obj(f"f{i}", "Forest") for i in range(4)), obj("i", "Island"),
               obj("giant", "Hill Giant", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "mutation", "targets": ["giant"],
                "mana_abilities": [*({"object": f"f{i}"} for i in range(4)), {"object": "i"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    saprolings = tokens_of(replay, "Saproling")
    assert len(saprolings) == 4 and all(s["controller"] == "Alice" for s in saprolings), log(replay)  # Hill Giant: {3}{R}
    assert COUNTED_ONCE[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_death_mutation_counts_the_mana_value_of_the_creature_it_destroyed(cards, rules):
    objects = [obj("mutation", "Death Mutation", zone="hand"), *(obj(f"f{i}", "Forest") for i in range(4)),
               *(obj(f"s{i}", "Swamp") for i in range(4)), obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "mutation", "targets": ["bears"],
                "mana_abilities": [*({"object": f"f{i}"} for i in range(4)), *({"object": f"s{i}"} for i in range(4))]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert len(tokens_of(replay, "Saproling")) == 2, log(replay)
    assert COUNTED_ONCE[rules] in cited(replay), sorted(cited(replay))


#: the wording of Loyal Apprentice's and Harried Dronesmith's trigger without their other words (Lieutenant, "your
#: next end step"), on a card of the shape the pool's are
THOPTER_MAKER = {"name": "Thopter Maker", "types": ["Artifact", "Creature"], "mana_cost": "{1}{R}", "power": "2", "toughness": "1",
                 "text": "At the beginning of combat on your turn, create a 1/1 colorless Thopter artifact creature token with flying. "
                         "That token gains haste until end of turn."}


@pytest.mark.parametrize("rules", EDITIONS)
def test_that_token_gains_haste_until_end_of_turn(cards, rules):
    from rulings.oracle import compile_card
    maker = compile_card(THOPTER_MAKER)
    assert maker.played, maker.why_not
    lookup = lambda name: maker.definition if name == "Thopter Maker" else cards(name)  # noqa: E731
    objects = [obj("maker", "Thopter Maker")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "beginning_of_combat"}, p("Alice"), p("Bob")]
    replay = play(lookup, objects, actions, rules)
    thopter = tokens_of(replay, "Thopter")
    assert len(thopter) == 1 and {"flying", "haste"} <= set(thopter[0]["keywords"]), log(replay)


def test_that_token_gains_haste_only_after_one_token():
    from rulings.oracle import compile_card
    two = {**THOPTER_MAKER, "text": THOPTER_MAKER["text"].replace("a 1/1 colorless Thopter artifact creature token",
                                                                  "two 1/1 colorless Thopter artifact creature tokens")}
    assert not compile_card(two).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_elven_ambush_makes_an_elf_warrior_for_each_elf_you_control(cards, rules):
    objects = [obj("ambush", "Elven Ambush", zone="hand"), *(obj(f"f{i}", "Forest") for i in range(4)), obj("elf1", "Llanowar Elves"),
               obj("elf2", "Llanowar Elves"), obj("bob_elf", "Llanowar Elves", owner="Bob"), obj("bears", "Grizzly Bears")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "ambush", "mana_abilities": [{"object": f"f{i}"} for i in range(4)]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert len(tokens_of(replay, "Warrior")) == 2, log(replay)  # Alice's two Elves; not Bob's, not the Bears


def test_wild_hypothesis_puts_x_counters_on_the_fractal_it_made(cards):
    objects = [obj("hypothesis", "Wild Hypothesis", zone="hand"), *(obj(f"f{i}", "Forest") for i in range(4)),
               *(obj(f"top{i}", "Forest", zone="library") for i in range(2))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "hypothesis", "x": 3,
                "mana_abilities": [{"object": f"f{i}"} for i in range(4)]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, R2026)
    fractal = tokens_of(replay, "Fractal")
    assert len(fractal) == 1 and (fractal[0]["power"], fractal[0]["toughness"]) == (3, 3), log(replay)
    assert fractal[0]["counters"] == {"+1/+1": 3}, fractal[0]


@pytest.mark.parametrize("rules", EDITIONS)
def test_leyline_invocation_counts_your_lands_onto_the_fractal(cards, rules):
    objects = [obj("invocation", "Leyline Invocation", zone="hand"), *(obj(f"f{i}", "Forest") for i in range(6)),
               obj("bob_f", "Forest", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "invocation", "mana_abilities": [{"object": f"f{i}"} for i in range(6)]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    fractal = tokens_of(replay, "Fractal")
    assert len(fractal) == 1 and fractal[0]["counters"] == {"+1/+1": 6}, log(replay)  # Alice's six lands; not Bob's


@pytest.mark.parametrize("rules", EDITIONS)
def test_match_the_odds_puts_a_counter_on_the_ally_for_each_creature_your_opponents_control(cards, rules):
    objects = [obj("odds", "Match the Odds", zone="hand"), *(obj(f"f{i}", "Forest") for i in range(3)),
               obj("b1", "Grizzly Bears", owner="Bob"), obj("b2", "Grizzly Bears", owner="Bob"), obj("mine", "Grizzly Bears")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "odds", "mana_abilities": [{"object": f"f{i}"} for i in range(3)]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    ally = tokens_of(replay, "Ally")
    assert len(ally) == 1 and (ally[0]["power"], ally[0]["counters"]) == (3, {"+1/+1": 2}), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_kessig_cagebreakers_makes_an_attacking_wolf_for_each_creature_card_in_your_graveyard(cards, rules):
    objects = [obj("cagebreakers", "Kessig Cagebreakers"), obj("g1", "Grizzly Bears", zone="graveyard"),
               obj("g2", "Grizzly Bears", zone="graveyard"), obj("g3", "Forest", zone="graveyard")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["cagebreakers"]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    wolves = tokens_of(replay, "Wolf")
    assert len(wolves) == 2 and all(w["tapped"] and w["attacking"] for w in wolves), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_brass_bounty_makes_a_treasure_for_each_land_you_control(cards, rules):
    objects = [obj("bounty", "Brass's Bounty", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(7)),
               obj("bob_m", "Mountain", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bounty", "mana_abilities": [{"object": f"m{i}"} for i in range(7)]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    treasures = tokens_of(replay, "Treasure")
    assert len(treasures) == 7 and all(t["controller"] == "Alice" and not t["tapped"] for t in treasures), log(replay)
