"""What a counterspell does to the countered spell's controller (rulings/oracle/counter_riders.py), played
from real cards' Oracle text (counter_riders_cards.json: records copied from the pool): "Counter target
spell. Its controller discards a card." (Dismal Failure), "... unless its controller pays {1}. That player
discards a card." (Frightful Delusion), "~ deals 2 damage to that spell's controller" (Ionize), "... pays
{X}. ~ deals X damage to that spell's controller" (Mindswipe). The player is the spell's controller as it
last existed on the stack (2007 413.2f; 2026 608.2h); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, texts, zone_of

CARDS = Path(__file__).parent / "counter_riders_cards.json"
POOL_TOO = True  # Lightning Bolt, Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
LKI = {R2007: "413.2f", R2026: "608.2h"}
COUNTERED = {R2007: "414.1", R2026: "701.6a"}
UNLESS = {R2007: "413.2c", R2026: "118.12a"}
PLAYED = ["Dismal Failure", "Frightful Delusion", "Ionize", "Mindswipe", "Rethink", "Dazzling Denial", "Render Silent", "Spell Rupture",
          "Frilled Mystic", "Complicate"]
#: "damage equal to that spell's power"; "if you control a creature with flying": a condition the engine
#: doesn't read; "where X is this creature's power" (Vex's "may draw", the other player's choice, is read
#: now: test_player_may_draw.py)
NEAR_MISSES = ["Essence Backlash", "Lofty Denial", "Mausoleum Wanderer"]
#: the lands Bob taps for each counterspell
LANDS = {"Dismal Failure": ["i0", "i1", "i2", "i3"], "Frightful Delusion": ["i0", "i1", "i2"],
         "Ionize": ["i0", "i1", "bm"], "Mindswipe": ["i0", "i1", "i2", "bm"], "Rethink": ["i0", "i1", "i2"], "Dazzling Denial": ["i0", "i1"],
         "Render Silent": ["i0", "i1", "bp"], "Spell Rupture": ["i0", "i1"]}


def answer(cards, rules, counterspell, pays=None, x=None, target="bolt", extra=(), strict=True, more=()):
    """Alice casts Lightning Bolt at Bob (or Grizzly Bears) with two cards left in her hand; Bob answers with
    `counterspell`; Alice's pass resolves it, with her choice to pay if given. Alice has two untapped Mountains left."""
    objects = [obj("bolt", "Lightning Bolt", zone="hand"), obj("bears", "Grizzly Bears", zone="hand"),
               obj("h1", "Forest", zone="hand"), obj("h2", "Mountain", zone="hand"),
               *(obj(f"m{i}", "Mountain") for i in range(3)), obj("f0", "Forest"),
               obj("spell", counterspell, "Bob", "hand"), *(obj(f"i{i}", "Island", "Bob") for i in range(4)),
               obj("bm", "Mountain", "Bob"), *extra]
    first = ({"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"], "mana_abilities": [{"object": "m0"}]}
             if target == "bolt" else
             {"type": "play_spell", "player": "Alice", "object": "bears", "mana_abilities": [{"object": "f0"}, {"object": "m0"}]})
    cast = {"type": "play_spell", "player": "Bob", "object": "spell", "targets": [target],
            "mana_abilities": [{"object": land} for land in LANDS[counterspell]], **({"x": x} if x is not None else {})}
    resolve = p("Alice", **({"choices": {"spell": {"pays": pays}}} if pays is not None else {}))
    replay = run_scenario(load_scenario(in_main_phase(objects, [first, p("Alice"), cast, p("Bob"), resolve, *more], rules,
                                                      "counter riders"), cards=cards))
    assert not strict or not any(st.refused for st in replay.steps), log(replay)
    return replay


def hand(replay, player="Alice"):
    return sorted(o["id"] for o in replay.final_state["zones"][player]["hand"])


@pytest.mark.parametrize("name", PLAYED)
def test_counter_rider_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_riders_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text", [
    "Counter target activated ability. Its controller discards a card.",  # an ability: its source's controller, not a spell's
    "Destroy target creature. ~ deals 2 damage to that spell's controller.",  # no spell
    "Counter target spell. That player discards a card.",  # no player named before
    "Counter target spell. ~ deals X damage to that spell's controller.",  # X paid for nothing
    "Counter target spell. Draw a card. Its controller discards a card.",  # "its": not the sentence before's
    "Counter target spell. Its controller discards X cards.",
])
def test_near_miss_wordings_stay_text_only(text):
    record = {"name": "Near Miss", "mana_cost": "{X}{1}{U}", "types": ["Instant"], "text": text}
    assert not compile_card(record).played, text


