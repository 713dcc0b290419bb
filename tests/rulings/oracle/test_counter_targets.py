"""Spell targets of counterspells read through rulings/oracle/counter_targets.py, played from real cards'
Oracle text (counter_targets_cards.json: records copied from the pool): "Counter target creature or Aura
spell" (Nullify), "Counter target instant or Aura spell that targets a permanent you control" (Avoid
Fate, Ring of Immortals), "Sacrifice this creature: Counter target red instant or sorcery spell" (Unyaro
Griffin), "Counter target multicolored spell" (Neutralizing Blast), "Counter target colorless spell"
(Ceremonious Rejection; 2007 203.2 and the glossary, 2026 105.2a-c: how many colors), "Counter target
Spirit or Arcane spell" (Hisoka's Defiance). The target is checked as it is chosen and on resolution (2007 409.1c, 413.2a; 2026 601.2c,
608.2b); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle.targets import parse
from rulings.oracle.registry import NotUnderstood

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "counter_targets_cards.json"
POOL_TOO = True  # Lightning Bolt, Grizzly Bears, Pacifism, Shock and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
COUNTERED = {R2007: "414.1", R2026: "701.6a"}
CHOOSE_TARGETS = {R2007: "409.1c", R2026: "601.2c"}
PLAYED = ["Nullify", "Avoid Fate", "Ring of Immortals", "Unyaro Griffin", "Neutralizing Blast", "Ceremonious Rejection",
          "Ravnica at War", "Hisoka's Defiance"]
#: "power or toughness 2 or less": a filter the grammar doesn't read
NEAR_MISSES = ["Stern Scolding"]


def play(cards, rules, first, answer, objects=()):
    """Alice casts `first` (an action), passes; Bob answers with `answer` (an action); both pass."""
    objects = [obj("bolt", "Lightning Bolt", zone="hand"), obj("bears", "Grizzly Bears", zone="hand"),
               obj("pacifism", "Pacifism", zone="hand"), obj("her_bears", "Grizzly Bears"),
               *(obj(f"m{i}", "Mountain") for i in range(2)), obj("f0", "Forest"), *(obj(f"w{i}", "Plains") for i in range(2)),
               obj("his_bears", "Grizzly Bears", "Bob"), *(obj(f"i{i}", "Island", "Bob") for i in range(2)),
               obj("bf", "Forest", "Bob"), *objects]
    scenario = in_main_phase(objects, [first, p("Alice"), answer, p("Bob"), p("Alice")], rules, "counter targets")
    return run_scenario(load_scenario(scenario, cards=cards))


BOLT = {"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"], "mana_abilities": [{"object": "m0"}]}
BEARS = {"type": "play_spell", "player": "Alice", "object": "bears", "mana_abilities": [{"object": "f0"}, {"object": "m0"}]}


def pacifism_on(creature):
    return {"type": "play_spell", "player": "Alice", "object": "pacifism", "targets": [creature],
            "mana_abilities": [{"object": "w0"}, {"object": "w1"}]}


def nullify(target):
    return {"type": "play_spell", "player": "Bob", "object": "nullify", "targets": [target],
            "mana_abilities": [{"object": "i0"}, {"object": "i1"}]}


NULLIFY = [obj("nullify", "Nullify", "Bob", "hand")]


@pytest.mark.parametrize("name", PLAYED)
def test_counter_target_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_targets_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("phrase", ["target red artifact or creature", "target creature or aura",
                                    "target red instant or sorcery spell with mana value 2 or less",
                                    "target creature or equipment spell", "target aura or creature spell",
                                    "target red multicolored spell", "target multicolored colorless spell",
                                    "target arcane spell", "target spirit or arcane creature spell"])
def test_near_miss_phrases_are_not_read(phrase):
    with pytest.raises(NotUnderstood):
        parse(phrase)


@pytest.mark.parametrize("rules", EDITIONS)
def test_nullify_counters_an_aura_spell(cards, rules):
    replay = play(cards, rules, pacifism_on("his_bears"), nullify("pacifism"), NULLIFY)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "pacifism") == "graveyard"
    assert {COUNTERED[rules], CHOOSE_TARGETS[rules]} <= cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_nullify_counters_a_creature_spell(cards, rules):
    replay = play(cards, rules, BEARS, nullify("bears"), NULLIFY)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bears") == "graveyard"


def test_nullify_cant_target_an_instant(cards):
    replay = play(cards, R2026, BOLT, nullify("bolt"), NULLIFY)
    assert [st.action["player"] for st in refused(replay)][:1] == ["Bob"], log(replay)
    assert zone_of(replay, "nullify") == "hand"


def avoid_fate(target):
    return {"type": "play_spell", "player": "Bob", "object": "avoid", "targets": [target], "mana_abilities": [{"object": "bf"}]}


@pytest.mark.parametrize("rules", EDITIONS)
def test_avoid_fate_counters_an_aura_spell_that_targets_its_controllers_creature(cards, rules):
    replay = play(cards, rules, pacifism_on("his_bears"), avoid_fate("pacifism"), [obj("avoid", "Avoid Fate", "Bob", "hand")])
    assert not refused(replay), log(replay)
    assert zone_of(replay, "pacifism") == "graveyard"
    assert COUNTERED[rules] in cited(replay)


def test_avoid_fate_cant_target_an_aura_spell_on_someone_elses_creature(cards):
    replay = play(cards, R2026, pacifism_on("her_bears"), avoid_fate("pacifism"), [obj("avoid", "Avoid Fate", "Bob", "hand")])
    assert [st.action["player"] for st in refused(replay)][:1] == ["Bob"], log(replay)
    assert zone_of(replay, "avoid") == "hand"


def test_avoid_fate_cant_target_a_creature_spell(cards):
    replay = play(cards, R2026, BEARS, avoid_fate("bears"), [obj("avoid", "Avoid Fate", "Bob", "hand")])
    assert [st.action["player"] for st in refused(replay)][:1] == ["Bob"], log(replay)


GRIFFIN = [obj("griffin", "Unyaro Griffin", "Bob")]


def griffin(target):
    return {"type": "activate_ability", "player": "Bob", "object": "griffin", "ability": 1, "targets": [target]}


@pytest.mark.parametrize("rules", EDITIONS)
def test_unyaro_griffin_is_sacrificed_to_counter_a_red_instant(cards, rules):
    replay = play(cards, rules, BOLT, griffin("bolt"), GRIFFIN)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bolt") == "graveyard"
    assert zone_of(replay, "griffin") == "graveyard"
    assert COUNTERED[rules] in cited(replay)


def test_unyaro_griffin_cant_target_a_creature_spell(cards):
    replay = play(cards, R2026, BEARS, griffin("bears"), GRIFFIN)
    assert [st.action["player"] for st in refused(replay)][:1] == ["Bob"], log(replay)
    assert zone_of(replay, "griffin") == "in_play"


def test_unyaro_griffin_cant_target_a_white_aura_spell(cards):
    replay = play(cards, R2026, pacifism_on("his_bears"), griffin("pacifism"), GRIFFIN)
    assert [st.action["player"] for st in refused(replay)][:1] == ["Bob"], log(replay)


BLAST = [obj("blast", "Neutralizing Blast", "Bob", "hand"), obj("chief", "Chief of the Edge", zone="hand"),
         obj("c_w", "Plains"), obj("c_b", "Swamp")]


def blast(target):
    return {"type": "play_spell", "player": "Bob", "object": "blast", "targets": [target],
            "mana_abilities": [{"object": "i0"}, {"object": "i1"}]}


CHIEF = {"type": "play_spell", "player": "Alice", "object": "chief", "mana_abilities": [{"object": "c_w"}, {"object": "c_b"}]}


@pytest.mark.parametrize("rules", EDITIONS)
def test_neutralizing_blast_counters_a_multicolored_spell(cards, rules):
    replay = play(cards, rules, CHIEF, blast("chief"), BLAST)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "chief") == "graveyard"
    assert COUNTERED[rules] in cited(replay)


def test_neutralizing_blast_cant_target_a_monocolored_spell(cards):
    replay = play(cards, R2026, BOLT, blast("bolt"), BLAST)
    assert [st.action["player"] for st in refused(replay)][:1] == ["Bob"], log(replay)
    assert any("Lightning Bolt is monocolored, not multicolored" in e.text for st in refused(replay) for e in st.events)


REJECTION = [obj("rejection", "Ceremonious Rejection", "Bob", "hand"), obj("thopter", "Ornithopter", zone="hand")]


def rejection(target):
    return {"type": "play_spell", "player": "Bob", "object": "rejection", "targets": [target], "mana_abilities": [{"object": "i0"}]}


@pytest.mark.parametrize("rules", EDITIONS)
def test_ceremonious_rejection_counters_a_colorless_spell(cards, rules):
    replay = play(cards, rules, {"type": "play_spell", "player": "Alice", "object": "thopter"}, rejection("thopter"), REJECTION)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "thopter") == "graveyard"


def test_ceremonious_rejection_cant_target_a_colored_spell(cards):
    replay = play(cards, R2026, BEARS, rejection("bears"), REJECTION)
    assert [st.action["player"] for st in refused(replay)][:1] == ["Bob"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_ravnica_at_war_exiles_only_the_multicolored_permanents(cards, rules):
    objects = [obj("war", "Ravnica at War", zone="hand"), *(obj(f"rw{i}", "Plains") for i in range(5)),
               obj("chief_in_play", "Chief of the Edge"), obj("lion", "Fleecemane Lion", "Bob"), obj("bob_bears", "Grizzly Bears", "Bob"),
               obj("pillar", "Ornithopter", "Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "war", "mana_abilities": [{"object": f"rw{i}"} for i in range(5)]},
               p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "ravnica at war"), cards=cards))
    assert not refused(replay), log(replay)
    exiled = {zone_of(replay, "chief_in_play"), zone_of(replay, "lion")}
    assert len(exiled) == 1 and exiled <= {"removed_from_game", "exile"}, log(replay)
    assert zone_of(replay, "bob_bears") == zone_of(replay, "pillar") == zone_of(replay, "rw0") == "in_play"


DEFIANCE = [obj("defiance", "Hisoka's Defiance", "Bob", "hand"), obj("spike", "Lava Spike", zone="hand"),
            obj("soul", "Tormented Soul", zone="hand"), obj("s0", "Swamp")]


def defiance(target):
    return {"type": "play_spell", "player": "Bob", "object": "defiance", "targets": [target],
            "mana_abilities": [{"object": "i0"}, {"object": "i1"}]}


@pytest.mark.parametrize("rules", EDITIONS)
def test_hisokas_defiance_counters_an_arcane_spell(cards, rules):
    spike = {"type": "play_spell", "player": "Alice", "object": "spike", "targets": ["Bob"], "mana_abilities": [{"object": "m0"}]}
    replay = play(cards, rules, spike, defiance("spike"), DEFIANCE)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "spike") == "graveyard"
    assert COUNTERED[rules] in cited(replay)


def test_hisokas_defiance_counters_a_spirit_creature_spell(cards):
    soul = {"type": "play_spell", "player": "Alice", "object": "soul", "mana_abilities": [{"object": "s0"}]}
    replay = play(cards, R2026, soul, defiance("soul"), DEFIANCE)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "soul") == "graveyard"


def test_hisokas_defiance_cant_target_another_instant(cards):
    replay = play(cards, R2026, BOLT, defiance("bolt"), DEFIANCE)
    assert [st.action["player"] for st in refused(replay)][:1] == ["Bob"], log(replay)
