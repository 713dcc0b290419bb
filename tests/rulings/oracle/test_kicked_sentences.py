"""Kicked instants and sorceries whose kicked sentence kicked.py didn't read
(rulings/oracle/kicked_sentences.py), played from real cards' Oracle text
(kicked_sentences_cards.json: records copied from the pool): "If this spell was kicked, instead
..." (Colossal Growth, Bold Defense, Primal Growth), "those creatures" / "they" after a sentence
about a group of creatures (Dauntless Unity, Heroic Charge, Marsh Casualties, Savage Offensive),
"If it was kicked, ..." (Cinderclasm) and "it deals 4 damage to each creature without flying and
each player instead" (Breath of Darigaaz, Canopy Surge). The kicked instructions are linked to the
kicker (2007 502.21b; 2026 702.33e); a kicked sentence that adds a target stays text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, pt, zone_of

CARDS = Path(__file__).parent / "kicked_sentences_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
KICKER = {R2007: "502.21a", R2026: "702.33a"}  # the kicker cost paid as the spell is cast
PLAYED = ["Colossal Growth", "Bold Defense", "Primal Growth", "Dauntless Unity", "Heroic Charge", "Marsh Casualties",
          "Savage Offensive", "Cinderclasm", "Breath of Darigaaz", "Canopy Surge"]
#: a kicked sentence with a target of its own (Bloodchief's Thirst, Tear Asunder, Zuko's Conviction's "that card" from a
#: graveyard), "each of those creatures" as targets (Stall for Time), "an additional +2/+2" (Strength of Night), "that
#: permanent or player and the damage can't be prevented" (Urza's Rage), a creature's "If it was kicked" (Desolation Angel),
#: "each creature target player controls phases out" (Galadriel's Dismissal)
NEAR_MISSES = ["Bloodchief's Thirst", "Tear Asunder", "Zuko's Conviction", "Stall for Time", "Strength of Night", "Urza's Rage",
               "Desolation Angel", "Galadriel's Dismissal"]


def play(cards, rules, spell, land, lands, kicked, others=(), targets=(), pay=None, resolve=None):
    """Alice casts `spell` with `lands` lands (a name, or a list of names for `lands` = their number) and it resolves."""
    names = land if isinstance(land, list) else [land] * lands
    objects = [obj("s", spell, zone="hand"), *(obj(f"l{i}", name) for i, name in enumerate(names)), *others]
    cast = {"type": "play_spell", "player": "Alice", "object": "s", "targets": list(targets),
            "mana_abilities": [{"object": f"l{i}"} for i in range(lands)], **({"kicked": True} if kicked else {}),
            **({"pay": pay} if pay else {})}
    actions = [cast, p("Alice"), p("Bob", **({"choices": {"s": resolve}} if resolve else {}))]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "kicked sentences"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def keywords(replay, oid) -> list:
    return objects_in(replay.final_state)[oid]["keywords"]


@pytest.mark.parametrize("name", PLAYED)
def test_kicked_sentence_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_kicked_sentences_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_kicked_colossal_growth_gives_plus_four_trample_and_haste_instead(cards, rules):
    replay = play(cards, rules, "Colossal Growth", ["Forest", "Forest", "Mountain"], 3, True, [obj("bears", "Grizzly Bears")], ["bears"])
    assert pt(replay, "bears") == (6, 6) and {"trample", "haste"} <= set(keywords(replay, "bears")), log(replay)
    assert KICKER[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_unkicked_colossal_growth_gives_plus_three_only(cards, rules):
    replay = play(cards, rules, "Colossal Growth", "Forest", 2, False, [obj("bears", "Grizzly Bears")], ["bears"])
    assert pt(replay, "bears") == (5, 5) and "trample" not in keywords(replay, "bears"), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_kicked_bold_defense_gives_plus_two_and_first_strike_instead(cards, rules):
    replay = play(cards, rules, "Bold Defense", "Plains", 7, True, [obj("bears", "Grizzly Bears"), obj("bob", "Grizzly Bears", owner="Bob")])
    assert pt(replay, "bears") == (4, 4) and "first strike" in keywords(replay, "bears"), log(replay)
    assert pt(replay, "bob") == (2, 2)  # creatures Alice controls only


@pytest.mark.parametrize("rules", EDITIONS)
def test_kicked_primal_growth_finds_up_to_two_basic_lands_after_a_sacrificed_creature(cards, rules):
    others = [obj("bears", "Grizzly Bears"), obj("f1", "Forest", zone="library"), obj("f2", "Forest", zone="library"),
              obj("f3", "Forest", zone="library")]
    replay = play(cards, rules, "Primal Growth", "Forest", 3, True, others, pay={"sacrifice": ["bears"]}, resolve={"cards": ["f1", "f2"]})
    assert (zone_of(replay, "f1"), zone_of(replay, "f2"), zone_of(replay, "f3")) == ("in_play", "in_play", "library"), log(replay)
    assert zone_of(replay, "bears") == "graveyard"


@pytest.mark.parametrize("rules", EDITIONS)
def test_unkicked_primal_growth_finds_one_basic_land(cards, rules):
    others = [obj("f1", "Forest", zone="library"), obj("f2", "Forest", zone="library")]
    replay = play(cards, rules, "Primal Growth", "Forest", 3, False, others, resolve={"cards": ["f1"]})
    assert sorted(map(lambda o: zone_of(replay, o), ("f1", "f2"))) == ["in_play", "library"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("kicked, bears", [(True, (4, 3)), (False, (3, 3))])
def test_dauntless_unity_gives_those_creatures_plus_two_plus_one_instead_if_kicked(cards, rules, kicked, bears):
    replay = play(cards, rules, "Dauntless Unity", "Plains", 4 if kicked else 2, kicked, [obj("bears", "Grizzly Bears")])
    assert pt(replay, "bears") == bears, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("kicked", [True, False])
def test_heroic_charge_gives_those_creatures_trample_too_only_if_kicked(cards, rules, kicked):
    lands = ["Plains"] * 4 + (["Mountain"] * 2 if kicked else [])
    replay = play(cards, rules, "Heroic Charge", lands, len(lands), kicked, [obj("bears", "Grizzly Bears")])
    assert pt(replay, "bears") == (4, 3) and ("trample" in keywords(replay, "bears")) == kicked, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("kicked", [True, False])
def test_marsh_casualties_shrinks_the_target_players_creatures_by_two_instead_if_kicked(cards, rules, kicked):
    others = [obj("bobs", "Grizzly Bears", owner="Bob"), obj("mine", "Grizzly Bears")]
    replay = play(cards, rules, "Marsh Casualties", "Swamp", 5 if kicked else 2, kicked, others, ["Bob"])
    assert zone_of(replay, "bobs") == ("graveyard" if kicked else "in_play"), log(replay)
    if not kicked:
        assert pt(replay, "bobs") == (1, 1)
    assert pt(replay, "mine") == (2, 2)


@pytest.mark.parametrize("rules", EDITIONS)
def test_kicked_savage_offensive_gives_them_first_strike_and_plus_one(cards, rules):
    replay = play(cards, rules, "Savage Offensive", ["Mountain", "Mountain", "Forest"], 3, True, [obj("bears", "Grizzly Bears")])
    assert pt(replay, "bears") == (3, 3) and "first strike" in keywords(replay, "bears"), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_unkicked_savage_offensive_gives_first_strike_only(cards, rules):
    replay = play(cards, rules, "Savage Offensive", "Mountain", 2, False, [obj("bears", "Grizzly Bears")])
    assert pt(replay, "bears") == (2, 2) and "first strike" in keywords(replay, "bears"), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("kicked, giant", [(True, "graveyard"), (False, "in_play")])
def test_cinderclasm_deals_two_to_each_creature_instead_if_it_was_kicked(cards, rules, kicked, giant):
    others = [obj("bears", "Grizzly Bears", owner="Bob"), obj("giant", "Hill Giant", owner="Bob")]
    replay = play(cards, rules, "Cinderclasm", "Mountain", 3 if kicked else 2, kicked, others)
    objs = objects_in(replay.final_state)
    assert zone_of(replay, "giant") == "in_play" and objs["giant"]["damage"] == (2 if kicked else 1), log(replay)
    assert zone_of(replay, "bears") == ("graveyard" if kicked else "in_play")


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("kicked, dealt", [(True, 4), (False, 1)])
def test_breath_of_darigaaz_deals_four_to_each_creature_without_flying_and_each_player_instead_if_kicked(cards, rules, kicked, dealt):
    others = [obj("bears", "Grizzly Bears", owner="Bob"), obj("birds", "Birds of Paradise", owner="Bob")]
    replay = play(cards, rules, "Breath of Darigaaz", "Mountain", 4 if kicked else 2, kicked, others)
    assert life(replay) == {"Alice": 20 - dealt, "Bob": 20 - dealt}, log(replay)
    assert zone_of(replay, "bears") == ("graveyard" if kicked else "in_play") and zone_of(replay, "birds") == "in_play"


@pytest.mark.parametrize("rules", EDITIONS)
def test_kicked_canopy_surge_deals_four_to_each_flyer_and_each_player(cards, rules):
    others = [obj("bears", "Grizzly Bears", owner="Bob"), obj("birds", "Birds of Paradise", owner="Bob")]
    replay = play(cards, rules, "Canopy Surge", "Forest", 4, True, others)
    assert life(replay) == {"Alice": 16, "Bob": 16} and zone_of(replay, "birds") == "graveyard", log(replay)
    assert objects_in(replay.final_state)["bears"].get("damage", 0) == 0
