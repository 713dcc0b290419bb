"""Splice (2007 502.40; 2026 702.47; rulings/oracle/splice.py, rulings/engine/splice.py), played from
real cards' Oracle text (splice_cards.json: records copied from the pool): "Splice onto Arcane [cost]"
(and "onto instant or sorcery"): revealed from its owner's hand as an Arcane spell is cast, the card's
splice cost is an additional cost and the spell gains its text: its instructions after the main
spell's, its targets chosen normally (Glacial Ray's damage is dealt by the spell it's spliced onto);
the card stays in the hand. Near misses: a splice cost that isn't mana, and cards whose own text the
compiler doesn't read, stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, pt, refused, texts, zone_of

CARDS = Path(__file__).parent / "splice_cards.json"
POOL_TOO = True  # Grizzly Bears, Shock and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Goryo's Vengeance", "Vital Surge", "Blessed Breath", "Consuming Vortex", "Dampen Thought", "Lifted by Clouds",
          "Psychic Puppetry", "Hideous Laughter", "Soulless Revival", "Desperate Ritual", "Glacial Ray", "Strange Inversion",
          "Through the Breach", "Kodama's Might", "Wear Away", "Splicer's Skill", "Everdream", "Spiritual Visit",
          "Shifting Borders", "Into the Fray"]
#: splice costs that aren't mana ("Tap an untapped white creature you control", "Sacrifice two Mountains",
#: "Exile four cards from your graveyard", "Return a blue creature you control"), and a creature's splice
NEAR_MISSES = ["Hundred-Talon Strike", "Torrent of Stone", "Horobi's Whisper", "Veil of Secrecy", "Lifening Elemental"]


def play(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "splice"), cards=cards))


def cast(oid, mana, targets=(), splice=(), **more):
    pay = {"splice": list(splice)} if splice else {}
    return {"type": "play_spell", "player": "Alice", "object": oid, "targets": list(targets),
            "mana_abilities": [{"object": m} for m in mana], **({"pay": pay} if pay else {}), **more}


def mountains(n):
    return [obj(f"m{i}", "Mountain") for i in range(n)]


@pytest.mark.parametrize("name", PLAYED)
def test_splice_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_splice_cards_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_glacial_ray_spliced_onto_lava_spike_adds_its_damage_and_target_and_stays_in_hand(cards, rules):
    objects = [obj("spike", "Lava Spike", zone="hand"), obj("ray", "Glacial Ray", zone="hand"), *mountains(3),
               obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [cast("spike", ["m0", "m1", "m2"], targets=["Bob", "bears"], splice=["ray"]), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert life(replay)["Bob"] == 17 and zone_of(replay, "bears") == "graveyard", log(replay)
    assert zone_of(replay, "ray") == "hand" and zone_of(replay, "spike") == "graveyard", log(replay)
    rule = {R2007: "502.40", R2026: "702.47"}[rules]
    assert {f"{rule}a", f"{rule}b", f"{rule}c", f"{rule}d"} <= cited(replay), sorted(cited(replay))
    assert any("reveals Glacial Ray" in t for t in texts(replay)), log(replay)


def test_the_spliced_damage_is_dealt_by_the_spell_it_is_spliced_onto(cards):
    objects = [obj("spike", "Lava Spike", zone="hand"), obj("ray", "Glacial Ray", zone="hand"), *mountains(3),
               obj("bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, [cast("spike", ["m0", "m1", "m2"], targets=["Bob", "bears"], splice=["ray"]), p("Alice"), p("Bob")], R2026)
    assert any(t.startswith("Lava Spike deals 2 damage") for t in texts(replay)), log(replay)  # 702.47c


def test_the_splice_cost_is_added_to_the_total_cost(cards):
    objects = [obj("spike", "Lava Spike", zone="hand"), obj("ray", "Glacial Ray", zone="hand"), *mountains(2),
               obj("bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, [cast("spike", ["m0", "m1"], targets=["Bob", "bears"], splice=["ray"])], R2026)
    assert refused(replay), log(replay)  # {R} and {1}{R}: three mana, not two
    assert zone_of(replay, "spike") == "hand" and life(replay)["Bob"] == 20


def test_a_card_splices_only_onto_an_arcane_spell(cards):
    objects = [obj("shock", "Shock", zone="hand"), obj("ray", "Glacial Ray", zone="hand"), *mountains(3),
               obj("bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, [cast("shock", ["m0", "m1", "m2"], targets=["Bob", "bears"], splice=["ray"])], R2026)
    assert refused(replay), log(replay)
    assert "Arcane" in log(replay)


def test_a_card_not_in_its_casters_hand_cant_be_spliced(cards):
    objects = [obj("spike", "Lava Spike", zone="hand"), obj("ray", "Glacial Ray", zone="graveyard"), *mountains(3),
               obj("bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, [cast("spike", ["m0", "m1", "m2"], targets=["Bob", "bears"], splice=["ray"])], R2026)
    assert refused(replay), log(replay)


def test_a_card_cant_be_spliced_twice_onto_one_spell(cards):
    objects = [obj("spike", "Lava Spike", zone="hand"), obj("ray", "Glacial Ray", zone="hand"), *mountains(5),
               obj("bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, [cast("spike", [f"m{i}" for i in range(5)], targets=["Bob", "bears", "bears"],
                                        splice=["ray", "ray"])], R2026)
    assert refused(replay), log(replay)
    assert "502.40b" not in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_two_spliced_cards_follow_the_main_spell_in_the_order_named(cards, rules):
    # Desperate Ritual: "Add {R}{R}{R}", spliced with Kodama's Might: the main spell, then Might's +2/+2
    objects = [obj("ritual", "Desperate Ritual", zone="hand"), obj("might", "Kodama's Might", zone="hand"),
               obj("surge", "Vital Surge", zone="hand"), *mountains(3), obj("f0", "Forest"), obj("f1", "Forest"),
               obj("bears", "Grizzly Bears")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "ritual", "targets": ["bears"],
                "mana_abilities": [{"object": o} for o in ("m0", "m1", "m2", "f0", "f1")], "pay": {"splice": ["might", "surge"]}},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert pt(replay, "bears") == (4, 4) and life(replay)["Alice"] == 23, log(replay)
    assert zone_of(replay, "might") == "hand" and zone_of(replay, "surge") == "hand"
    lines = texts(replay)
    added = lines.index("Alice adds {R}{R}{R} to their mana pool.")
    pumped = lines.index("Grizzly Bears gets +2/+2 until end of turn.")
    gained = next(i for i, t in enumerate(lines) if t.startswith("Alice gains 3 life"))
    assert added < pumped < gained, log(replay)


def test_a_spliced_target_gone_leaves_the_rest_of_the_spell_to_resolve(cards):
    # Lava Spike targeting Bob, and the spliced Consuming Vortex targeting Bob's creature, which
    # leaves before it resolves: Bob is still a legal target, so the spell resolves for him alone
    objects = [obj("spike", "Lava Spike", zone="hand"), obj("vortex", "Consuming Vortex", zone="hand"), *mountains(1),
               *(obj(f"i{i}", "Island") for i in range(4)), obj("bears", "Grizzly Bears", owner="Bob"),
               obj("vortex2", "Consuming Vortex", owner="Bob", zone="hand"), *(obj(f"b{i}", "Island", owner="Bob") for i in range(2))]
    actions = [cast("spike", ["m0", "i0", "i1", "i2", "i3"], targets=["Bob", "bears"], splice=["vortex"]),
               p("Alice"),
               {"type": "play_spell", "player": "Bob", "object": "vortex2", "targets": ["bears"],
                "mana_abilities": [{"object": "b0"}, {"object": "b1"}]},
               p("Bob"), p("Alice"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, R2026)
    assert not refused(replay), log(replay)
    assert life(replay)["Bob"] == 17 and zone_of(replay, "bears") == "hand", log(replay)


def test_the_engines_card_checks_want_what_splice_splices_onto_and_only_there():
    from rulings.oracle.compiler import _engine_refuses
    base = {"name": "T", "types": ["Instant"], "subtypes": ["Arcane"], "mana_cost": "{R}", "effect": [{"do": "draw", "amount": 1}]}
    assert _engine_refuses({**base, "abilities": [{"kind": "keyword", "keyword": "splice", "onto": "Arcane", "cost": "{1}{R}"}]}) == ""
    assert "onto" in _engine_refuses({**base, "abilities": [{"kind": "keyword", "keyword": "splice", "cost": "{1}{R}"}]})
    assert "onto" in _engine_refuses({**base, "abilities": [{"kind": "keyword", "keyword": "splice", "onto": "Goblin", "cost": "{1}{R}"}]})
    assert "onto" in _engine_refuses({**base, "abilities": [{"kind": "keyword", "keyword": "kicker", "onto": "Arcane", "cost": "{1}{R}"}]})


@pytest.mark.parametrize("rules", EDITIONS)
def test_everdream_splices_onto_any_instant_or_sorcery(cards, rules):
    objects = [obj("shock", "Shock", zone="hand"), obj("dream", "Everdream", zone="hand"), obj("m0", "Mountain"),
               *(obj(f"i{i}", "Island") for i in range(3)), obj("lib", "Island", zone="library")]
    actions = [cast("shock", ["m0", "i0", "i1", "i2"], targets=["Bob"], splice=["dream"]), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert life(replay)["Bob"] == 18 and zone_of(replay, "lib") == "hand" and zone_of(replay, "dream") == "hand", log(replay)


def test_vital_surge_splices_onto_an_arcane_spell_only_not_onto_shock(cards):
    objects = [obj("shock", "Shock", zone="hand"), obj("surge", "Vital Surge", zone="hand"), obj("m0", "Mountain"),
               *(obj(f"f{i}", "Forest") for i in range(2))]
    replay = play(cards, objects, [cast("shock", ["m0", "f0", "f1"], targets=["Bob"], splice=["surge"])], R2026)
    assert refused(replay) and "Arcane" in log(replay), log(replay)
