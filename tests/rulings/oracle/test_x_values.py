"""X in the words of a target or of "all ..." (rulings/engine/target_filter.py's "X" bounds, read by
rulings/oracle/targets.py where a cost announces the X), played from real cards' Oracle text
(x_values_cards.json: records copied from the pool): Killing Glare's "Destroy target creature with power
X or less", Disembowel's "with mana value X", Spell Burst's "Counter target spell with mana value X",
Gorilla Shaman's and Plaguebearer's activated "{X}{X}...: Destroy target ... with mana value X", Stir the
Grave's card in a graveyard, Forced March's "Destroy all creatures with mana value X or less". X is
announced before the targets are chosen (2007: 409.1b then 409.1c; 2026: 601.2b then 601.2c, 602.2b),
and the targets are checked again, with that X, on resolution (2007 413.2a; 2026 608.2b)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, log, obj, objects_in, p, pt

CARDS = Path(__file__).parent / "x_values_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
ANNOUNCE_X = {R2007: "409.1b", R2026: "601.2b"}
CHOOSE_TARGETS = {R2007: "409.1c", R2026: "601.2c"}


def play(cards, objects, actions, rules):
    doc = {"format": 1, "rules": rules, "name": "x values", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(doc, cards=cards))


def zone(replay, oid):
    return objects_in(replay.final_state)[oid]["zone"]


def cast(oid, x, targets, lands, kind="play_spell", **more):
    return {"type": kind, "player": "Alice", "object": oid, "targets": targets, "x": x,
            "mana_abilities": [{"object": land} for land in lands], **more}


def swamps(n):
    return [obj(f"s{i}", "Swamp") for i in range(n)]


def test_the_cards_compile(compiled):
    for name in ("Gang Up", "Killing Glare", "Disembowel", "Spell Burst", "Gorilla Shaman", "Plaguebearer", "Stir the Grave",
                 "Forced March"):
        assert compiled[name].played, name
    assert compiled["Killing Glare"].definition["targets"] == [{"power_max": "X", "types": ["Creature"]}]


@pytest.mark.parametrize("rules", EDITIONS)
def test_killing_glare_cant_target_a_creature_with_greater_power_than_x(cards, rules):
    replay = play(cards, [*swamps(3), obj("kg", "Killing Glare", zone="hand"), obj("giant", "Hill Giant", "Bob")],
                  [cast("kg", 2, ["giant"], ["s0", "s1", "s2"])], rules)
    assert replay.steps[1].refused
    assert "not a legal target creature with power 2 or less: Hill Giant has power 3" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_killing_glare_with_x_3_destroys_hill_giant(cards, rules):
    replay = play(cards, [*swamps(4), obj("kg", "Killing Glare", zone="hand"), obj("giant", "Hill Giant", "Bob")],
                  [cast("kg", 3, ["giant"], ["s0", "s1", "s2", "s3"]), p("Alice"), p("Bob")], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone(replay, "giant") == "graveyard"
    assert {ANNOUNCE_X[rules], CHOOSE_TARGETS[rules]} <= cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("x, destroyed", [(4, True), (3, False)])
def test_disembowel_needs_exactly_the_mana_value_x(cards, rules, x, destroyed):
    replay = play(cards, [*swamps(5), obj("d", "Disembowel", zone="hand"), obj("giant", "Hill Giant", "Bob")],
                  [cast("d", x, ["giant"], [f"s{i}" for i in range(x + 1)]), p("Alice"), p("Bob")], rules)
    assert (zone(replay, "giant") == "graveyard") == destroyed, log(replay)
    assert replay.steps[1].refused != destroyed


@pytest.mark.parametrize("rules", EDITIONS)
def test_spell_burst_counters_a_spell_with_mana_value_x(cards, rules):
    islands = [obj(f"i{n}", "Island") for n in range(3)]
    forests = [obj(f"f{n}", "Forest") for n in range(2)]
    replay = play(cards, [*islands, *forests, obj("bears", "Grizzly Bears", zone="hand"), obj("sb", "Spell Burst", zone="hand")],
                  [{"type": "play_spell", "player": "Alice", "object": "bears", "mana_abilities": [{"object": "f0"}, {"object": "f1"}]},
                   cast("sb", 2, ["bears"], ["i0", "i1", "i2"]), p("Alice"), p("Bob")], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone(replay, "bears") == "graveyard" and zone(replay, "sb") == "graveyard", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_gorilla_shaman_destroys_a_noncreature_artifact_with_mana_value_x(cards, rules):
    mountains = [obj(f"m{n}", "Mountain") for n in range(3)]
    replay = play(cards, [*mountains, obj("ape", "Gorilla Shaman"), obj("ring", "Sol Ring", "Bob")],
                  [cast("ape", 1, ["ring"], ["m0", "m1", "m2"], kind="activate_ability", ability=0), p("Alice"), p("Bob")], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone(replay, "ring") == "graveyard"
    assert ANNOUNCE_X[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_plaguebearers_x_is_its_own_activation(cards, rules):
    replay = play(cards, [*swamps(5), obj("pb", "Plaguebearer"), obj("giant", "Hill Giant", "Bob")],
                  [cast("pb", 2, ["giant"], [f"s{i}" for i in range(5)], kind="activate_ability", ability=0)], rules)
    assert replay.steps[1].refused and ("mana cost 4, not 2." in log(replay) or "mana value 4, not 2." in log(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_stir_the_grave_returns_a_creature_card_with_mana_value_x_or_less(cards, rules):
    replay = play(cards, [*swamps(3), obj("stir", "Stir the Grave", zone="hand"), obj("bears", "Grizzly Bears", zone="graveyard")],
                  [cast("stir", 2, ["bears"], ["s0", "s1", "s2"]), p("Alice"), p("Bob")], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone(replay, "bears") == "in_play"


@pytest.mark.parametrize("rules", EDITIONS)
def test_forced_march_destroys_all_creatures_with_mana_value_x_or_less(cards, rules):
    replay = play(cards, [*swamps(5), obj("fm", "Forced March", zone="hand"), obj("bears", "Grizzly Bears", "Bob"),
                          obj("giant", "Hill Giant", "Bob")],
                  [cast("fm", 2, [], [f"s{i}" for i in range(5)]), p("Alice"), p("Bob")], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone(replay, "bears") == "graveyard" and zone(replay, "giant") == "in_play", log(replay)


def test_an_x_no_cost_announces_stays_text_only(compiled):
    assert not compiled["Kinetic Ooze"].played  # its enters trigger's X (2026 107.3m) is not the engine's
    for text, cost, types in (("When this creature enters, destroy target creature with power X or less.", "{X}{B}", ["Creature"]),
                              ("{T}: Destroy target creature with power X or less.", "{2}", ["Artifact"]),
                              ("Destroy target creature with power X or less.", "{3}{B}", ["Instant"])):
        card = compile_card({"name": "Zzq", "types": types, "mana_cost": cost, "text": text, "power": "1", "toughness": "1"})
        assert not card.played, text


# --- "X target ...": as many targets as X (rulings/oracle/x_values.py, rulings/engine/x_targets.py) --------------
SAME_TARGET_ONCE = {R2007: "409.1c", R2026: "115.3"}


def test_x_target_cards_compile(compiled):
    for name in ("Word of Binding", "Death Denied", "Candelabra of Tawnos", "Distorting Wake"):
        assert compiled[name].played, name
    assert compiled["Word of Binding"].definition["targets"] == [{"types": ["Creature"], "x_targets": True}]


def binding(cards, rules, x, targets):
    return play(cards, [*swamps(4), obj("wb", "Word of Binding", zone="hand"), obj("bears", "Grizzly Bears", "Bob"),
                        obj("giant", "Hill Giant", "Bob"), obj("other", "Grizzly Bears", "Bob")],
                [cast("wb", x, targets, [f"s{i}" for i in range(x + 2)]), p("Alice"), p("Bob")], rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_word_of_binding_taps_x_target_creatures(cards, rules):
    replay = binding(cards, rules, 2, ["bears", "giant"])
    assert not any(st.refused for st in replay.steps), log(replay)
    objs = objects_in(replay.final_state)
    assert objs["bears"].get("tapped") and objs["giant"].get("tapped") and not objs["other"].get("tapped")
    cast_step = replay.steps[1].events[0].citations
    assert (CHOOSE_TARGETS[rules], "variable_number_of_targets") in {(c.rule, c.concept) for c in cast_step}


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("targets", [["bears"], ["bears", "giant", "other"]])
def test_word_of_binding_needs_exactly_x_targets(cards, rules, targets):
    assert binding(cards, rules, 2, targets).steps[1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_word_of_binding_cant_choose_one_creature_twice(cards, rules):
    replay = binding(cards, rules, 2, ["bears", "bears"])
    assert replay.steps[1].refused and SAME_TARGET_ONCE[rules] in {c.rule for c in replay.steps[1].citations}


@pytest.mark.parametrize("rules", EDITIONS)
def test_death_denied_returns_x_creature_cards_to_the_hand(cards, rules):
    grave = [obj("b1", "Grizzly Bears", zone="graveyard"), obj("b2", "Hill Giant", zone="graveyard"),
             obj("b3", "Grizzly Bears", zone="graveyard")]
    replay = play(cards, [*swamps(4), obj("dd", "Death Denied", zone="hand"), *grave],
                  [cast("dd", 2, ["b1", "b2"], ["s0", "s1", "s2", "s3"]), p("Alice"), p("Bob")], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert [zone(replay, b) for b in ("b1", "b2", "b3")] == ["hand", "hand", "graveyard"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_candelabra_of_tawnos_untaps_x_target_lands(cards, rules):
    lands = [obj(f"f{i}", "Forest", tapped=i >= 2) for i in range(4)]
    replay = play(cards, [*lands, obj("can", "Candelabra of Tawnos")],
                  [cast("can", 2, ["f2", "f3"], ["f0", "f1"], kind="activate_ability", ability=0), p("Alice"), p("Bob")], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    objs = objects_in(replay.final_state)
    assert not objs["f2"].get("tapped") and not objs["f3"].get("tapped") and objs["f0"].get("tapped")


@pytest.mark.parametrize("rules", EDITIONS)
def test_distorting_wake_with_x_0_has_no_target_and_resolves(cards, rules):
    islands = [obj(f"i{n}", "Island") for n in range(3)]
    replay = play(cards, [*islands, obj("dw", "Distorting Wake", zone="hand"), obj("bears", "Grizzly Bears", "Bob")],
                  [cast("dw", 0, [], ["i0", "i1", "i2"]), p("Alice"), p("Bob")], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone(replay, "dw") == "graveyard" and zone(replay, "bears") == "in_play"


def test_those_creatures_after_x_targets_stays_text_only(compiled):
    assert not compiled["Winter Blast"].played
    card = compile_card({"name": "Zzq", "types": ["Creature"], "mana_cost": "{X}{U}", "power": "1", "toughness": "1",
                         "text": "When this creature enters, tap X target creatures."})
    assert not card.played  # the permanent's own X (2026 107.3m): not an X this ability announces


@pytest.mark.parametrize("rules", EDITIONS)
def test_reality_spasms_chosen_mode_untaps_x_target_permanents(cards, rules):
    islands = [obj(f"i{n}", "Island") for n in range(4)]
    replay = play(cards, [*islands, obj("rs", "Reality Spasm", zone="hand"), obj("bears", "Grizzly Bears", "Bob", tapped=True),
                          obj("giant", "Hill Giant", "Bob", tapped=True)],
                  [cast("rs", 2, ["bears", "giant"], [f"i{n}" for n in range(4)], mode=1), p("Alice"), p("Bob")], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    objs = objects_in(replay.final_state)
    assert not objs["bears"].get("tapped") and not objs["giant"].get("tapped")


# --- "+X/+X until end of turn, where X is its power / the number of Elves on the battlefield" ------------------------
DETERMINED_ONCE = {R2007: "413.2f", R2026: "608.2h"}



def test_where_x_is_cards_compile(compiled):
    for name in ("Yew Spirit", "Timberwatch Elf", "Rush of Blood"):
        assert compiled[name].played, name


@pytest.mark.parametrize("rules", EDITIONS)
def test_yew_spirit_gets_plus_its_power_so_it_doubles(cards, rules):
    forests = [obj(f"f{i}", "Forest") for i in range(4)]
    replay = play(cards, [*forests, obj("yew", "Yew Spirit")],
                  [{"type": "activate_ability", "player": "Alice", "object": "yew", "ability": 0,
                    "mana_abilities": [{"object": f"f{i}"} for i in range(4)]}, p("Alice"), p("Bob")], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert pt(replay, "yew") == (6, 6) and DETERMINED_ONCE[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_timberwatch_elf_counts_every_elf_on_the_battlefield(cards, rules):
    replay = play(cards, [obj("elf", "Timberwatch Elf"), obj("their", "Timberwatch Elf", "Bob"), obj("bears", "Grizzly Bears")],
                  [{"type": "activate_ability", "player": "Alice", "object": "elf", "ability": 0, "targets": ["bears"]},
                   p("Alice"), p("Bob")], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert pt(replay, "bears") == (4, 4)


@pytest.mark.parametrize("rules", EDITIONS)
def test_rush_of_blood_gives_the_target_its_own_power(cards, rules):
    mountains = [obj(f"m{i}", "Mountain") for i in range(3)]
    replay = play(cards, [*mountains, obj("rush", "Rush of Blood", zone="hand"), obj("giant", "Hill Giant")],
                  [{"type": "play_spell", "player": "Alice", "object": "rush", "targets": ["giant"],
                    "mana_abilities": [{"object": f"m{i}"} for i in range(3)]}, p("Alice"), p("Bob")], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert pt(replay, "giant") == (6, 3)


def test_an_x_the_cost_announces_or_another_count_stays_text_only():
    for text, cost in (("Target creature gets +X/+X until end of turn, where X is its power.", "{X}{G}"),
                       ("Target creature gets +X/+X until end of turn, where X is the number of Elves you control and Goblins.", "{G}"),
                       ("Target creature gets +X/+X until end of turn, where X is ~'s power.", "{G}")):
        assert not compile_card({"name": "Zzq", "types": ["Instant"], "mana_cost": cost, "text": text}).played, text


# --- "Search your library for a creature card with mana value X or less, ..." -----------------------------------------
def chord(cards, rules, x):
    forests = [obj(f"f{i}", "Forest") for i in range(x + 3)]
    library = [obj("bears", "Grizzly Bears", zone="library"), obj("giant", "Hill Giant", zone="library")]  # the giant on top
    return play(cards, [*forests, obj("chord", "Chord of Calling", zone="hand"), *library],
                [cast("chord", x, [], [f"f{i}" for i in range(x + 3)]), p("Alice"), p("Bob")], rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_chord_of_calling_puts_a_creature_with_mana_value_x_or_less_onto_the_battlefield(cards, compiled, rules):
    assert compiled["Chord of Calling"].played and compiled["Citanul Flute"].played
    replay = chord(cards, rules, 2)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone(replay, "bears") == "in_play" and zone(replay, "giant") == "library"
    assert "with mana value 2 or less" in log(replay) or "with converted mana cost 2 or less" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_chord_of_calling_with_x_1_finds_nothing(cards, rules):
    replay = chord(cards, rules, 1)
    assert zone(replay, "bears") == "library" and zone(replay, "giant") == "library", log(replay)


def test_a_permanent_card_with_mana_value_x_stays_text_only():
    text = "Search your library for a permanent card with mana value X or less, put it onto the battlefield, then shuffle."
    assert not compile_card({"name": "Zzq", "types": ["Sorcery"], "mana_cost": "{X}{G}", "text": text}).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_wave_of_indifference_x_target_creatures_cant_block(cards, compiled, rules):
    assert compiled["Wave of Indifference"].played
    mountains = [obj(f"m{i}", "Mountain") for i in range(3)]
    replay = play(cards, [*mountains, obj("wave", "Wave of Indifference", zone="hand"), obj("bears", "Grizzly Bears", "Bob"),
                          obj("giant", "Hill Giant", "Bob"), obj("other", "Grizzly Bears", "Bob")],
                  [cast("wave", 2, ["bears", "giant"], ["m0", "m1", "m2"]), p("Alice"), p("Bob")], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    said = [line for line in log(replay).splitlines() if line.endswith("can't block this turn.")]
    assert len(said) == 2 and any("Hill Giant" in line for line in said) and not any("(other)" in line for line in said), said


@pytest.mark.parametrize("rules", EDITIONS)
def test_thrive_puts_a_counter_on_each_of_x_target_creatures(cards, compiled, rules):
    assert compiled["Thrive"].played
    forests = [obj(f"f{i}", "Forest") for i in range(3)]
    replay = play(cards, [*forests, obj("thrive", "Thrive", zone="hand"), obj("bears", "Grizzly Bears"), obj("giant", "Hill Giant", "Bob")],
                  [cast("thrive", 2, ["bears", "giant"], ["f0", "f1", "f2"]), p("Alice"), p("Bob")], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert pt(replay, "bears") == (3, 3) and pt(replay, "giant") == (4, 4)
