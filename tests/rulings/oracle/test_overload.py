"""Overload (2026 702.96; rulings/oracle/overload.py, rulings/engine/overload.py), played from real
cards' Oracle text (overload_cards.json: records copied from the pool): "Overload [cost]" is an
alternative cost (702.96a, 118.9a); paid, every "target" in the spell's text becomes "each", so the
spell has no targets (702.96b) and affects what its target could have been, even what couldn't have
been targeted (Cyclonic Rift, Electrickery, Mind Rake, Street Spasm, Weapon Surge, Scale Up). Cast
for its mana cost, the spell has its target. Overload is later than February 2007: under those
rules the overload cost can't be paid, and the card is cast for its mana cost. Near misses (a
target spell, a paragraph the compiler doesn't read) stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, pt, refused, zone_of

CARDS = Path(__file__).parent / "overload_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
PLAYED = ["Blustersquall", "Corporeal Projection", "Cyclonic Rift", "Downsize", "Dynacharge", "Electrickery", "Mind Rake",
          "Mizzium Mortars", "Mizzium Skin", "Scale Up", "Stirring Address", "Street Spasm", "Teleportal", "Vandalblast",
          "Weapon Surge"]
#: "Counter each spell you don't control" (a spell, not a permanent described), and spells whose own
#: text the compiler doesn't read ("A creature destroyed this way", "attacks this turn if able",
#: a quoted ability, "For each creature exiled this way")
NEAR_MISSES = ["Counterflux", "Damn", "Bail Out", "Chemister's Trick", "Winds of Abandon"]


def play(cards, objects, actions, rules=R2026):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "overload"), cards=cards))


def lands(kind, n, start=0):
    return [obj(f"{kind[0].lower()}{i}", kind) for i in range(start, start + n)]


def cast(oid, mana, targets=(), **more):
    return {"type": "play_spell", "player": "Alice", "object": oid, "targets": list(targets),
            "mana_abilities": [{"object": m} for m in mana], **more}


OVERLOAD = {"pay": {"alternative": "overload"}}


def fictional(text: str, types=("Sorcery",)):
    return compile_card({"name": "Test Spell", "mana_cost": "{1}{R}", "types": list(types), "supertypes": [], "subtypes": [],
                         "power": None, "toughness": None, "loyalty": None, "text": text, "layout": "normal"})


@pytest.mark.parametrize("name", PLAYED)
def test_overload_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_overload_cards_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_an_instruction_not_about_the_target_leaves_overload_text_only():
    # overloaded, "Draw a card" would not happen once per creature: the structural reading refuses it
    card = fictional("Target creature you control gets +2/+2 until end of turn. Draw a card.\nOverload {4}{R}")
    assert not card.played
    assert card.abilities[-1] == {"text": "Overload {4}{R}", "played": False}


def test_two_targets_leave_overload_text_only():
    card = fictional("Tap target creature you don't control and target land you don't control.\nOverload {4}{U}")
    assert not card.played


def test_overload_on_a_permanent_stays_text_only():
    card = fictional("Flying\nOverload {4}{U}", types=("Creature",))
    assert not card.played


def test_cyclonic_rift_overloaded_returns_each_nonland_permanent_its_caster_doesnt_control(cards):
    objects = [obj("rift", "Cyclonic Rift", zone="hand"), *lands("Island", 7), obj("mine", "Grizzly Bears"),
               obj("b1", "Grizzly Bears", owner="Bob"), obj("b2", "Ornithopter", owner="Bob"), obj("bob_land", "Forest", owner="Bob")]
    replay = play(cards, objects, [cast("rift", [f"i{i}" for i in range(7)], **OVERLOAD), p("Alice"), p("Bob")])
    assert not refused(replay), log(replay)
    assert zone_of(replay, "b1") == "hand" and zone_of(replay, "b2") == "hand", log(replay)
    assert zone_of(replay, "bob_land") == "in_play" and zone_of(replay, "mine") == "in_play", log(replay)
    assert {"702.96a", "702.96b", "118.9a"} <= cited(replay), sorted(cited(replay))


def test_cyclonic_rift_cast_for_its_mana_cost_returns_only_its_target(cards):
    objects = [obj("rift", "Cyclonic Rift", zone="hand"), *lands("Island", 2),
               obj("b1", "Grizzly Bears", owner="Bob"), obj("b2", "Ornithopter", owner="Bob")]
    for rules in (R2007, R2026):
        replay = play(cards, objects, [cast("rift", ["i0", "i1"], targets=["b1"]), p("Alice"), p("Bob")], rules)
        assert not refused(replay), log(replay)
        assert zone_of(replay, "b1") == "hand" and zone_of(replay, "b2") == "in_play", log(replay)
        assert "702.96b" not in cited(replay)


def test_overload_cost_cant_be_paid_under_the_2007_rules(cards):
    objects = [obj("rift", "Cyclonic Rift", zone="hand"), *lands("Island", 7), obj("b1", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, [cast("rift", [f"i{i}" for i in range(7)], **OVERLOAD)], R2007)
    assert refused(replay), log(replay)
    assert "later than February 2007" in log(replay), log(replay)
    assert zone_of(replay, "rift") == "hand" and zone_of(replay, "b1") == "in_play"


def test_overloaded_spell_needs_no_target_and_takes_none(cards):
    objects = [obj("rift", "Cyclonic Rift", zone="hand"), *lands("Island", 7), obj("b1", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, [cast("rift", [f"i{i}" for i in range(7)], targets=["b1"], **OVERLOAD)])
    assert refused(replay), log(replay)  # 702.96b: an overloaded spell has no targets to choose


def test_electrickery_overloaded_damages_each_creature_its_caster_doesnt_control_even_with_hexproof(cards):
    objects = [obj("shock", "Electrickery", zone="hand"), *lands("Mountain", 2), obj("mine", "Memnite"),
               obj("scout", "Gladecover Scout", owner="Bob"), obj("b1", "Memnite", owner="Bob"), obj("b2", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, [cast("shock", ["m0", "m1"], **OVERLOAD), p("Alice"), p("Bob")])
    assert not refused(replay), log(replay)
    assert zone_of(replay, "scout") == "graveyard" and zone_of(replay, "b1") == "graveyard", log(replay)  # hexproof: not targeted
    assert zone_of(replay, "mine") == "in_play", log(replay)
    assert objects_in(replay.final_state)["b2"]["damage"] == 1, log(replay)


def test_electrickery_cant_target_a_hexproof_creature_when_cast_for_its_mana_cost(cards):
    objects = [obj("shock", "Electrickery", zone="hand"), obj("m0", "Mountain"), obj("scout", "Gladecover Scout", owner="Bob")]
    replay = play(cards, objects, [cast("shock", ["m0"], targets=["scout"])])
    assert refused(replay), log(replay)
    assert zone_of(replay, "scout") == "in_play"


def test_mind_rake_overloaded_makes_each_player_discard_two_cards(cards):
    objects = [obj("rake", "Mind Rake", zone="hand"), *lands("Swamp", 2), *(obj(f"a{i}", "Memnite", zone="hand") for i in range(2)),
               *(obj(f"b{i}", "Memnite", owner="Bob", zone="hand") for i in range(3))]
    replay = play(cards, objects, [cast("rake", ["s0", "s1"], **OVERLOAD), p("Alice"), p("Bob")])
    assert not refused(replay), log(replay)
    assert [zone_of(replay, f"a{i}") for i in range(2)] == ["graveyard"] * 2, log(replay)
    assert sorted(zone_of(replay, f"b{i}") for i in range(3)) == ["graveyard", "graveyard", "hand"], log(replay)


def test_street_spasm_overloaded_pays_x_twice_and_spares_flyers_and_its_casters_creatures(cards):
    objects = [obj("spasm", "Street Spasm", zone="hand"), *lands("Mountain", 6), obj("mine", "Memnite"),
               obj("b1", "Grizzly Bears", owner="Bob"), obj("bird", "Ornithopter", owner="Bob")]
    replay = play(cards, objects, [cast("spasm", [f"m{i}" for i in range(6)], x=2, **OVERLOAD), p("Alice"), p("Bob")])
    assert not refused(replay), log(replay)  # {X}{X}{R}{R} with X=2: six mana
    assert zone_of(replay, "b1") == "graveyard" and zone_of(replay, "bird") == "in_play", log(replay)
    assert zone_of(replay, "mine") == "in_play", log(replay)


def test_street_spasm_overload_cost_counts_x_twice(cards):
    objects = [obj("spasm", "Street Spasm", zone="hand"), *lands("Mountain", 5), obj("b1", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, [cast("spasm", [f"m{i}" for i in range(5)], x=2, **OVERLOAD)])
    assert refused(replay), log(replay)  # five mana pays {X}{X}{R}{R} only for X=1


def test_weapon_surge_overloaded_pumps_each_creature_its_caster_controls(cards):
    objects = [obj("surge", "Weapon Surge", zone="hand"), *lands("Mountain", 2), obj("a1", "Grizzly Bears"), obj("a2", "Memnite"),
               obj("b1", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, [cast("surge", ["m0", "m1"], **OVERLOAD), p("Alice"), p("Bob")])
    assert not refused(replay), log(replay)
    assert pt(replay, "a1") == (3, 2) and pt(replay, "a2") == (2, 1) and pt(replay, "b1") == (2, 2), log(replay)
    state = objects_in(replay.final_state)
    assert "first strike" in state["a1"]["keywords"] and "first strike" not in state["b1"]["keywords"], log(replay)


def test_scale_up_overloaded_makes_each_creature_its_caster_controls_a_6_4_wurm(cards):
    objects = [obj("scale", "Scale Up", zone="hand"), *lands("Forest", 6), obj("a1", "Grizzly Bears"), obj("a2", "Memnite"),
               obj("b1", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, [cast("scale", [f"f{i}" for i in range(6)], **OVERLOAD), p("Alice"), p("Bob")])
    assert not refused(replay), log(replay)
    assert pt(replay, "a1") == (6, 4) and pt(replay, "a2") == (6, 4) and pt(replay, "b1") == (2, 2), log(replay)
    assert "Wurm" in objects_in(replay.final_state)["a2"]["subtypes"], log(replay)


def test_vandalblast_overloaded_destroys_each_artifact_its_caster_doesnt_control(cards):
    objects = [obj("blast", "Vandalblast", zone="hand"), *lands("Mountain", 5), obj("mine", "Memnite"),
               obj("b1", "Ornithopter", owner="Bob"), obj("b2", "Memnite", owner="Bob")]
    replay = play(cards, objects, [cast("blast", [f"m{i}" for i in range(5)], **OVERLOAD), p("Alice"), p("Bob")])
    assert not refused(replay), log(replay)
    assert zone_of(replay, "b1") == "graveyard" and zone_of(replay, "b2") == "graveyard", log(replay)
    assert zone_of(replay, "mine") == "in_play" and life(replay) == {"Alice": 20, "Bob": 20}


def test_the_engines_card_checks_want_overloads_instructions_and_only_there():
    from rulings.oracle.compiler import _engine_refuses
    base = {"name": "T", "types": ["Instant"], "mana_cost": "{R}", "targets": ["creature"],
            "effect": [{"do": "damage", "amount": 1, "to": "target:0"}]}
    each = [{"do": "for_each", "permanents": {"types": ["Creature"]}, "effect": [{"do": "damage", "amount": 1, "to": "it"}]}]
    assert _engine_refuses({**base, "abilities": [{"kind": "keyword", "keyword": "overload", "cost": "{2}{R}", "effect": each}]}) == ""
    assert "effect" in _engine_refuses({**base, "abilities": [{"kind": "keyword", "keyword": "overload", "cost": "{2}{R}"}]})
    assert "effect" in _engine_refuses({**base, "abilities": [{"kind": "keyword", "keyword": "flashback", "cost": "{2}{R}", "effect": each}]})
    # the changed text has no targets (702.96b): an instruction about "target:0" is refused
    assert _engine_refuses({**base, "abilities": [{"kind": "keyword", "keyword": "overload", "cost": "{2}{R}",
                                                    "effect": [{"do": "damage", "amount": 1, "to": "target:0"}]}]})
