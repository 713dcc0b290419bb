"""Real cards whose activated ability costs tapping untapped creatures of a type their controller controls
(rulings/oracle/tap_untapped_costs.py; the engine's `tap_creature: N` with `tap_subtype`, rulings/engine/costs.py),
played from their Oracle text (tap_untapped_costs_cards.json: records copied from the pool): "Tap five untapped
Elves you control: Create a 7/7 green Elemental creature token with trample." (Voice of the Woods), "{T}, Tap two
untapped Humans you control: Exile target artifact or enchantment." (Devout Chaplain), "Tap three untapped Kithkin
you control" (Cloudgoat Ranger). The player names the permanents in the action's `pay.tap`; no {T} symbol, so
the source may be one of them and summoning sickness doesn't matter (2007 212.3d; 2026 302.6); with {T} too the
source, tapped first, can't be. Near misses ("untapped artifacts", "untapped white creatures", "untapped tokens",
"creatures you control that share a creature type") stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited_pairs, in_main_phase, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "tap_untapped_costs_cards.json"
POOL_TOO = True  # Llanowar Elves, Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Ancestor's Prophet", "Aphetto Grifter", "Catapult Master", "Catapult Squad", "Cloudgoat Ranger", "Crookclaw Elder",
          "Cryptbreaker", "Devout Chaplain", "Gallows at Willow Hill", "Gilt-Leaf Archdruid", "Gravespawn Sovereign",
          "Keeper of the Nine Gales", "Lathril, Blade of the Elves", "Myr Turbine", "Persistent Petitioners", "Sanctuary Lockdown",
          "Shacklegeist", "Sigil Tracer", "Skirk Fire Marshal", "Skystrike Officer", "Spurred Wolverine", "Uktabi Kong",
          "Voice of the Woods"]
NEAR_MISSES = ["Clock of Omens", "Weight of Conscience", "Hand of Justice", "Tangle Tumbler"]
COST = {R2007: ("403.1", "activated_ability_cost"), R2026: ("602.1a", "activated_ability_cost")}


def play(cards, objects, actions, rules, allow_refusals=False):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "tap untapped costs"), cards=cards))
    if not allow_refusals:
        assert not refused(replay), log(replay)
    return replay


def activate(oid, ability, tapped, **more) -> dict:
    return {"type": "activate_ability", "player": "Alice", "object": oid, "ability": ability, "pay": {"tap": tapped}, **more}


@pytest.mark.parametrize("name", PLAYED)
def test_tap_untapped_cost_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_tap_costs_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text", [
    "Tap two untapped Elfs you control: Draw a card.",
    "Tap two untapped Myrs you control: Draw a card.",
    "Tap two untapped Gizmos you control: Draw a card.",
    "Tap two untapped Whites you control: Draw a card.",
    "Tap eleven untapped Elves you control: Draw a card.",
    "Tap two untapped Elves an opponent controls: Draw a card.",
])
def test_near_miss_wordings_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{2}{G}", "types": ["Creature"], "power": "2", "toughness": "2",
                             "text": text}).played


def test_the_count_and_the_creature_type_are_read(compiled):
    costs = {name: [ab["cost"] for ab in compiled[name].definition["abilities"] if ab.get("kind") == "activated"][-1]
             for name in ("Voice of the Woods", "Cloudgoat Ranger", "Myr Turbine", "Gilt-Leaf Archdruid", "Lathril, Blade of the Elves")}
    assert costs == {"Voice of the Woods": {"tap_creature": 5, "tap_subtype": "Elf"},
                     "Cloudgoat Ranger": {"tap_creature": 3, "tap_subtype": "Kithkin"},
                     "Myr Turbine": {"tap": True, "tap_creature": 5, "tap_subtype": "Myr"},
                     "Gilt-Leaf Archdruid": {"tap_creature": 7, "tap_subtype": "Druid"},
                     "Lathril, Blade of the Elves": {"tap": True, "tap_creature": 10, "tap_subtype": "Elf"}}


def voice(elves=4, tapped=()):
    objects = [obj("voice", "Voice of the Woods"), *(obj(f"e{k}", "Llanowar Elves", tapped=f"e{k}" in tapped) for k in range(elves)),
               obj("bears", "Grizzly Bears")]
    return objects


@pytest.mark.parametrize("rules", EDITIONS)
def test_voice_of_the_woods_taps_five_elves_itself_among_them(cards, rules):
    objects = voice()
    actions = [activate("voice", 0, ["voice", "e0", "e1", "e2", "e3"]), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    state = objects_in(replay.final_state)
    assert all(state[oid].get("tapped") for oid in ("voice", "e0", "e1", "e2", "e3")), log(replay)
    tokens = [o for o in state.values() if "Elemental" in (o.get("subtypes") or ())]
    assert [(t["power"], t["toughness"]) for t in tokens] == [(7, 7)], log(replay)
    assert COST[rules] in cited_pairs(replay), sorted(cited_pairs(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_creature_not_of_the_type_or_already_tapped_cannot_pay(cards, rules):
    objects = voice(tapped=("e3",))
    actions = [activate("voice", 0, ["voice", "e0", "e1", "e2", "bears"]), activate("voice", 0, ["voice", "e0", "e1", "e2", "e3"])]
    replay = play(cards, objects, actions, rules, allow_refusals=True)
    assert len(refused(replay)) == 2, log(replay)
    assert "the cost is to tap five untapped Elves you control" in log(replay)
    assert not objects_in(replay.final_state)["voice"].get("tapped"), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_too_few_creatures_named_is_refused(cards, rules):
    replay = play(cards, voice(), [activate("voice", 0, ["voice", "e0", "e1", "e2"])], rules, allow_refusals=True)
    assert len(refused(replay)) == 1, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_devout_chaplain_taps_itself_for_the_tap_symbol_and_two_other_humans(cards, rules):
    objects = [obj("chap", "Devout Chaplain"), obj("h1", "Devout Chaplain"), obj("h2", "Devout Chaplain"),
               obj("bob_anthem", "Glorious Anthem", owner="Bob")]
    actions = [activate("chap", 0, ["h1", "h2"], targets=["bob_anthem"]), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "bob_anthem") in ("removed_from_game", "exile"), log(replay)
    assert all(objects_in(replay.final_state)[oid].get("tapped") for oid in ("chap", "h1", "h2")), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_with_the_tap_symbol_the_source_is_not_one_of_the_untapped_humans(cards, rules):
    objects = [obj("chap", "Devout Chaplain"), obj("h1", "Devout Chaplain"), obj("bob_anthem", "Glorious Anthem", owner="Bob")]
    replay = play(cards, objects, [activate("chap", 0, ["chap", "h1"], targets=["bob_anthem"])], rules, allow_refusals=True)
    assert len(refused(replay)) == 1, log(replay)
    assert zone_of(replay, "bob_anthem") == "in_play"


@pytest.mark.parametrize("rules", EDITIONS)
def test_cloudgoat_ranger_taps_three_kithkin_to_get_flying(cards, rules):
    objects = [obj("goat", "Cloudgoat Ranger"), *(obj(f"k{k}", "Goldmeadow Harrier") for k in range(3))]
    replay = play(cards, objects, [activate("goat", 1, ["k0", "k1", "k2"]), p("Alice"), p("Bob")], rules)
    goat = objects_in(replay.final_state)["goat"]
    assert (goat["power"], goat["toughness"]) == (5, 3), log(replay)
    assert not goat.get("tapped"), log(replay)
