""" "Equipped creature gets +1/+1 for each charge counter on this Equipment." (Banshee's Blade, Mace of the Valiant,
Excalibur II, Malefic Scythe), "Equipped creature gets +X/+X, where X is the number of charge counters on this
Equipment." (Opaline Bracers), "Enchanted creature gets +1/+1 / -1/-1 for each growth / plague counter on this Aura."
(Momentum, Withering Hex, Glyph Elemental bestowed) and "Creatures you control get +1/+1 for each unity counter on this
enchantment." (Call for Unity), read by rulings/oracle/counter_pumps.py: a static modification multiplied by the counters
on the ability's own source, recounted whenever power and toughness are read (2007 418.4a, 418.5a; 2026 611.3a,
613.4c), from real cards' Oracle text (counter_pumps_cards.json: records copied from the pool). Counters on the
creature itself (Joraga Warcaller's "+1/+1 counter on this creature" for other Elves) and a bestowed Aura with X in its
bestow cost (Nyxborn Hydra) stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p, pt, refused, zone_of

CARDS = Path(__file__).parent / "counter_pumps_cards.json"
POOL_TOO = True  # the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Banshee's Blade", "Mace of the Valiant", "Excalibur II", "Malefic Scythe", "Opaline Bracers", "Momentum",
          "Withering Hex", "Glyph Elemental", "Call for Unity", "Door of Destinies"]
#: "Other Elf creatures you control get +1/+1 for each +1/+1 counter on this creature": the creature's own counters
#: (not this module's); Nyxborn Hydra's other paragraph, "Bestow {X}{G}{G}", is text only
NEAR_MISSES = ["Joraga Warcaller", "Nyxborn Hydra"]


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "counter pumps"), cards=cards))
    assert not refused(replay), log(replay)
    return replay


@pytest.mark.parametrize("name", PLAYED)
def test_counter_pump_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_counter_pumps_stay_text_only(compiled, name):
    assert not compiled[name].played


def attack(rules, *attackers):
    """Alice attacks with `attackers`, Bob doesn't block, the combat damage is dealt (2007: through the stack, 310.1)."""
    return [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
            {"type": "declare_attackers", "player": "Alice", "attackers": list(attackers)},
            {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
            {"type": "declare_blockers", "player": "Bob", "blocks": []},
            {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
            {"type": "assign_combat_damage", "player": "Alice"}] + [p("Alice"), p("Bob")] * (3 if rules == R2007 else 2)


@pytest.mark.parametrize("rules", EDITIONS)
def test_banshees_blade_gives_plus_one_for_each_charge_counter(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), obj("blade", "Banshee's Blade", attached_to="bears", counters={"charge": 2}),
               obj("other", "Grizzly Bears")]
    replay = play(cards, objects, [p("Alice")], rules)
    assert pt(replay, "bears") == (4, 4) and pt(replay, "other") == (2, 2), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_banshees_blade_counter_from_combat_damage_grows_the_creature_at_once(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), obj("blade", "Banshee's Blade", attached_to="bears", counters={"charge": 1})]
    replay = play(cards, objects, attack(rules, "bears"), rules)
    assert {pl["name"]: pl["life"] for pl in replay.final_state["players"]}["Bob"] == 17, log(replay)  # a 3/3 as it dealt damage
    assert objects_in(replay.final_state)["blade"]["counters"] == {"charge": 2}, log(replay)
    assert pt(replay, "bears") == (4, 4), log(replay)
    assert {R2007: "200.10", R2026: "122.1"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_opaline_bracers_gives_plus_x_for_its_charge_counters(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), obj("bracers", "Opaline Bracers", attached_to="bears", counters={"charge": 3})]
    assert pt(play(cards, objects, [p("Alice")], rules), "bears") == (5, 5)


@pytest.mark.parametrize("rules", EDITIONS)
def test_an_equipment_without_counters_gives_nothing_and_mace_still_gives_vigilance(cards, rules):
    objects = [obj("bears", "Grizzly Bears"), obj("mace", "Mace of the Valiant", attached_to="bears")]
    replay = play(cards, objects, [p("Alice")], rules)
    assert pt(replay, "bears") == (2, 2), log(replay)
    assert "vigilance" in objects_in(replay.final_state)["bears"]["keywords"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_withering_hex_kills_a_bears_with_two_plague_counters(cards, rules):
    objects = [obj("one", "Grizzly Bears"), obj("hex1", "Withering Hex", attached_to="one", counters={"plague": 1}),
               obj("two", "Grizzly Bears"), obj("hex2", "Withering Hex", attached_to="two", counters={"plague": 2})]
    replay = play(cards, objects, [p("Alice")], rules)
    assert pt(replay, "one") == (1, 1), log(replay)
    assert zone_of(replay, "two") == "graveyard", log(replay)  # 0 toughness (2007 420.5b; 2026 704.5f)
    assert {R2007: "420.5b", R2026: "704.5f"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_call_for_unity_pumps_only_its_controllers_creatures(cards, rules):
    objects = [obj("unity", "Call for Unity", counters={"unity": 2}), obj("mine", "Grizzly Bears"),
               obj("theirs", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, [p("Alice")], rules)
    assert pt(replay, "mine") == (4, 4) and pt(replay, "theirs") == (2, 2), log(replay)


def test_glyph_elemental_bestowed_grows_its_creature_with_each_landfall_counter(cards):
    objects = [obj("glyph", "Glyph Elemental", zone="hand"), obj("p0", "Plains"), obj("p1", "Plains"),
               obj("land", "Plains", zone="hand"), obj("bears", "Grizzly Bears")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "glyph", "targets": ["bears"], "pay": {"alternative": "bestow"},
                "mana_abilities": [{"object": "p0"}, {"object": "p1"}]}, p("Alice"), p("Bob"),
               {"type": "play_land", "player": "Alice", "object": "land"}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, R2026)
    assert objects_in(replay.final_state)["glyph"]["counters"] == {"+1/+1": 1}, log(replay)
    assert pt(replay, "bears") == (3, 3), log(replay)
