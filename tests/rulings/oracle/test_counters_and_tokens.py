"""Counters on a group, counters removed from the permanent itself, tapped creature tokens and
the Blood token (rulings/oracle/counters_and_tokens.py), played from real cards' Oracle text
(counters_and_tokens_cards.json: records copied from the pool): Ridgescale Tusker's "put a +1/+1
counter on each other creature you control", Thalia's Lieutenant's "each other Human you
control", Magmaroth's "remove a -1/-1 counter from this creature", Shadow Summoning's tapped
Spirit tokens and Vampire's Kiss's Blood tokens (2026 111.10g; February 2007 has no predefined
tokens, so there the token's own words are followed and the log says so); and near misses that
stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, log, obj, objects_in, p

CARDS = Path(__file__).parent / "counters_and_tokens_cards.json"
POOL_TOO = True  # names not in CARDS come from the shared sample (conftest.cards)
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)


def play(cards, objects, actions, rules):
    doc = {"format": 1, "rules": rules, "name": "counters and tokens", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def cast(cards, rules, card, lands, others=(), **how):
    objects = [obj("c", card, zone="hand")] + [obj(f"l{i}", land) for i, land in enumerate(lands)] + list(others)
    actions = [{"type": "play_spell", "player": "Alice", "object": "c", **how}, p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    return play(cards, objects, actions, rules)


def test_the_cards_compile(compiled):
    for name in compiled:
        assert compiled[name].played, name


@pytest.mark.parametrize("rules", EDITIONS)
def test_ridgescale_tusker_puts_a_counter_on_each_other_creature_you_control(cards, rules):
    replay = cast(cards, rules, "Ridgescale Tusker", ["Forest"] * 5,
                  [obj("bears", "Grizzly Bears"), obj("elves", "Llanowar Elves"), obj("lions", "Savannah Lions", "Bob")])
    objs = objects_in(replay.final_state)
    assert objs["bears"].get("counters") == {"+1/+1": 1} and objs["elves"].get("counters") == {"+1/+1": 1}, log(replay)
    assert not objs["c"].get("counters") and not objs["lions"].get("counters")
    assert (objs["bears"]["power"], objs["bears"]["toughness"]) == (3, 3)


@pytest.mark.parametrize("rules", EDITIONS)
def test_thalias_lieutenant_counts_only_other_humans(cards, rules):
    replay = cast(cards, rules, "Thalia's Lieutenant", ["Plains"] * 2,
                  [obj("inspector", "Thraben Inspector"), obj("bears", "Grizzly Bears")])
    objs = objects_in(replay.final_state)
    assert objs["inspector"].get("counters") == {"+1/+1": 1}, log(replay)
    assert not objs["bears"].get("counters") and not objs["c"].get("counters")


@pytest.mark.parametrize("rules", EDITIONS)
def test_magmaroth_removes_a_minus_counter_when_a_noncreature_spell_is_cast(cards, rules):
    objects = [obj("magma", "Magmaroth", counters={"-1/-1": 2}), obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    magma = objects_in(replay.final_state)["magma"]
    assert magma["counters"] == {"-1/-1": 1} and (magma["power"], magma["toughness"]) == (4, 4), log(replay)
    assert "1 -1/-1 counter is removed from" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_shadow_summoning_creates_two_tapped_spirit_tokens_with_flying(cards, rules):
    replay = cast(cards, rules, "Shadow Summoning", ["Plains", "Swamp"])
    tokens = [o for o in objects_in(replay.final_state).values() if o.get("token")]
    assert len(tokens) == 2 and all(t["tapped"] and t["zone"] == "in_play" for t in tokens), log(replay)
    assert "2 tapped 1/1 white Spirit creature tokens" in log(replay)


def vampires_kiss(cards, rules):
    return cast(cards, rules, "Vampire's Kiss", ["Swamp", "Swamp"], targets=["Bob"])


def test_vampires_kiss_creates_two_blood_tokens_2026(cards):
    replay = vampires_kiss(cards, R2026)
    blood = [o for o in objects_in(replay.final_state).values() if o.get("token")]
    assert len(blood) == 2 and all(b["zone"] == "in_play" for b in blood), log(replay)
    assert "111.10g" in cited(replay)
    assert [p["life"] for p in replay.final_state["players"]] == [22, 18]


def test_vampires_kiss_under_2007_follows_the_tokens_own_words(cards):
    replay = vampires_kiss(cards, R2007)
    assert "111.10g" not in cited(replay)
    assert "A Blood token" in log(replay), log(replay)
    assert len([o for o in objects_in(replay.final_state).values() if o.get("token")]) == 2


def test_a_blood_token_discards_and_sacrifices_to_draw(cards):
    objects = [obj("c", "Vampire's Kiss", zone="hand"), obj("l0", "Swamp"), obj("l1", "Swamp"), obj("l2", "Swamp"),
               obj("h", "Grizzly Bears", zone="hand"), obj("top", "Shock", zone="library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "c", "targets": ["Bob"]}, p("Alice"), p("Bob"),
               {"type": "activate_ability", "player": "Alice", "object": "blood", "ability": 0, "pay": {"discard": ["h"]}},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, R2026)
    objs = objects_in(replay.final_state)
    assert objs["h"]["zone"] == "graveyard" and objs["top"]["zone"] == "hand", log(replay)
    assert objs.get("blood", {}).get("zone") != "in_play"


def test_near_misses_stay_text_only():
    base = {"name": "Test", "mana_cost": "{2}{G}", "types": ["Creature"], "power": "2", "toughness": "2"}
    for text in ("When this creature enters, put a +1/+1 counter on each other creature you control named Charmed Stray.",
                 "When this creature enters, put a +1/+1 counter on each other creature you control that's a token or a Rabbit.",
                 "When this creature enters, put two +1/+1 counter on each other creature you control.",
                 "When this creature enters, put a +1/+1 counter on each other Squirrels you control.",
                 "Whenever you cast a spell, remove a -1/-1 counter from target creature.",
                 "When this creature enters, create a tapped Blood tokens.",  # (a tapped Blood token is read: tapped_predefined.py)
                 "When this creature enters, create a Blood tokens.",
                 "Creature tokens your opponents control have defender.",
                 "When this creature dies, you may put a -1/-1 counter on target creature for each -1/-1 counter on this creature."):
        assert not compile_card({**base, "text": text}).played, text


@pytest.mark.parametrize("rules", EDITIONS)
def test_ageless_entity_gets_as_many_counters_as_the_life_gained(cards, rules):
    replay = vampires_kiss_with(cards, rules, [obj("entity", "Ageless Entity")])
    entity = objects_in(replay.final_state)["entity"]
    assert entity.get("counters") == {"+1/+1": 2} and (entity["power"], entity["toughness"]) == (6, 6), log(replay)


def vampires_kiss_with(cards, rules, others):
    return cast(cards, rules, "Vampire's Kiss", ["Swamp", "Swamp"], others, targets=["Bob"])


def test_that_many_counters_for_an_opponents_life_gain_stays_text_only():
    base = {"name": "Test", "mana_cost": "{2}{G}", "types": ["Creature"], "power": "2", "toughness": "2"}
    for text in ("Whenever an opponent gains life, put that many +1/+1 counters on this creature.",
                 "Whenever you gain life, put that many -1/-1 counters on this creature."):
        assert not compile_card({**base, "text": text}).played, text


@pytest.mark.parametrize("rules, rule", [(R2007, "419.1b"), (R2026, "614.1c")])
def test_spike_hatcher_enters_with_six_counters(cards, rules, rule):
    objects = [obj("c", "Spike Hatcher", zone="hand")] + [obj(f"l{i}", "Forest") for i in range(7)]
    replay = play(cards, objects, [{"type": "play_spell", "player": "Alice", "object": "c"}, p("Alice"), p("Bob")], rules)
    spike = objects_in(replay.final_state)["c"]
    assert spike["counters"] == {"+1/+1": 6} and (spike["power"], spike["toughness"]) == (6, 6), log(replay)
    assert rule in cited(replay)


MAY = {R2007: "413.2c", R2026: "608.2d"}


def mummy_dies(cards, rules, may):
    objects = [obj("mummy", "Festering Mummy"), obj("shock", "Shock", zone="hand"), obj("m", "Mountain"),
               obj("bears", "Grizzly Bears", "Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["mummy"]}, p("Alice"),
               p("Bob", trigger_targets={"mummy": ["bears"]}), p("Alice"), p("Bob", choices={"mummy": {"may": may}})]
    return play(cards, objects, actions, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_festering_mummy_may_put_a_minus_counter_on_target_creature(cards, rules):
    replay = mummy_dies(cards, rules, True)
    objs = objects_in(replay.final_state)
    assert objs["mummy"]["zone"] == "graveyard" and objs["bears"].get("counters") == {"-1/-1": 1}, log(replay)
    assert (objs["bears"]["power"], objs["bears"]["toughness"]) == (1, 1) and MAY[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_festering_mummy_declined_puts_no_counter(cards, rules):
    replay = mummy_dies(cards, rules, False)
    assert not objects_in(replay.final_state)["bears"].get("counters"), log(replay)


@pytest.mark.parametrize("rules", [R2026])  # embalm is later than February 2007
def test_aven_wind_guide_gives_creature_tokens_you_control_flying_and_vigilance(cards, rules):
    replay = cast(cards, rules, "Raise the Alarm", ["Plains", "Plains"],
                  [obj("aven", "Aven Wind Guide"), obj("bears", "Grizzly Bears")])
    objs = objects_in(replay.final_state)
    tokens = [o for o in objs.values() if o.get("token")]
    assert len(tokens) == 2, log(replay)
    for t in tokens:
        assert {"flying", "vigilance"} <= set(t.get("keywords") or t.get("abilities_now") or ()), t
    assert "flying" not in set(objs["bears"].get("keywords") or ())


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("may", [True, False])
def test_emeria_angel_may_create_a_bird_as_a_land_enters(cards, rules, may):
    objects = [obj("angel", "Emeria Angel"), obj("plains", "Plains", zone="hand")]
    actions = [{"type": "play_land", "player": "Alice", "object": "plains"}, p("Alice"), p("Bob", choices={"angel": {"may": may}})]
    replay = play(cards, objects, actions, rules)
    birds = [o for o in objects_in(replay.final_state).values() if o.get("token")]
    assert len(birds) == (1 if may else 0), log(replay)
    assert MAY[rules] in cited(replay)
    if may:
        assert "flying" in birds[0]["keywords"] and not birds[0]["tapped"]
