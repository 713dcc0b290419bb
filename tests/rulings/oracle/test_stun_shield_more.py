"""More stun counter (2026 122.1d) and shield counter (2026 122.1c) wordings, compiled by
rulings/oracle/stun_shield_more.py from real cards' Oracle text (stun_shield_more_cards.json: records
copied from the pool) and played by the engine's later_counters.py: "This creature enters tapped with
three stun counters on it" (Sleep-Cursed Faerie), "Tap up to two target creatures. Put a stun counter
on each of them." (Homesickness), "... and put a stun counter on each of them" (Out Cold), "Put a
shield counter on each of up to three target creatures" (Protection Magic). Both counters are later
than February 2007: a scenario using them under those rules is refused, naming the counter; near
misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import cited_pairs, in_main_phase, log, objects_in, obj, p, texts, zone_of

CARDS = Path(__file__).parent / "stun_shield_more_cards.json"
POOL_TOO = True  # Grizzly Bears, Lightning Bolt and the basic lands
R2007, R2026 = "2007-02-01", "2026-06-19"
PLAYED = ["Homesickness", "Out Cold", "Protection Magic", "Sleep-Cursed Faerie", "Stall Out", "Rhox Pummeler",
          "Ambling Stormshell", "Cryogen Relic",
          "Rapier Wit"]  # "If it's your turn, put a stun counter on it": the if_condition its_your_turn (the Fated spells' family)
#: "artifacts and/or creatures", "one or two target creatures", "if this spell was kicked, ... each of those
#: creatures", "on either of them", "tap X target creatures ... each of those creatures you don't control",
#: "your opponents control" after "up to three", "gain control of
#: that creature for as long as it has a shield counter on it"
NEAR_MISSES = ["Involuntary Cooldown", "Succumb to the Cold", "Stall for Time", "Wicked Slumber", "Lost in the Maze",
               "Donatello, Rad Scientist", "Shield Broker"]
STUN, SHIELD = ("122.1d", "stun_counters"), ("122.1c", "shield_counters")


def play(cards, objects, actions, rules=R2026):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "stun and shield counters"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def cast(card, targets, lands):
    return [{"type": "play_spell", "player": "Alice", "object": card, "targets": list(targets),
             "mana_abilities": [{"object": o} for o in lands]}, p("Alice"), p("Bob")]


def state(replay, oid):
    return objects_in(replay.final_state)[oid]


def islands(n):
    return [obj(f"i{k}", "Island") for k in range(n)]


@pytest.mark.parametrize("name", PLAYED)
def test_stun_and_shield_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_stun_wordings_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_homesickness_draws_and_taps_and_stuns_both_targets(cards):
    objects = [obj("home", "Homesickness", zone="hand"), *islands(6), obj("b1", "Grizzly Bears", owner="Bob"),
               obj("b2", "Grizzly Bears", owner="Bob"), obj("l1", "Island", zone="library"), obj("l2", "Island", zone="library")]
    replay = play(cards, objects, cast("home", ["Alice", "b1", "b2"], [f"i{k}" for k in range(6)]))
    for b in ("b1", "b2"):
        assert state(replay, b)["tapped"] and state(replay, b)["counters"] == {"stun": 1}, log(replay)
    assert zone_of(replay, "l1") == "hand" and zone_of(replay, "l2") == "hand"


def test_homesickness_with_one_creature_chosen_stuns_only_that_one(cards):
    objects = [obj("home", "Homesickness", zone="hand"), *islands(6), obj("b1", "Grizzly Bears", owner="Bob"),
               obj("b2", "Grizzly Bears", owner="Bob"), obj("l1", "Island", zone="library"), obj("l2", "Island", zone="library")]
    replay = play(cards, objects, cast("home", ["Alice", "b1"], [f"i{k}" for k in range(6)]))
    assert state(replay, "b1")["counters"] == {"stun": 1}, log(replay)
    assert not state(replay, "b2")["tapped"] and not state(replay, "b2").get("counters")


def test_a_creature_stunned_by_homesickness_stays_tapped_in_its_controllers_untap_step_citing_122_1d(cards):
    objects = [obj("b1", "Grizzly Bears", owner="Bob", tapped=True, counters={"stun": 1})]
    data = in_main_phase(objects, [p("Alice"), p("Bob")], R2026)
    data["turn"].update({"phase": "end", "step": "end_of_turn"})
    replay = run_scenario(load_scenario(data, cards=cards))
    assert state(replay, "b1")["tapped"] and not state(replay, "b1").get("counters"), log(replay)
    assert STUN in cited_pairs(replay)


def test_out_cold_taps_and_stuns_two_creatures_and_investigates(cards):
    objects = [obj("cold", "Out Cold", zone="hand"), *islands(4), obj("b1", "Grizzly Bears", owner="Bob"),
               obj("b2", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, cast("cold", ["b1", "b2"], [f"i{k}" for k in range(4)]))
    for b in ("b1", "b2"):
        assert state(replay, b)["tapped"] and state(replay, b)["counters"] == {"stun": 1}, log(replay)
    assert any(o["name"] == "Clue" for o in replay.final_state["zones"]["Alice"]["in_play"]), log(replay)


def test_stall_out_taps_target_creature_then_puts_three_stun_counters_on_it(cards):
    objects = [obj("stall", "Stall Out", zone="hand"), *islands(2), obj("b1", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, cast("stall", ["b1"], ["i0", "i1"]))
    assert state(replay, "b1")["tapped"] and state(replay, "b1")["counters"] == {"stun": 3}, log(replay)


def test_sleep_cursed_faerie_enters_tapped_with_three_stun_counters(cards):
    objects = [obj("faerie", "Sleep-Cursed Faerie", zone="hand"), *islands(1)]
    replay = play(cards, objects, cast("faerie", [], ["i0"]))
    assert state(replay, "faerie")["tapped"] and state(replay, "faerie")["counters"] == {"stun": 3}, log(replay)


def test_sleep_cursed_faeries_untap_ability_removes_a_stun_counter_instead(cards):
    objects = [obj("faerie", "Sleep-Cursed Faerie", tapped=True, counters={"stun": 3}), *islands(2)]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "faerie", "ability": 3,
                "mana_abilities": [{"object": "i0"}, {"object": "i1"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions)
    assert state(replay, "faerie")["tapped"] and state(replay, "faerie")["counters"] == {"stun": 2}, log(replay)
    assert STUN in cited_pairs(replay)


def test_protection_magic_puts_a_shield_counter_on_each_target_and_one_prevents_a_bolt(cards):
    objects = [obj("magic", "Protection Magic", zone="hand"), obj("p0", "Plains"), obj("p1", "Plains"),
               *(obj(f"b{k}", "Grizzly Bears") for k in range(3)),
               obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"), obj("m", "Mountain", owner="Bob")]
    actions = [*cast("magic", ["b0", "b1", "b2"], ["p0", "p1"]), p("Alice"),
               {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["b0"], "mana_abilities": [{"object": "m"}]},
               p("Bob"), p("Alice")]
    replay = play(cards, objects, actions)
    assert state(replay, "b0")["zone"] == "in_play" and not state(replay, "b0").get("counters"), log(replay)
    assert state(replay, "b1")["counters"] == {"shield": 1} and state(replay, "b2")["counters"] == {"shield": 1}
    assert SHIELD in cited_pairs(replay)
    assert any("is prevented, and a shield counter is removed" in t for t in texts(replay))


def test_ambling_stormshell_attacking_puts_three_stun_counters_on_itself_and_draws_three(cards):
    objects = [obj("shell", "Ambling Stormshell"), *(obj(f"l{k}", "Island", zone="library") for k in range(4))]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["shell"]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions)
    assert state(replay, "shell")["tapped"] and state(replay, "shell")["counters"] == {"stun": 3}, log(replay)
    assert [zone_of(replay, f"l{k}") for k in range(4)].count("hand") == 3


def relic(targets):
    objects = [obj("relic", "Cryogen Relic"), *islands(2), obj("b1", "Grizzly Bears", owner="Bob", tapped=True),
               obj("b2", "Grizzly Bears", owner="Bob"), obj("l1", "Island", zone="library")]
    return objects, [{"type": "activate_ability", "player": "Alice", "object": "relic", "ability": 2, "targets": targets,
                      "mana_abilities": [{"object": "i0"}, {"object": "i1"}]}]


def test_cryogen_relic_puts_a_stun_counter_on_up_to_one_target_tapped_creature(cards):
    objects, actions = relic(["b1"])
    replay = play(cards, objects, [*actions, p("Alice"), p("Bob"), p("Alice"), p("Bob")])
    assert state(replay, "b1")["counters"] == {"stun": 1}, log(replay)
    assert zone_of(replay, "relic") == "graveyard" and zone_of(replay, "l1") == "hand"  # its leaves-the-battlefield draw


def test_cryogen_relic_can_not_target_an_untapped_creature(cards):
    objects, actions = relic(["b2"])
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, R2026), cards=cards))
    assert replay.steps[-1].refused


def test_rhox_pummeler_has_trample_while_it_has_a_shield_counter(cards):
    replay = play(cards, [obj("rhox", "Rhox Pummeler", counters={"shield": 1})], [])
    assert "trample" in state(replay, "rhox")["keywords"]


def test_rhox_pummeler_loses_trample_once_its_shield_counter_is_removed(cards):
    objects = [obj("rhox", "Rhox Pummeler", counters={"shield": 1}), obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain")]
    replay = play(cards, objects, cast("bolt", ["rhox"], ["m"]))
    rhox = state(replay, "rhox")
    assert rhox["zone"] == "in_play" and not rhox.get("counters") and not rhox["damage"], log(replay)
    assert "trample" not in rhox["keywords"]
    assert SHIELD in cited_pairs(replay)


@pytest.mark.parametrize("name, counter, rule", [("Homesickness", "stun", "122.1d"), ("Out Cold", "stun", "122.1d"), ("Stall Out", "stun", "122.1d"),
                                                 ("Sleep-Cursed Faerie", "stun", "122.1d"), ("Protection Magic", "shield", "122.1c"),
                                                 ("Rhox Pummeler", "shield", "122.1c"),
                                                 ("Ambling Stormshell", "stun", "122.1d"),
                                                 ("Cryogen Relic", "stun", "122.1d")])
def test_the_cards_are_refused_under_2007_naming_the_counter(cards, name, counter, rule):
    with pytest.raises(ScenarioError, match=rf"objects\[0\]\.card.*{counter} counters are later than the February 2007 rules \(2026: {rule}\)"):
        load_scenario(in_main_phase([obj("c", name, zone="hand")], [], R2007), cards=cards)


def test_the_shield_counter_condition_alone_is_refused_under_2007(compiled, cards):
    rhox = compiled["Rhox Pummeler"].definition
    only_condition = {**rhox, "abilities": [ab for ab in rhox["abilities"] if "while" in ab]}
    assert only_condition["abilities"] and all("comes_into_play" not in ab for ab in only_condition["abilities"])
    with pytest.raises(ScenarioError, match=r"objects\[0\]\.card.*shield counters are later than the February 2007 rules"):
        load_scenario(in_main_phase([obj("c", only_condition)], [], R2007), cards=cards)


def test_rapier_wit_puts_a_stun_counter_only_on_its_controllers_turn(cards):
    """Rapier Wit: "Tap target creature. If it's your turn, put a stun counter on it. Draw a card."."""
    def wit(active):
        objects = [obj("wit", "Rapier Wit", zone="hand"), obj("is0", "Plains"), obj("is1", "Plains"),
                   obj("bears", "Grizzly Bears", owner="Bob"), obj("top", "Island", zone="library")]
        actions = [*([p("Bob")] if active == "Bob" else []), *cast("wit", ["bears"], ["is0", "is1"])]
        sc = in_main_phase(objects, actions, R2026, "stun and shield counters")
        sc["turn"]["active_player"] = active
        return objects_in(run_scenario(load_scenario(sc, cards=cards)).final_state)["bears"]
    assert wit("Alice")["counters"] == {"stun": 1} and wit("Alice")["tapped"]
    assert wit("Bob")["counters"] == {} and wit("Bob")["tapped"]