def test_the_plain_wordings_are_read():
    record = {"name": "Near Miss", "mana_cost": "{1}{U}", "types": ["Instant"]}
    assert compile_card({**record, "text": "Counter target creature spell. That spell's controller discards two cards."}).played
    assert compile_card({**record, "text": "Counter target noncreature spell unless its controller pays {2}. "
                                           "~ deals 2 damage to that spell's controller."}).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_dismal_failure_counters_and_the_spells_controller_discards(cards, rules):
    replay = answer(cards, rules, "Dismal Failure")
    assert zone_of(replay, "bolt") == "graveyard", log(replay)
    assert len(hand(replay)) == 2  # Grizzly Bears and one of the two lands: one card discarded
    assert len(replay.final_state["zones"]["Alice"]["graveyard"]) == 2, log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 20}
    assert {LKI[rules], COUNTERED[rules]} <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_frightful_delusion_makes_the_player_discard_even_when_they_pay(cards, rules):
    replay = answer(cards, rules, "Frightful Delusion", pays=True)
    assert [i.get("source_id") or i.get("id") for i in replay.final_state["stack"]] == ["bolt"], log(replay)
    assert len(hand(replay)) == 2, log(replay)  # paid {1}, still discarded a card
    assert {LKI[rules], UNLESS[rules]} <= cited(replay)


def test_frightful_delusion_counters_an_unpaid_spell_and_the_player_discards(cards):
    replay = answer(cards, R2026, "Frightful Delusion", pays=False)
    assert zone_of(replay, "bolt") == "graveyard"
    assert len(hand(replay)) == 2
    assert len(hand(replay, "Bob")) == 0  # Bob, the counterspell's controller, discards nothing


@pytest.mark.parametrize("rules", EDITIONS)
def test_ionize_deals_2_damage_to_the_countered_spells_controller(cards, rules):
    replay = answer(cards, rules, "Ionize")
    assert zone_of(replay, "bolt") == "graveyard", log(replay)
    assert life(replay) == {"Alice": 18, "Bob": 20}  # the Bolt never dealt its 3
    assert {LKI[rules], COUNTERED[rules]} <= cited(replay)


def test_ionize_hits_the_controller_of_a_creature_spell_too(cards):
    replay = answer(cards, R2026, "Ionize", target="bears")
    assert zone_of(replay, "bears") == "graveyard"
    assert life(replay) == {"Alice": 18, "Bob": 20}


@pytest.mark.parametrize("rules", EDITIONS)
def test_mindswipe_deals_x_damage_whether_or_not_the_spell_is_countered(cards, rules):
    replay = answer(cards, rules, "Mindswipe", x=2, pays=True)  # Alice pays {2} with her last two Mountains
    assert [i.get("source_id") or i.get("id") for i in replay.final_state["stack"]] == ["bolt"], log(replay)
    assert life(replay) == {"Alice": 18, "Bob": 20}
    assert {LKI[rules], UNLESS[rules]} <= cited(replay)


def test_mindswipe_counters_an_unpaid_spell_and_deals_x_damage(cards):
    replay = answer(cards, R2026, "Mindswipe", x=1, pays=False)
    assert zone_of(replay, "bolt") == "graveyard"
    assert life(replay) == {"Alice": 19, "Bob": 20}
    assert objects_in(replay.final_state)["spell"]["zone"] == "graveyard"


@pytest.mark.parametrize("rules", EDITIONS)
def test_rethink_asks_for_the_mana_value_of_the_spell_and_it_is_paid(cards, rules):
    replay = answer(cards, rules, "Rethink", target="bears", pays=True)
    assert "Alice pays {2}, so Rethink doesn't counter Grizzly Bears." in texts(replay), log(replay)
    assert [i.get("source_id") or i.get("id") for i in replay.final_state["stack"]] == ["bears"]
    assert UNLESS[rules] in cited(replay)


def test_rethink_counters_a_spell_whose_controller_doesnt_pay_its_mana_value(cards):
    replay = answer(cards, R2026, "Rethink", pays=False)
    assert "Alice doesn't pay {1}." in texts(replay), log(replay)  # Lightning Bolt's mana value is 1
    assert zone_of(replay, "bolt") == "graveyard"
    assert life(replay) == {"Alice": 20, "Bob": 20}


