"""Real cards whose trigger condition rulings/oracle/trigger_conditions.py reads: cast
triggers by a spell's color, "multicolored", "colorless", "Spirit or Arcane", "historic" and
mana value (rulings/engine/spell_filters.py), "Whenever you / an opponent draw(s) a card"
(rulings/engine/draw_triggers.py) and "Whenever another artifact you control enters"."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import EDITIONS, obj, rules_cited, scenario, texts

PASS = [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def cast(card, lands, targets=None):
    action = {"type": "play_spell", "player": "Alice", "object": card, "mana_abilities": [{"object": land} for land in lands]}
    if targets:
        action["targets"] = targets
    return action


def run(lookup, objects, actions, rules):
    replay = run_scenario(load_scenario(scenario(objects, actions, rules=rules), cards=lookup))
    assert not any(st.refused for st in replay.steps), texts(replay)
    return replay


def in_play(replay, oid, who="Alice"):
    return next(o for o in replay.final_state["zones"][who]["in_play"] if o["id"] == oid)


def life(replay, who):
    return next(p for p in replay.final_state["players"] if p["name"] == who)["life"]


def triggered(replay, name):
    return sum(f"{name}'s ability triggers" in t for t in texts(replay))


@pytest.mark.parametrize("name", ["Demon's Horn", "Kami of Tattered Shoji", "Kulrath Mystic", "Gloryscale Viashino",
                                  "Jhoira, Weatherlight Captain", "Lorescale Coatl", "Fate Unraveler", "Glaze Fiend",
                                  "Kozilek's Sentinel"])
def test_the_cards_are_fully_played(pool, name):
    assert pool[name].played, pool[name].definition.get("text_only")


@pytest.mark.parametrize("rules", EDITIONS)
def test_demons_horn_may_gain_1_life_when_a_black_spell_is_cast(lookup, rules):
    replay = run(lookup, [obj("horn", "Demon's Horn", "Alice"), obj("rit", "Dark Ritual", "Alice", "hand"), obj("s", "Swamp", "Alice")],
                 [cast("rit", ["s"]), PASS[0], {**PASS[1], "choices": {"horn": {"may": True}}}], rules)
    assert life(replay, "Alice") == 21
    assert {"409.1i" if rules.startswith("2007") else "601.2i", "203.2" if rules.startswith("2007") else "105.2"} <= rules_cited(replay)


def test_demons_horn_does_not_trigger_on_a_red_spell(lookup):
    replay = run(lookup, [obj("horn", "Demon's Horn", "Alice"), obj("bolt", "Lightning Bolt", "Alice", "hand"), obj("m", "Mountain", "Alice")],
                 [cast("bolt", ["m"], ["Bob"])], "2026-06-19")
    assert triggered(replay, "Demon's Horn") == 0


@pytest.mark.parametrize("rules", EDITIONS)
def test_an_arcane_spell_triggers_kami_of_tattered_shoji(lookup, rules):
    replay = run(lookup, [obj("kami", "Kami of Tattered Shoji", "Alice"), obj("spike", "Lava Spike", "Alice", "hand"), obj("m", "Mountain", "Alice")],
                 [cast("spike", ["m"], ["Bob"]), *PASS], rules)
    assert "flying" in in_play(replay, "kami")["keywords"]


def test_a_spell_that_is_neither_spirit_nor_arcane_does_not(lookup):
    replay = run(lookup, [obj("kami", "Kami of Tattered Shoji", "Alice"), obj("bolt", "Lightning Bolt", "Alice", "hand"), obj("m", "Mountain", "Alice")],
                 [cast("bolt", ["m"], ["Bob"])], "2026-06-19")
    assert triggered(replay, "Kami of Tattered Shoji") == 0


@pytest.mark.parametrize("rules", EDITIONS)
def test_gloryscale_viashino_gets_3_3_for_a_multicolored_spell(lookup, rules):
    replay = run(lookup, [obj("v", "Gloryscale Viashino", "Alice"), obj("helix", "Lightning Helix", "Alice", "hand"),
                          obj("m", "Mountain", "Alice"), obj("p", "Plains", "Alice")],
                 [cast("helix", ["m", "p"], ["Bob"]), *PASS], rules)
    assert (in_play(replay, "v")["power"], in_play(replay, "v")["toughness"]) == (6, 6)
    assert ("203.2b" if rules.startswith("2007") else "105.2b") in rules_cited(replay)


@pytest.mark.parametrize("rules,spell,lands,fires", [("2026-06-19", "Lightning Bolt", ["m"], 0)])
def test_a_one_color_spell_is_not_multicolored(lookup, rules, spell, lands, fires):
    replay = run(lookup, [obj("v", "Gloryscale Viashino", "Alice"), obj("x", spell, "Alice", "hand"), obj("m", "Mountain", "Alice")],
                 [cast("x", lands, ["Bob"])], rules)
    assert triggered(replay, "Gloryscale Viashino") == fires


def terror_and_mystic(lookup, rules, spell, lands):
    objects = [obj("k", "Kulrath Mystic", "Alice"), obj("x", spell, "Alice", "hand"), obj("bears", "Grizzly Bears", "Bob"),
               *(obj(f"s{i}", "Swamp", "Alice") for i in range(4))]
    return run(lookup, objects, [cast("x", lands, ["bears"]), *PASS], rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_kulrath_mystic_sees_the_spells_mana_value(lookup, rules):
    replay = run(lookup, [obj("k", "Kulrath Mystic", "Alice"), obj("x", "Blaze", "Alice", "hand"),
                          *(obj(f"m{i}", "Mountain", "Alice") for i in range(4))],
                 [{**cast("x", [f"m{i}" for i in range(4)], ["Bob"]), "x": 3}, *PASS], rules)
    mystic = in_play(replay, "k")
    assert mystic["power"] == 4 and "vigilance" in mystic["keywords"]  # Blaze with X=3: mana value 4 on the stack
    assert ("203.3" if rules.startswith("2007") else "202.3") in rules_cited(replay)


def test_kulrath_mystic_ignores_a_smaller_spell(lookup):
    replay = run(lookup, [obj("k", "Kulrath Mystic", "Alice"), obj("x", "Blaze", "Alice", "hand"),
                          *(obj(f"m{i}", "Mountain", "Alice") for i in range(3))],
                 [{**cast("x", [f"m{i}" for i in range(3)], ["Bob"]), "x": 2}], "2026-06-19")
    assert triggered(replay, "Kulrath Mystic") == 0


def test_jhoira_draws_for_a_historic_spell_under_2026(lookup):
    replay = run(lookup, [obj("j", "Jhoira, Weatherlight Captain", "Alice"), obj("o", "Ornithopter", "Alice", "hand"),
                          obj("c", "Grizzly Bears", "Alice", "library")],
                 [cast("o", []), *PASS], "2026-06-19")
    hand = [o["id"] for o in replay.final_state["zones"]["Alice"]["hand"]]
    assert hand == ["c"] and "700.6" in rules_cited(replay)


def test_historic_is_not_a_2007_word(lookup):
    replay = run(lookup, [obj("j", "Jhoira, Weatherlight Captain", "Alice"), obj("o", "Ornithopter", "Alice", "hand"),
                          obj("c", "Grizzly Bears", "Alice", "library")],
                 [cast("o", []), *PASS], "2007-02-01")
    assert triggered(replay, "Jhoira, Weatherlight Captain") == 0
    assert any("\"historic\" came later than February 2007" in t for t in texts(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_lorescale_coatl_triggers_once_for_each_card_drawn(lookup, rules):
    replay = run(lookup, [obj("coatl", "Lorescale Coatl", "Alice"), obj("div", "Divination", "Alice", "hand"),
                          *(obj(f"i{i}", "Island", "Alice") for i in range(3)), *(obj(f"c{i}", "Grizzly Bears", "Alice", "library") for i in range(3))],
                 [cast("div", ["i0", "i1", "i2"]), *PASS, *PASS, *PASS], rules)
    assert in_play(replay, "coatl")["counters"] == {"+1/+1": 2}
    assert triggered(replay, "Lorescale Coatl") == 2
    assert {"423.2", "410.2"} <= rules_cited(replay) if rules.startswith("2007") else {"121.2", "603.2"} <= rules_cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_fate_unraveler_deals_1_damage_to_the_opponent_who_drew(lookup, rules):
    replay = run(lookup, [obj("hag", "Fate Unraveler", "Bob"), obj("div", "Divination", "Alice", "hand"),
                          *(obj(f"i{i}", "Island", "Alice") for i in range(3)), *(obj(f"c{i}", "Grizzly Bears", "Alice", "library") for i in range(3))],
                 [cast("div", ["i0", "i1", "i2"]), *PASS, *PASS, *PASS], rules)
    assert life(replay, "Alice") == 18 and life(replay, "Bob") == 20


def test_fate_unraveler_ignores_its_controllers_draws(lookup):
    replay = run(lookup, [obj("hag", "Fate Unraveler", "Alice"), obj("div", "Divination", "Alice", "hand"),
                          *(obj(f"i{i}", "Island", "Alice") for i in range(3)), *(obj(f"c{i}", "Grizzly Bears", "Alice", "library") for i in range(3))],
                 [cast("div", ["i0", "i1", "i2"]), *PASS], "2026-06-19")
    assert triggered(replay, "Fate Unraveler") == 0


@pytest.mark.parametrize("rules", EDITIONS)
def test_glaze_fiend_gets_2_2_when_another_artifact_enters(lookup, rules):
    replay = run(lookup, [obj("fiend", "Glaze Fiend", "Alice"), obj("o", "Ornithopter", "Alice", "hand")],
                 [cast("o", []), *PASS, *PASS], rules)
    assert (in_play(replay, "fiend")["power"], in_play(replay, "fiend")["toughness"]) == (2, 3)


def test_glaze_fiend_ignores_an_opponents_artifact_and_a_creature(lookup):
    replay = run(lookup, [obj("fiend", "Glaze Fiend", "Bob"), obj("o", "Ornithopter", "Alice", "hand"),
                          obj("bears", "Grizzly Bears", "Bob", "in_play")],
                 [cast("o", []), *PASS], "2026-06-19")
    assert triggered(replay, "Glaze Fiend") == 0


@pytest.mark.parametrize("spell,lands,power", [("Ornithopter", [], 2), ("Lightning Bolt", ["m"], 1)])
def test_kozileks_sentinel_counts_only_colorless_spells(lookup, spell, lands, power):
    action = cast("x", lands, ["Bob"] if spell == "Lightning Bolt" else None)
    replay = run(lookup, [obj("s", "Kozilek's Sentinel", "Alice"), obj("x", spell, "Alice", "hand"), obj("m", "Mountain", "Alice")],
                 [action, *PASS, *PASS], "2026-06-19")
    assert in_play(replay, "s")["power"] == power


@pytest.mark.parametrize("name", ["Zulaport Cutthroat", "Ambuscade Shaman", "Golgari Germination", "Champion of the Parish",
                                  "Totem Speaker", "Diregraf Captain"])
def test_the_permanent_kind_cards_are_fully_played(pool, name):
    assert pool[name].played, pool[name].definition.get("text_only")


@pytest.mark.parametrize("rules", EDITIONS)
def test_zulaport_cutthroat_triggers_on_its_own_death(lookup, rules):
    replay = run(lookup, [obj("z", "Zulaport Cutthroat", "Alice"), obj("bolt", "Lightning Bolt", "Alice", "hand"), obj("m", "Mountain", "Alice")],
                 [cast("bolt", ["m"], ["z"]), *PASS, *PASS], rules)
    assert (life(replay, "Alice"), life(replay, "Bob")) == (21, 19)
    assert triggered(replay, "Zulaport Cutthroat") == 1


@pytest.mark.parametrize("rules", EDITIONS)
def test_zulaport_cutthroat_triggers_on_another_creature_of_yours_not_an_opponents(lookup, rules):
    objects = [obj("z", "Zulaport Cutthroat", "Alice"), obj("bears", "Grizzly Bears", "Alice"), obj("theirs", "Grizzly Bears", "Bob"),
               obj("b1", "Lightning Bolt", "Alice", "hand"), obj("b2", "Lightning Bolt", "Alice", "hand"),
               obj("m1", "Mountain", "Alice"), obj("m2", "Mountain", "Alice")]
    replay = run(lookup, objects, [cast("b1", ["m1"], ["bears"]), *PASS, *PASS, cast("b2", ["m2"], ["theirs"]), *PASS], rules)
    assert (life(replay, "Alice"), life(replay, "Bob")) == (21, 19)


@pytest.mark.parametrize("rules", EDITIONS)
def test_ambuscade_shaman_pumps_itself_as_it_enters(lookup, rules):
    replay = run(lookup, [obj("orc", "Ambuscade Shaman", "Alice", "hand"), *(obj(f"s{i}", "Swamp", "Alice") for i in range(3))],
                 [cast("orc", ["s0", "s1", "s2"]), *PASS, *PASS], rules)
    shaman = in_play(replay, "orc")
    assert (shaman["power"], shaman["toughness"]) == (4, 4)


def test_ambuscade_shaman_pumps_the_other_creature_that_entered(lookup):
    replay = run(lookup, [obj("orc", "Ambuscade Shaman", "Alice"), obj("bears", "Grizzly Bears", "Alice", "hand"),
                          *(obj(f"f{i}", "Forest", "Alice") for i in range(2))],
                 [cast("bears", ["f0", "f1"]), *PASS, *PASS], "2026-06-19")
    assert (in_play(replay, "bears")["power"], in_play(replay, "orc")["power"]) == (4, 2)


@pytest.mark.parametrize("rules", EDITIONS)
def test_golgari_germination_ignores_a_token_that_dies(lookup, rules):
    objects = [obj("gg", "Golgari Germination", "Alice"), obj("bears", "Grizzly Bears", "Alice"),
               obj("b1", "Lightning Bolt", "Alice", "hand"), obj("b2", "Lightning Bolt", "Alice", "hand"),
               obj("m1", "Mountain", "Alice"), obj("m2", "Mountain", "Alice")]
    replay = run(lookup, objects, [cast("b1", ["m1"], ["bears"]), *PASS, *PASS], rules)
    saprolings = [o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["name"].startswith("Saproling")]
    assert len(saprolings) == 1 and triggered(replay, "Golgari Germination") == 1
    token = saprolings[0]["id"]
    replay = run(lookup, objects, [cast("b1", ["m1"], ["bears"]), *PASS, *PASS, cast("b2", ["m2"], [token]), *PASS], rules)
    assert triggered(replay, "Golgari Germination") == 1  # the Saproling token's death doesn't trigger it


@pytest.mark.parametrize("rules", EDITIONS)
def test_champion_of_the_parish_counts_another_human(lookup, rules):
    replay = run(lookup, [obj("champ", "Champion of the Parish", "Alice"), obj("insp", "Thraben Inspector", "Alice", "hand"),
                          obj("bears", "Grizzly Bears", "Alice", "hand"), obj("p", "Plains", "Alice"),
                          *(obj(f"f{i}", "Forest", "Alice") for i in range(2))],
                 [cast("insp", ["p"]), *PASS, *PASS, *PASS, cast("bears", ["f0", "f1"]), *PASS], rules)
    assert in_play(replay, "champ")["counters"] == {"+1/+1": 1}


def test_totem_speaker_sees_an_opponents_beast(lookup):
    replay = run(lookup, [obj("elf", "Totem Speaker", "Bob"), obj("beast", "Krosan Beast", "Alice", "hand"),
                          *(obj(f"f{i}", "Forest", "Alice") for i in range(4))],
                 [cast("beast", ["f0", "f1", "f2", "f3"]), *PASS, PASS[0], {**PASS[1], "choices": {"elf": {"may": True}}}], "2026-06-19")
    assert life(replay, "Bob") == 23


@pytest.mark.parametrize("rules", EDITIONS)
def test_diregraf_captain_sees_another_zombie_die(lookup, rules):
    objects = [obj("cap1", "Diregraf Captain", "Alice"), obj("cap2", "Diregraf Captain", "Alice"),
               obj("b1", "Lightning Bolt", "Alice", "hand"), obj("m1", "Mountain", "Alice")]
    replay = run(lookup, objects, [cast("b1", ["m1"], ["cap2"]), *PASS, {**PASS[0], "trigger_targets": {"cap1": ["Bob"]}}, *PASS[1:]], rules)
    assert life(replay, "Bob") == 19
    assert triggered(replay, "Diregraf Captain") == 1


@pytest.mark.parametrize("name", ["Hekma Sentinels", "Drannith Healer", "Abyssal Nocturnus"])
def test_the_discard_cards_are_fully_played(pool, name):
    assert pool[name].played, pool[name].definition.get("text_only")


def cycle_disciple(lookup, watcher, rules, owner="Alice"):
    objects = [obj("w", watcher, owner), obj("disciple", "Disciple of Malice", "Alice", "hand"), obj("s0", "Swamp", "Alice"),
               obj("s1", "Swamp", "Alice"), obj("c", "Grizzly Bears", "Alice", "library")]
    return run(lookup, objects, [{"type": "activate_ability", "player": "Alice", "object": "disciple", "ability": 1}, *PASS, *PASS], rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_hekma_sentinels_triggers_once_for_a_card_cycled(lookup, rules):
    replay = cycle_disciple(lookup, "Hekma Sentinels", rules)
    assert triggered(replay, "Hekma Sentinels") == 1
    assert in_play(replay, "w")["power"] == 3
    if rules.startswith("2026"):
        assert {"702.29d", "701.9a"} <= rules_cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_hekma_sentinels_triggers_for_each_card_an_effect_discards(lookup, rules):
    objects = [obj("w", "Hekma Sentinels", "Alice"), obj("rot", "Mind Rot", "Alice", "hand"), obj("f", "Forest", "Alice", "hand"),
               obj("g", "Grizzly Bears", "Alice", "hand"), *(obj(f"s{i}", "Swamp", "Alice") for i in range(3))]
    replay = run(lookup, objects, [cast("rot", ["s0", "s1", "s2"], ["Alice"]), *PASS, *PASS, *PASS], rules)
    assert triggered(replay, "Hekma Sentinels") == 2
    assert (in_play(replay, "w")["power"], in_play(replay, "w")["toughness"]) == (4, 5)


@pytest.mark.parametrize("rules", EDITIONS)
def test_drannith_healer_gains_life_when_you_cycle_another_card(lookup, rules):
    replay = cycle_disciple(lookup, "Drannith Healer", rules)
    assert life(replay, "Alice") == 21
    assert ("502.18a" if rules.startswith("2007") else "702.29a") in rules_cited(replay)  # a plain cycle: typecycling's 702.29f isn't cited


def test_drannith_healer_ignores_a_discard_that_is_no_cycling(lookup):
    objects = [obj("w", "Drannith Healer", "Alice"), obj("rot", "Mind Rot", "Alice", "hand"), obj("f", "Forest", "Alice", "hand"),
               *(obj(f"s{i}", "Swamp", "Alice") for i in range(3))]
    replay = run(lookup, objects, [cast("rot", ["s0", "s1", "s2"], ["Alice"]), *PASS], "2026-06-19")
    assert triggered(replay, "Drannith Healer") == 0


@pytest.mark.parametrize("rules", EDITIONS)
def test_abyssal_nocturnus_grows_when_an_opponent_discards(lookup, rules):
    objects = [obj("w", "Abyssal Nocturnus", "Alice"), obj("rot", "Mind Rot", "Alice", "hand"), obj("f", "Forest", "Bob", "hand"),
               obj("g", "Grizzly Bears", "Bob", "hand"), *(obj(f"s{i}", "Swamp", "Alice") for i in range(3))]
    replay = run(lookup, objects, [cast("rot", ["s0", "s1", "s2"], ["Bob"]), *PASS, *PASS, *PASS], rules)
    assert triggered(replay, "Abyssal Nocturnus") == 2
    assert in_play(replay, "w")["power"] == 6


def test_abyssal_nocturnus_ignores_its_controllers_discards(lookup):
    replay = cycle_disciple(lookup, "Abyssal Nocturnus", "2026-06-19")
    assert triggered(replay, "Abyssal Nocturnus") == 0


@pytest.mark.parametrize("name", ["Thunder Drake", "Kraum, Ludevic's Opus"])
def test_the_second_spell_cards_are_fully_played(pool, name):
    assert pool[name].played, pool[name].definition.get("text_only")


def bolts(lookup, watcher, n, rules, before=0, owner="Alice"):
    objects = [obj("w", watcher, owner), *(obj(f"b{i}", "Lightning Bolt", "Alice", "hand") for i in range(n)),
               *(obj(f"m{i}", "Mountain", "Alice") for i in range(n))]
    actions = []
    for i in range(n):
        actions += [cast(f"b{i}", [f"m{i}"], ["Bob"]), *PASS, *PASS]
    data = scenario(objects, actions, rules=rules)
    if before:
        data["players"][0]["spells_cast_this_turn"] = before
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps), texts(replay)
    return replay


@pytest.mark.parametrize("rules", EDITIONS)
def test_thunder_drake_triggers_on_the_second_spell_only(lookup, rules):
    replay = bolts(lookup, "Thunder Drake", 3, rules)
    assert triggered(replay, "Thunder Drake") == 1
    assert in_play(replay, "w")["counters"] == {"+1/+1": 1}


def test_a_spell_cast_before_the_scenario_counts(lookup):
    replay = bolts(lookup, "Thunder Drake", 1, "2026-06-19", before=1)
    assert in_play(replay, "w")["counters"] == {"+1/+1": 1}


def test_kraum_draws_on_an_opponents_second_spell(lookup):
    objects = [obj("w", "Kraum, Ludevic's Opus", "Bob"), obj("c", "Grizzly Bears", "Bob", "library"),
               *(obj(f"b{i}", "Lightning Bolt", "Alice", "hand") for i in range(2)), *(obj(f"m{i}", "Mountain", "Alice") for i in range(2))]
    actions = [cast("b0", ["m0"], ["Bob"]), *PASS, *PASS, cast("b1", ["m1"], ["Bob"]), *PASS, *PASS]
    replay = run(lookup, objects, actions, "2026-06-19")
    assert [o["id"] for o in replay.final_state["zones"]["Bob"]["hand"]] == ["c"]


@pytest.mark.parametrize("name", ["Skullclamp", "Elephant Guide", "Ichor Wellspring", "Starfield Mystic"])
def test_the_leaving_cards_are_fully_played(pool, name):
    assert pool[name].played, pool[name].definition.get("text_only")


@pytest.mark.parametrize("rules", EDITIONS)
def test_skullclamp_draws_two_when_the_equipped_creature_dies(lookup, rules):
    objects = [{**obj("clamp", "Skullclamp", "Alice"), "attached_to": "lions"}, obj("lions", "Savannah Lions", "Alice"),
               obj("c0", "Grizzly Bears", "Alice", "library"), obj("c1", "Grizzly Bears", "Alice", "library")]
    replay = run(lookup, objects, PASS, rules)  # +1/-1 on a 2/1: it dies as state-based actions are checked
    hand = sorted(o["id"] for o in replay.final_state["zones"]["Alice"]["hand"])
    assert hand == ["c0", "c1"]
    assert triggered(replay, "Skullclamp") == 1


@pytest.mark.parametrize("rules", EDITIONS)
def test_elephant_guide_leaves_an_elephant_behind(lookup, rules):
    objects = [{**obj("guide", "Elephant Guide", "Alice"), "attached_to": "bears"}, obj("bears", "Grizzly Bears", "Alice"),
               obj("terror", "Terror", "Alice", "hand"), obj("s0", "Swamp", "Alice"), obj("s1", "Swamp", "Alice")]
    replay = run(lookup, objects, [cast("terror", ["s0", "s1"], ["bears"]), *PASS, *PASS], rules)
    names = [o["name"] for o in replay.final_state["zones"]["Alice"]["in_play"]]
    assert any(n.startswith("Elephant") for n in names) and "Elephant Guide" not in names


def test_an_equipment_attached_to_another_creature_does_not_trigger(lookup):
    objects = [{**obj("clamp", "Skullclamp", "Alice"), "attached_to": "bears"}, obj("bears", "Grizzly Bears", "Alice"),
               obj("lions", "Savannah Lions", "Alice"), obj("c0", "Grizzly Bears", "Alice", "library"),
               obj("bolt", "Lightning Bolt", "Alice", "hand"), obj("m", "Mountain", "Alice")]
    replay = run(lookup, objects, [cast("bolt", ["m"], ["lions"]), *PASS], "2026-06-19")
    assert triggered(replay, "Skullclamp") == 0


@pytest.mark.parametrize("rules", EDITIONS)
def test_ichor_wellspring_draws_as_it_enters(lookup, rules):
    objects = [obj("well", "Ichor Wellspring", "Alice", "hand"), obj("m0", "Mountain", "Alice"), obj("m1", "Mountain", "Alice"),
               obj("c0", "Grizzly Bears", "Alice", "library")]
    replay = run(lookup, objects, [cast("well", ["m0", "m1"]), *PASS, *PASS], rules)
    assert [o["id"] for o in replay.final_state["zones"]["Alice"]["hand"]] == ["c0"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_starfield_mystic_grows_when_an_enchantment_of_yours_goes_to_the_graveyard(lookup, rules):
    objects = [obj("mystic", "Starfield Mystic", "Alice"), obj("seal", "Seal of Fire", "Alice")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "seal", "ability": 0, "targets": ["Bob"]}, *PASS, *PASS]
    replay = run(lookup, objects, actions, rules)
    assert in_play(replay, "mystic")["counters"] == {"+1/+1": 1}


@pytest.mark.parametrize("name", ["Mentor of the Meek", "Ulvenwald Observer"])
def test_the_power_and_toughness_cards_are_fully_played(pool, name):
    assert pool[name].played, pool[name].definition.get("text_only")


@pytest.mark.parametrize("rules,creature,lands,draws", [("2007-02-01", "Savannah Lions", ["p0"], 1), ("2026-06-19", "Savannah Lions", ["p0"], 1),
                                                        ("2026-06-19", "Hill Giant", ["m0", "m1", "m2", "m3"], 0)])
def test_mentor_of_the_meek_sees_a_creature_with_power_2_or_less(lookup, rules, creature, lands, draws):
    objects = [obj("mentor", "Mentor of the Meek", "Alice"), obj("x", creature, "Alice", "hand"), obj("p0", "Plains", "Alice"),
               obj("p1", "Plains", "Alice"), *(obj(f"m{i}", "Mountain", "Alice") for i in range(4)), obj("c", "Grizzly Bears", "Alice", "library")]
    actions = [cast("x", lands), *PASS, PASS[0], {**PASS[1], "choices": {"mentor": {"may": True}}}]
    replay = run(lookup, objects, actions, rules)
    assert len(replay.final_state["zones"]["Alice"]["hand"]) == draws
    assert triggered(replay, "Mentor of the Meek") == draws


@pytest.mark.parametrize("rules,victim,draws", [("2007-02-01", "Moldgraf Scavenger", 1), ("2026-06-19", "Moldgraf Scavenger", 1),
                                                ("2026-06-19", "Grizzly Bears", 0)])
def test_ulvenwald_observer_sees_a_creature_with_toughness_4_or_greater_die(lookup, rules, victim, draws):
    objects = [obj("obs", "Ulvenwald Observer", "Alice"), obj("v", victim, "Alice"), obj("terror", "Terror", "Alice", "hand"),
               obj("s0", "Swamp", "Alice"), obj("s1", "Swamp", "Alice"), obj("c", "Grizzly Bears", "Alice", "library")]
    replay = run(lookup, objects, [cast("terror", ["s0", "s1"], ["v"]), *PASS, *PASS], rules)
    assert len(replay.final_state["zones"]["Alice"]["hand"]) == draws


@pytest.mark.parametrize("name", ["Bloodbriar", "Mortician Beetle"])
def test_the_sacrifice_cards_are_fully_played(pool, name):
    assert pool[name].played, pool[name].definition.get("text_only")


def seal(lookup, watcher, rules, owner="Alice"):
    objects = [obj("w", watcher, owner), obj("seal", "Seal of Fire", "Alice")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "seal", "ability": 0, "targets": ["Bob"]}, *PASS, *PASS]
    return run(lookup, objects, actions, rules)


@pytest.mark.parametrize("rules,rule", [("2007-02-01", "410.10d"), ("2026-06-19", "603.10a")])
def test_bloodbriar_grows_when_you_sacrifice_another_permanent(lookup, rules, rule):
    replay = seal(lookup, "Bloodbriar", rules)
    assert in_play(replay, "w")["counters"] == {"+1/+1": 1}
    assert rule in rules_cited(replay)


def test_bloodbriar_ignores_an_opponents_sacrifice(lookup):
    replay = seal(lookup, "Bloodbriar", "2026-06-19", owner="Bob")
    assert triggered(replay, "Bloodbriar") == 0


def test_mortician_beetle_ignores_a_noncreature_sacrificed(lookup):
    replay = seal(lookup, "Mortician Beetle", "2026-06-19")
    assert triggered(replay, "Mortician Beetle") == 0


def test_military_intelligence_is_fully_played(pool):
    assert pool["Military Intelligence"].played


@pytest.mark.parametrize("rules,attackers,draws", [("2007-02-01", ["b1", "b2"], 1), ("2026-06-19", ["b1", "b2"], 1), ("2026-06-19", ["b1"], 0)])
def test_military_intelligence_counts_the_attackers(lookup, rules, attackers, draws):
    objects = [obj("mi", "Military Intelligence", "Alice"), obj("b1", "Grizzly Bears", "Alice"), obj("b2", "Grizzly Bears", "Alice"),
               obj("c", "Grizzly Bears", "Alice", "library")]
    actions = [*PASS, {"type": "declare_attackers", "player": "Alice", "attackers": attackers}, *PASS]
    replay = run_scenario(load_scenario(scenario(objects, actions, rules, phase="combat", step="beginning_of_combat"), cards=lookup))
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert len(replay.final_state["zones"]["Alice"]["hand"]) == draws


def test_innocuous_insect_is_fully_played(pool):
    assert pool["Innocuous Insect"].played


@pytest.mark.parametrize("rules,rule", [("2007-02-01", "402.8f"), ("2026-06-19", "113.6k")])
def test_innocuous_insect_draws_as_it_is_cast(lookup, rules, rule):
    objects = [obj("bug", "Innocuous Insect", "Alice", "hand"), *(obj(f"i{i}", "Island", "Alice") for i in range(3)),
               obj("c", "Grizzly Bears", "Alice", "library")]
    replay = run(lookup, objects, [cast("bug", ["i0", "i1", "i2"]), *PASS], rules)
    assert [o["id"] for o in replay.final_state["zones"]["Alice"]["hand"]] == ["c"]  # the trigger resolved; the spell waits
    assert rule in rules_cited(replay)


def test_innocuous_insect_on_the_battlefield_does_not_trigger_on_other_spells(lookup):
    replay = run(lookup, [obj("bug", "Innocuous Insect", "Alice"), obj("bolt", "Lightning Bolt", "Alice", "hand"), obj("m", "Mountain", "Alice"),
                          obj("c", "Grizzly Bears", "Alice", "library")], [cast("bolt", ["m"], ["Bob"]), *PASS], "2026-06-19")
    assert triggered(replay, "Innocuous Insect") == 0


def test_rebound_on_a_creature_stays_text_only():
    assert not compile_card({"name": "Near Miss", "mana_cost": "{2}{W}", "types": ["Creature"], "power": "1", "toughness": "1",
                             "text": "Rebound (If you cast this spell from your hand, exile it as it resolves.)"}).played


@pytest.mark.parametrize("text", [
    "Whenever you cast a black spell, copy that spell.",
    "Whenever a player casts a spell with mana value 4 or greater, that player loses life equal to that spell's mana value.",
    "Whenever you cast a spell with mana value 3 or less, copy it.",  # "or less" is cast_triggers_more.py's; "it" is the spell
    "Whenever you draw a card, that player loses 1 life.",
    "Whenever an opponent draws a card, they lose life equal to the number of cards in their hand.",
    "Whenever another artifact you control enters, put a +1/+1 counter on it.",
    "Whenever you cast a multicolored instant spell, draw a card.",
    "Whenever a nontoken creature you control dies, return it to its owner's hand.",
    "Whenever another Zombie you control dies, exile that card.",
    "Whenever a Creature you control enters, draw a card.",
    "Whenever another Human you control enters, draw a card.",  # the source is no Human: not read
    "Whenever an opponent discards a card, that player loses life equal to that card's mana value.",
    "Whenever you cycle or discard a card, exile it.",
    "Whenever you cycle two cards, draw a card.",
    "Whenever you cast your third spell each turn, draw a card.",
    "Whenever you cast your second spell each turn, copy it.",
    "Whenever an artifact is put into a graveyard from the battlefield, return that card to its owner's hand.",
    "Whenever a creature with power 4 or greater enters, its controller draws a card.",
    "Whenever a creature you control with toughness 2 or less dies, draw a card.",
    "Whenever you sacrifice another creature, exile it.",
    "Whenever you sacrifice a Creature, draw a card.",
    "Whenever you attack with two or more creatures, they gain flying until end of turn.",
    "When you cast this spell, copy it.",
])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{2}", "types": ["Artifact"], "text": text}).played
