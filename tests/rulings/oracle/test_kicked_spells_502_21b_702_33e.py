"""Real instants and sorceries whose text says what happens "If this spell was
kicked" (rulings/oracle/kicked.py): the kicked instructions happen only if the
kicker cost was paid (2007 502.21a-b; 2026 702.33a, 702.33e), and with
"instead" the unkicked ones happen only if it wasn't."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import in_main_phase, objects_in

R26, R07 = "2026-06-19", "2007-02-01"
BOTH = [R07, R26]
KICKER = {R07: "502.21a", R26: "702.33a"}


def obj(oid, card, owner="Alice", zone="in_play", **kw):
    return {"id": oid, "card": card, "owner": owner, "zone": zone, **kw}


def mountains(n, name="Mountain"):
    return [obj(f"m{i}", name) for i in range(n)]


def resolved(lookup, objects, cast, rules):
    actions = [{"type": "play_spell", "player": "Alice", **cast}, {"type": "pass_priority", "player": "Alice"},
               {"type": "pass_priority", "player": "Bob"}]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "kicked"), cards=lookup))
    assert not any(s.refused for s in replay.steps), [e.text for s in replay.steps for e in s.events]
    return replay


@pytest.mark.parametrize("name", ["Burst Lightning", "Blink of an Eye", "Explosive Growth"])
def test_kicked_spells_are_fully_played(pool, name):
    assert pool[name].played, pool[name].abilities


@pytest.mark.parametrize("rules", BOTH)
@pytest.mark.parametrize("kicked,life", [(False, 18), (True, 16)])
def test_burst_lightning_deals_four_damage_instead_of_two_only_if_kicked(lookup, rules, kicked, life):
    cast = {"object": "bolt", "targets": ["Bob"], **({"kicked": True} if kicked else {})}
    replay = resolved(lookup, [obj("bolt", "Burst Lightning", zone="hand"), *mountains(5 if kicked else 1)], cast, rules)
    assert replay.final_state["players"][1]["life"] == life
    cast_step = replay.steps[1]
    assert (KICKER[rules] in {c.rule for e in cast_step.events for c in e.citations}) == kicked


@pytest.mark.parametrize("rules", BOTH)
@pytest.mark.parametrize("kicked,power", [(False, 4), (True, 7)])
def test_explosive_growth_gives_plus_five_instead_of_plus_two_when_kicked_never_both(lookup, rules, kicked, power):
    objects = [obj("eg", "Explosive Growth", zone="hand"), obj("bears", "Grizzly Bears"), *mountains(6 if kicked else 1, "Forest")]
    cast = {"object": "eg", "targets": ["bears"], **({"kicked": True} if kicked else {})}
    bears = objects_in(resolved(lookup, objects, cast, rules).final_state)["bears"]
    assert (bears["power"], bears["toughness"]) == (power, power)


@pytest.mark.parametrize("rules", BOTH)
@pytest.mark.parametrize("kicked", [False, True])
def test_blink_of_an_eye_draws_a_card_only_if_kicked(lookup, rules, kicked):
    objects = [obj("blink", "Blink of an Eye", zone="hand"), obj("bears", "Grizzly Bears", "Bob"),
               *mountains(4 if kicked else 2, "Island"), obj("top", "Island", zone="library")]
    cast = {"object": "blink", "targets": ["bears"], **({"kicked": True} if kicked else {})}
    replay = resolved(lookup, objects, cast, rules)
    hand = [o["id"] for o in replay.final_state["zones"]["Alice"]["hand"]]
    assert ("top" in hand) == kicked
    assert [o["id"] for o in replay.final_state["zones"]["Bob"]["hand"]] == ["bears"]


@pytest.mark.parametrize("text", [
    "Destroy target land. If this spell was kicked, destroy another target land.",  # a target only if kicked
    "Create two 1/1 green Saproling creature tokens. If this spell was kicked, create four of those tokens instead.",
    "Untap target creature. If this spell was kicked, draw a card instead.",  # "instead" of another kind of instruction
    "Draw a card. If this spell was kicked, draw two cards. If this spell was kicked, you gain 2 life.",
])
def test_a_kicked_sentence_the_engine_cant_play_exactly_stays_text_only(text):
    record = {"name": "Test Kick", "mana_cost": "{1}{R}", "types": ["Sorcery"], "text": "Kicker {2}\n" + text}
    compiled = compile_card(record)
    assert not compiled.played and compiled.definition["text_only"] == [text]


@pytest.mark.parametrize("text", [
    "When this creature enters, if it was kicked twice, draw a card.",  # multikicker's count
    "As this creature enters, if it was kicked, draw a card.",
    "When this creature enters, draw a card. If this creature was kicked, draw two cards instead.",  # the trigger's own "kicked"
])
def test_a_permanents_kicked_wording_the_engine_cant_play_stays_text_only(text):
    record = {"name": "Test Beast", "mana_cost": "{2}{G}", "types": ["Creature"], "power": "2", "toughness": "2",
              "text": "Kicker {2}\n" + text}
    compiled = compile_card(record)
    assert not compiled.played and compiled.definition["text_only"] == [text]


# --- "When this creature enters, if it was kicked, ..." -------------------------------------------------------
def mosquito(lookup, kicked, rules):
    objects = [obj("mosq", "Heartstabber Mosquito", zone="hand"), obj("bears", "Grizzly Bears", "Bob"),
               *mountains(7 if kicked else 4, "Swamp")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "mosq", **({"kicked": True} if kicked else {})},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    if kicked:  # the trigger goes on the stack; it resolves when both pass again
        actions += [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    data = in_main_phase(objects, actions, rules, "kicked")
    if kicked:
        data["actions"][2]["trigger_targets"] = {"mosq": ["bears"]}
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(s.refused for s in replay.steps), [e.text for s in replay.steps for e in s.events]
    return replay


@pytest.mark.parametrize("name", ["Heartstabber Mosquito", "Bubble Snare"])
def test_permanents_with_an_enters_if_kicked_ability_are_fully_played(pool, name):
    assert pool[name].played, pool[name].abilities


@pytest.mark.parametrize("rules", BOTH)
def test_a_kicked_heartstabber_mosquito_destroys_target_creature_as_it_enters(lookup, rules):
    replay = mosquito(lookup, True, rules)
    assert "bears" in [o["id"] for o in replay.final_state["zones"]["Bob"]["graveyard"]]
    still = [e for s in replay.steps for e in s.events if e.text == "The condition (it was kicked) is still true."]
    assert still and {c.concept for c in still[0].citations} == {"intervening_if"}


@pytest.mark.parametrize("rules", BOTH)
def test_an_unkicked_heartstabber_mosquito_doesnt_trigger(lookup, rules):
    replay = mosquito(lookup, False, rules)
    assert "bears" in [o["id"] for o in replay.final_state["zones"]["Bob"]["in_play"]]
    assert any("does not trigger: the condition (it was kicked) is false" in e.text for s in replay.steps for e in s.events)


# --- kicker and buyback costs that aren't mana ---------------------------------------------------------------
@pytest.mark.parametrize("name", ["Vicious Offering", "Pegasus Stampede"])
def test_cards_whose_kicker_or_buyback_sacrifices_are_fully_played(pool, name):
    assert pool[name].played, pool[name].abilities


@pytest.mark.parametrize("rules", BOTH)
def test_vicious_offering_kicked_by_sacrificing_a_creature_gives_minus_five(lookup, rules):
    objects = [obj("vo", "Vicious Offering", zone="hand"), obj("fodder", "Grizzly Bears"), obj("big", "Hill Giant", "Bob"),
               *mountains(2, "Swamp")]
    replay = resolved(lookup, objects, {"object": "vo", "targets": ["big"], "kicked": True, "pay": {"sacrifice": ["fodder"]}}, rules)
    assert "fodder" in [o["id"] for o in replay.final_state["zones"]["Alice"]["graveyard"]]
    assert "big" in [o["id"] for o in replay.final_state["zones"]["Bob"]["graveyard"]]  # a 3/3 given -5/-5 (-2/-2 would not kill it)
    assert any("the kicker cost sacrifice a creature is added" in c.reason for e in replay.steps[1].events for c in e.citations)


def test_vicious_offering_kicked_without_a_creature_to_sacrifice_is_refused(lookup):
    objects = [obj("vo", "Vicious Offering", zone="hand"), obj("big", "Hill Giant", "Bob"), *mountains(2, "Swamp")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "vo", "targets": ["big"], "kicked": True}]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, R26, "kicked"), cards=lookup))
    assert replay.steps[-1].refused and "none was chosen" in " ".join(e.text for e in replay.steps[-1].events)


@pytest.mark.parametrize("rules", BOTH)
def test_pegasus_stampede_bought_back_by_sacrificing_a_land_returns_to_its_owners_hand(lookup, rules):
    objects = [obj("ps", "Pegasus Stampede", zone="hand"), *mountains(3, "Plains")]
    replay = resolved(lookup, objects, {"object": "ps", "pay": {"buyback": True, "sacrifice": ["m2"]},
                                        "mana_abilities": [{"object": "m0"}, {"object": "m1"}]}, rules)
    assert "ps" in [o["id"] for o in replay.final_state["zones"]["Alice"]["hand"]]
    assert "m2" in [o["id"] for o in replay.final_state["zones"]["Alice"]["graveyard"]]


# --- multikicker (2026 702.33c) --------------------------------------------------------------------------------
def hawks(lookup, kicked, plains, rules=R26):
    objects = [obj("hawks", "Apex Hawks", zone="hand"), *mountains(plains, "Plains")]
    cast = {"type": "play_spell", "player": "Alice", "object": "hawks", **({"kicked": kicked} if kicked else {})}
    actions = [cast, {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "kicked"), cards=lookup))


def test_apex_hawks_is_fully_played(pool):
    assert pool["Apex Hawks"].played, pool["Apex Hawks"].abilities


@pytest.mark.parametrize("times", [2, 3])
def test_apex_hawks_kicked_n_times_enters_with_n_counters(lookup, times):
    replay = hawks(lookup, times, 3 + 2 * times)
    assert not any(s.refused for s in replay.steps), [e.text for s in replay.steps for e in s.events]
    assert objects_in(replay.final_state)["hawks"]["counters"] == {"+1/+1": times}
    assert "702.33c" in {c.rule for e in replay.steps[1].events for c in e.citations}


def test_apex_hawks_kicked_more_times_than_its_caster_can_pay_is_refused(lookup):
    assert hawks(lookup, 3, 8).steps[1].refused  # {2}{W} + 3 x {1}{W} = 9 mana


def test_apex_hawks_unkicked_has_no_counter(lookup):
    replay = hawks(lookup, None, 3, R07)
    assert not objects_in(replay.final_state)["hawks"].get("counters")
    assert any("has multikicker, a keyword those rules do not have" in e.text for s in replay.steps for e in s.events)


def test_multikicker_is_refused_under_the_2007_rules(lookup):
    replay = hawks(lookup, 1, 5, R07)
    assert replay.steps[1].refused
    assert "multikicker is later than February 2007" in " ".join(e.text for e in replay.steps[1].events)


def test_a_number_of_kicks_for_a_spell_without_multikicker_is_refused(lookup):
    objects = [obj("bolt", "Burst Lightning", zone="hand"), *mountains(9)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"], "kicked": 2}]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, R26, "kicked"), cards=lookup))
    assert replay.steps[-1].refused and "no multikicker" in " ".join(e.text for e in replay.steps[-1].events)