def test_dazzling_denial_asks_for_2_without_a_bird(cards):
    replay = answer(cards, R2026, "Dazzling Denial", pays=True)
    assert "Alice pays {2}, so Dazzling Denial doesn't counter Lightning Bolt." in texts(replay), log(replay)
    assert [i.get("source_id") or i.get("id") for i in replay.final_state["stack"]] == ["bolt"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_dazzling_denial_asks_for_4_instead_while_its_controller_controls_a_bird(cards, rules):
    replay = answer(cards, rules, "Dazzling Denial", pays=False, extra=[obj("owl", "Sage Owl", "Bob")])
    assert "Alice doesn't pay {4}." in texts(replay), log(replay)
    assert not any("{2}" in t for t in texts(replay) if "pay" in t and "Alice" in t), log(replay)
    assert zone_of(replay, "bolt") == "graveyard"
    assert UNLESS[rules] in cited(replay)


def test_dazzling_denial_4_cant_be_paid_with_three_lands(cards):
    replay = answer(cards, R2026, "Dazzling Denial", pays=True, extra=[obj("owl", "Sage Owl", "Bob")], strict=False)
    assert [st.action["player"] for st in replay.steps if st.refused] == ["Alice"], log(replay)  # she can't choose to pay {4}
    assert any("can't pay {4}" in t for st in replay.steps if st.refused for t in [e.text for e in st.events]), log(replay)


@pytest.mark.parametrize("text", [
    "Counter target spell. Counter that spell unless its controller pays {4}.",  # not an "instead"
    "Counter target spell unless its controller pays {X}. If you control a Bird, counter that spell unless its controller pays {4} instead.",
    "Counter target spell unless its controller pays {2}. If you control a Bird, counter that spell unless its controller pays {4}.",
])
def test_near_miss_that_spell_wordings_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{X}{U}", "types": ["Instant"], "text": text}).played, text


RENDER = [obj("bp", "Plains", "Bob"), obj("shock", "Shock", zone="hand")]
CANT_WIN = {R2007: "103.2", R2026: "101.2"}


@pytest.mark.parametrize("rules", EDITIONS)
def test_render_silent_stops_the_spells_controller_casting_another_spell_this_turn(cards, rules):
    shock = {"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["Bob"], "mana_abilities": [{"object": "m1"}]}
    replay = answer(cards, rules, "Render Silent", extra=RENDER, more=[shock], strict=False)
    assert [st.action.get("object") for st in replay.steps if st.refused] == ["shock"], log(replay)
    assert zone_of(replay, "bolt") == "graveyard" and zone_of(replay, "shock") == "hand"
    assert {LKI[rules], COUNTERED[rules], CANT_WIN[rules]} <= cited(replay), sorted(cited(replay))


def test_render_silent_leaves_the_other_player_free_to_cast(cards):
    shock = {"type": "play_spell", "player": "Bob", "object": "his_shock", "targets": ["Alice"], "mana_abilities": [{"object": "bm"}]}
    replay = answer(cards, R2026, "Render Silent", extra=[*RENDER, obj("his_shock", "Shock", "Bob", "hand")], more=[p("Alice"), shock])
    assert [i.get("source_id") or i.get("id") for i in replay.final_state["stack"]] == ["his_shock"], log(replay)


def test_render_silent_on_a_spell_that_is_gone_names_no_one(cards):
    record = {"name": "Near Miss", "mana_cost": "{1}{U}", "types": ["Instant"]}
    assert not compile_card({**record, "text": "Counter target spell unless its controller pays {2}. "
                                               "Its controller can't cast spells this turn."}).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_spell_rupture_asks_for_the_greatest_power_among_its_controllers_creatures(cards, rules):
    creatures = [obj("his_bears", "Grizzly Bears", "Bob"), obj("his_giant", "Hill Giant", "Bob"), obj("her_dragon", "Shivan Dragon")]
    replay = answer(cards, rules, "Spell Rupture", pays=False, extra=creatures)
    assert "Alice doesn't pay {3}." in texts(replay), log(replay)  # Hill Giant's 3, not Alice's Shivan Dragon's 5
    assert zone_of(replay, "bolt") == "graveyard"


def test_spell_rupture_with_no_creature_asks_for_nothing(cards):
    replay = answer(cards, R2026, "Spell Rupture", pays=True)
    assert "Alice pays {0}, so Spell Rupture doesn't counter Lightning Bolt." in texts(replay), log(replay)


def mystic(cards, rules, may):
    """Alice casts Lightning Bolt at Bob; Bob flashes in Frilled Mystic, whose trigger targets the Bolt."""
    objects = [obj("bolt", "Lightning Bolt", zone="hand"), obj("m0", "Mountain"), obj("mystic", "Frilled Mystic", "Bob", "hand"),
               *(obj(f"i{i}", "Island", "Bob") for i in range(2)), *(obj(f"f{i}", "Forest", "Bob") for i in range(2))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"], "mana_abilities": [{"object": "m0"}]},
               p("Alice"), {"type": "play_spell", "player": "Bob", "object": "mystic",
                            "mana_abilities": [{"object": x} for x in ("i0", "i1", "f0", "f1")]},
               p("Bob"), p("Alice", trigger_targets={"mystic": ["bolt"]}), p("Alice"), p("Bob", choices={"mystic": {"may": may}}),
               p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "frilled mystic"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


@pytest.mark.parametrize("rules", EDITIONS)
def test_frilled_mystics_controller_may_counter_the_target_spell(cards, rules):
    replay = mystic(cards, rules, True)
    assert zone_of(replay, "bolt") == "graveyard", log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 20}
    assert COUNTERED[rules] in cited(replay)


def test_frilled_mystics_controller_may_decline(cards):
    replay = mystic(cards, R2026, False)
    assert life(replay) == {"Alice": 20, "Bob": 17}, log(replay)


@pytest.mark.parametrize("text", ["When this creature enters, you may counter target spell and draw a card.",
                                  "When this creature enters, you may counter target spell. Its controller discards a card."])
def test_near_miss_optional_counters_stay_text_only(text):
    record = {"name": "Near Miss", "mana_cost": "{1}{U}", "types": ["Creature"], "power": "1", "toughness": "1", "text": text}
    assert not compile_card(record).played, text
