"""Choices made as a spell resolves, not targets (rulings/oracle/choices_more.py), played from real
cards' Oracle text (choices_more_cards.json: records copied from the pool): Imperial Edict's "Target
opponent chooses a creature they control. Destroy that creature", By Invitation Only's "Choose a
number between 0 and 13. Each player sacrifices that many creatures of their choice", My Deck is
About a Seven's "... deals that much damage to target creature" (2007 413.2c; 2026 608.2d); and the
near misses that stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, obj, objects_in, p, texts

CARDS = Path(__file__).parent / "choices_more_cards.json"
POOL_TOO = True  # Grizzly Bears, Hill Giant, Llanowar Elves: the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
CHOICE = {R2007: "413.2c", R2026: "608.2d"}
APNAP = {R2007: "103.4", R2026: "101.4"}
BLOCKING = {R2007: "309.2a", R2026: "509.1b"}
LAYER_4 = {R2007: "418.5a", R2026: "613.1d"}
REPLACES = {R2007: "212.1b", R2026: "205.1a"}


@pytest.mark.parametrize("name, effect", [
    ("Imperial Edict", [{"do": "player_chooses_permanent", "player": "target:0", "chosen": "creature"}, {"do": "destroy", "what": "it"}]),
    ("By Invitation Only", [{"do": "choose_number", "min": 0, "max": 13},
                            {"do": "players_sacrifice", "players": "each_player", "count": {"count": "chosen_number"}}]),
    ("My Deck is About a Seven", [{"do": "choose_number", "min": 6, "max": 8},
                                  {"do": "damage", "amount": {"count": "chosen_number"}, "to": "target:0"}]),
])
def test_the_spells_are_fully_played(compiled, name, effect):
    assert compiled[name].played, compiled[name].why_not
    assert compiled[name].definition["effect"] == effect


@pytest.mark.parametrize("name", ["Goblin War Cry", "Eunuchs' Intrigues"])
def test_the_war_cries_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not
    assert compiled[name].definition["effect"] == [{"do": "player_chooses_permanent", "player": "target:0", "chosen": "creature"},
                                                   {"do": "others_cant_block_this_turn", "player": "target:0"}]


def test_wei_assassins_enters_trigger_is_the_same_choice(compiled):
    c = compiled["Wei Assassins"]
    assert c.played, c.why_not
    assert c.definition["abilities"][0]["targets"] == ["opponent"]
    assert c.definition["abilities"][0]["effect"] == compiled["Imperial Edict"].definition["effect"]


def _cast(cards, rules, card, lands, more, choices=None, targets=(), then=()):
    objects = [obj("spell", card, "Alice", "hand"), *[obj(f"l{i}", land) for i, land in enumerate(lands)],
               obj("bears", "Grizzly Bears", "Bob"), obj("giant", "Hill Giant", "Bob"), *more]
    actions = [{"type": "play_spell", "player": "Alice", "object": "spell", "targets": list(targets),
                "mana_abilities": [{"object": f"l{i}"} for i in range(len(lands))]},
               p("Alice"), p("Bob", **({"choices": {"spell": choices}} if choices is not None else {})), *then]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "choices"), cards=cards))


def zone(replay, oid):
    return next((z for zones in replay.final_state["zones"].values() for z, objs in zones.items() if any(o["id"] == oid for o in objs)), None)


@pytest.fixture
def edict(cards):
    return lambda rules, choices=None, more=(): _cast(cards, rules, "Imperial Edict", ["Swamp", "Swamp"], list(more), choices, ["Bob"])


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_imperial_edict_destroys_the_creature_the_opponent_chooses(edict, rules):
    replay = edict(rules, {"chosen_permanent": "bears"})
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert zone(replay, "bears") == "graveyard" and zone(replay, "giant") == "in_play"
    assert "Bob chooses Grizzly Bears." in texts(replay)
    assert CHOICE[rules] in cited(replay)


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_imperial_edict_without_a_choice_takes_the_stated_default(edict, rules):
    replay = edict(rules)
    assert zone(replay, "giant") == "graveyard" and zone(replay, "bears") == "in_play"
    came = "came into play" if rules == R2007 else "entered the battlefield"
    assert any(f"(no choice was given: the default, the creature they control that {came} last)" in t for t in texts(replay))


def test_imperial_edict_refuses_a_creature_the_opponent_doesnt_control(edict):
    replay = edict(R2026, {"chosen_permanent": "elves"}, [obj("elves", "Llanowar Elves")])
    assert replay.steps[-1].refused
    assert zone(replay, "bears") == "in_play" and zone(replay, "giant") == "in_play" and zone(replay, "elves") == "in_play"
    assert any("Bob must choose a creature they control" in t for t in texts(replay))


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_a_creature_with_protection_from_black_can_still_be_chosen_and_destroyed(edict, rules):
    """A choice is not a target (2007 415.1; 2026 115.1: only the word "target" makes one), and
    destroying is neither damage, enchanting, blocking nor targeting: protection stops none of it."""
    centaur = obj("centaur", "Phantom Centaur", "Bob", counters={"+1/+1": 3})
    replay = edict(rules, {"chosen_permanent": "centaur"}, [centaur])
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert zone(replay, "centaur") == "graveyard" and zone(replay, "bears") == "in_play"


def _war_cry_then_block(cards, rules, blocker):
    """Goblin War Cry resolves (Bob chooses his Grizzly Bears), then Alice's Llanowar Elves attack and Bob blocks with `blocker`."""
    then = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
            {"type": "declare_attackers", "player": "Alice", "attackers": ["elves"]},
            {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
            {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": blocker, "attacker": "elves"}]}]
    return _cast(cards, rules, "Goblin War Cry", ["Mountain"] * 3, [obj("elves", "Llanowar Elves")], {"chosen_permanent": "bears"},
                 ["Bob"], then)


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_goblin_war_cry_the_chosen_creature_may_block(cards, rules):
    replay = _war_cry_then_block(cards, rules, "bears")
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert "Creatures Bob controls but Grizzly Bears can't block this turn." in texts(replay)
    assert {CHOICE[rules], BLOCKING[rules]} <= cited(replay)


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_goblin_war_cry_the_other_creatures_cant_block(cards, rules):
    replay = _war_cry_then_block(cards, rules, "giant")
    assert replay.steps[-1].refused
    assert any("other than the one chosen can't block this turn" in t for t in texts(replay)), texts(replay)
    assert BLOCKING[rules] in cited(replay)


@pytest.fixture
def invitation(cards):
    return lambda rules, choices: _cast(cards, rules, "By Invitation Only", ["Plains"] * 5, [obj("elves", "Llanowar Elves")], choices)


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_by_invitation_only_each_player_sacrifices_the_chosen_number(invitation, rules):
    replay = invitation(rules, {"chosen_number": 1, "sacrifices": {"Bob": "bears"}})
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert "Alice chooses the number 1 for By Invitation Only." in texts(replay)
    assert zone(replay, "elves") == "graveyard" and zone(replay, "bears") == "graveyard" and zone(replay, "giant") == "in_play"
    assert {CHOICE[rules], APNAP[rules]} <= cited(replay)


@pytest.mark.parametrize("number, left", [(0, {"elves", "bears", "giant"}), (13, set())])
def test_by_invitation_only_zero_sacrifices_nothing_and_more_than_they_have_sacrifices_all(invitation, number, left):
    replay = invitation(R2026, {"chosen_number": number})
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert {o for o in ("elves", "bears", "giant") if zone(replay, o) == "in_play"} == left


def test_by_invitation_only_refuses_a_number_outside_its_bounds(invitation):
    replay = invitation(R2026, {"chosen_number": 14})
    assert replay.steps[-1].refused
    assert any("chooses a number between 0 and 13, not 14" in t for t in texts(replay))


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_my_deck_is_about_a_seven_deals_the_chosen_number_of_damage(cards, rules):
    replay = _cast(cards, rules, "My Deck is About a Seven", ["Mountain"] * 4, [], {"chosen_number": 6}, ["giant"])
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert any("deals 6 damage to Hill Giant" in t for t in texts(replay)), texts(replay)
    assert zone(replay, "giant") == "graveyard"


@pytest.mark.parametrize("name", ["Mistform Mutant", "Imagecrafter", "Unnatural Selection"])
def test_the_wall_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not
    ability = compiled[name].definition["abilities"][-1]
    assert ability["targets"] == ["creature"]
    assert ability["effect"] == [{"do": "choose_value", "kind": "creature_type", "other_than": "Wall"},
                                 {"do": "becomes_chosen_creature_type", "until": "end_of_turn", "to": "target:0"}]


def _mutant(cards, rules, creature_type):
    objects = [obj("mutant", "Mistform Mutant"), obj("i0", "Island"), obj("i1", "Island"), obj("bears", "Grizzly Bears", "Bob")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "mutant", "ability": 0, "targets": ["bears"],
                "mana_abilities": [{"object": "i0"}, {"object": "i1"}]},
               p("Alice"), p("Bob", choices={"mutant": {"creature_type": creature_type}})]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "choices"), cards=cards))


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_mistform_mutant_the_target_becomes_the_chosen_type_only(cards, rules):
    replay = _mutant(cards, rules, "Goblin")
    assert not any(st.refused for st in replay.steps), texts(replay)
    bears = objects_in(replay.final_state)["bears"]
    assert (bears["types"], bears["subtypes"]) == (["Creature"], ["Goblin"])
    assert "Grizzly Bears becomes the chosen creature type, Goblin, until end of turn: its other creature types go." in texts(replay)
    assert {CHOICE[rules], LAYER_4[rules], REPLACES[rules]} <= cited(replay)


def test_mistform_mutant_refuses_wall(cards):
    replay = _mutant(cards, R2026, "Wall")
    assert replay.steps[-1].refused
    assert objects_in(replay.final_state)["bears"]["subtypes"] == ["Bear"]
    assert any("chosen other than Wall" in t for t in texts(replay))


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_standardize_every_creature_becomes_the_chosen_type(cards, rules):
    replay = _cast(cards, rules, "Standardize", ["Island", "Island"], [obj("elves", "Llanowar Elves")], {"creature_type": "Sliver"})
    assert not any(st.refused for st in replay.steps), texts(replay)
    found = objects_in(replay.final_state)
    assert {oid: found[oid]["subtypes"] for oid in ("bears", "giant", "elves")} == {"bears": ["Sliver"], "giant": ["Sliver"], "elves": ["Sliver"]}


@pytest.mark.parametrize("name, chooser, for_other", [
    ("Incriminate", "their_controller", None),
    ("Barrin's Spite", "their_controller", [{"do": "return_to_hand", "what": "it"}]),
    ("Retribution", "their_controller", [{"do": "put_counters", "counter": "-1/-1", "amount": 1, "to": "it"}]),
    ("Cannibalize", "you", [{"do": "put_counters", "counter": "+1/+1", "amount": 2, "to": "it"}]),
    ("Trial of Agony", "their_controller", [{"do": "cant_block", "to": "it"}]),
])
def test_the_two_targets_of_one_player_are_fully_played(compiled, name, chooser, for_other):
    c = compiled[name]
    assert c.played, c.why_not
    assert len(c.definition["targets"]) == 2 and all(t["same_controller"] and t["distinct"] for t in c.definition["targets"])
    step = c.definition["effect"][0]
    assert (step["chooser"], step.get("for_other")) == (chooser, for_other)


def _spite(cards, rules, targets, choices=None, card="Barrin's Spite", lands=("Island", "Island", "Swamp", "Swamp")):
    return _cast(cards, rules, card, list(lands), [obj("elves", "Llanowar Elves")], choices, targets)


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_barrins_spite_their_controller_sacrifices_the_one_they_choose_and_the_other_returns(cards, rules):
    replay = _spite(cards, rules, ["bears", "giant"], {"chosen_one": "giant"})
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert zone(replay, "giant") == "graveyard" and zone(replay, "bears") == "hand"
    assert "Bob chooses Hill Giant." in texts(replay)
    assert CHOICE[rules] in cited(replay)


def test_barrins_spite_refuses_targets_of_two_players(cards):
    replay = _spite(cards, R2026, ["bears", "elves"])
    assert replay.steps[1].refused
    assert any("the targets must be controlled by the same player" in t for t in texts(replay))
    assert zone(replay, "bears") == "in_play" and zone(replay, "elves") == "in_play"


def test_barrins_spite_refuses_a_choice_that_is_not_one_of_its_targets(cards):
    replay = _spite(cards, R2026, ["bears", "giant"], {"chosen_one": "elves"})
    assert replay.steps[-1].refused
    assert zone(replay, "bears") == "in_play" and zone(replay, "giant") == "in_play"


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_cannibalize_without_a_choice_exiles_the_first_target_and_counters_go_on_the_other(cards, rules):
    replay = _spite(cards, rules, ["bears", "giant"], card="Cannibalize", lands=("Swamp", "Swamp"))
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert zone(replay, "bears") == "removed_from_game"  # the state's name of the zone under both editions (2026's exile)
    assert objects_in(replay.final_state)["giant"]["counters"] == {"+1/+1": 2}
    assert "Alice chooses Grizzly Bears (no choice was given: the default, the first target)." in texts(replay)


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_trial_of_agony_deals_5_damage_to_the_chosen_one_and_the_other_cant_block(cards, rules):
    replay = _spite(cards, rules, ["bears", "giant"], {"chosen_one": "giant"}, card="Trial of Agony", lands=("Mountain",))
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert zone(replay, "giant") == "graveyard" and zone(replay, "bears") == "in_play"
    assert any("deals 5 damage to Hill Giant" in t for t in texts(replay)), texts(replay)
    assert any("Grizzly Bears can't block this turn" in t for t in texts(replay)), texts(replay)


def test_retribution_targets_only_an_opponents_creatures(cards):
    replay = _spite(cards, R2026, ["elves", "elves"], card="Retribution", lands=("Mountain",) * 4)
    assert replay.steps[1].refused


@pytest.mark.parametrize("name", ["Sandstone Oracle", "Slithermuse"])
def test_the_difference_cards_are_fully_played(compiled, name):
    c = compiled[name]
    assert c.played, c.why_not
    assert [a["effect"] for a in c.definition["abilities"] if a["kind"] == "triggered"] == \
        [[{"do": "choose_player", "among": "opponent"}, {"do": "draw_the_difference"}]]


def _oracle(cards, rules, bobs_hand, choices=None):
    """Sandstone Oracle enters for Alice (empty hand but for it); Bob holds `bobs_hand` cards; its trigger resolves."""
    more = [*[obj(f"h{i}", "Swamp", "Bob", "hand") for i in range(bobs_hand)], *[obj(f"d{i}", "Swamp", "Alice", "library") for i in range(6)]]
    last = p("Bob", **({"choices": {"spell": choices}} if choices is not None else {}))
    return _cast(cards, rules, "Sandstone Oracle", ["Swamp"] * 7, more, then=[p("Alice"), last])


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_sandstone_oracle_draws_the_difference_with_the_chosen_opponent(cards, rules):
    replay = _oracle(cards, rules, 4, {"chosen_player": "Bob"})
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert "Alice chooses Bob." in texts(replay)
    assert len(replay.final_state["zones"]["Alice"]["hand"]) == 4
    assert CHOICE[rules] in cited(replay)


@pytest.mark.parametrize("bobs_hand, drawn", [(0, 0), (2, 2)])
def test_sandstone_oracle_without_a_choice_takes_the_next_opponent(cards, bobs_hand, drawn):
    replay = _oracle(cards, R2026, bobs_hand)
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert "Alice chooses Bob (no choice was given: the default, the next opponent in turn order)." in texts(replay)
    assert len(replay.final_state["zones"]["Alice"]["hand"]) == drawn


def test_sandstone_oracle_refuses_choosing_its_controller(cards):
    replay = _oracle(cards, R2026, 3, {"chosen_player": "Alice"})
    assert replay.steps[-1].refused


def test_divine_reckoning_is_fully_played(compiled):
    c = compiled["Divine Reckoning"]
    assert c.played, c.why_not
    assert c.definition["effect"] == [{"do": "players_choose_permanents", "players": "each_player", "chosen": "creature"},
                                      {"do": "destroy_the_rest", "chosen": "creature"}]


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_divine_reckoning_each_player_keeps_the_creature_they_choose(cards, rules):
    more = [obj("elves", "Llanowar Elves"), obj("angel", "Serra Angel")]
    replay = _cast(cards, rules, "Divine Reckoning", ["Plains"] * 4, more, {"chosen_permanents": {"Alice": "elves", "Bob": "bears"}})
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert {o: zone(replay, o) for o in ("elves", "angel", "bears", "giant")} == \
        {"elves": "in_play", "angel": "graveyard", "bears": "in_play", "giant": "graveyard"}
    assert {CHOICE[rules], APNAP[rules]} <= cited(replay)


def test_divine_reckoning_refuses_a_creature_the_player_doesnt_control(cards):
    replay = _cast(cards, R2026, "Divine Reckoning", ["Plains"] * 4, [obj("elves", "Llanowar Elves")],
                   {"chosen_permanents": {"Alice": "bears"}})
    assert replay.steps[-1].refused
    assert zone(replay, "giant") == "in_play"


def _played(text):
    return compile_card({"name": "Zzq", "types": ["Sorcery"], "mana_cost": "{1}", "text": text, "supertypes": [],
                         "subtypes": [], "layout": "normal"}).played


@pytest.mark.parametrize("text", [
    "Choose a number. Each player sacrifices that many creatures of their choice.",  # no bounds
    "Choose a number between 0 and 13. Each player sacrifices that many lands of their choice.",
    "Choose a number between 0 and 10. Destroy all creatures with power greater than or equal to the chosen number.",
    "Target opponent chooses a creature they control at random. Destroy that creature.",
    "Target opponent chooses a creature they control. Other creatures they control can't attack this turn.",
    "Other creatures they control can't block this turn.",
    "Target opponent chooses a creature they control. Tap that creature.",
    "Target opponent chooses an artifact they control. Destroy that artifact.",
    "Draw a card. Target opponent chooses a creature they control. Destroy that creature.",  # not first: stays text only
    "Choose a creature type other than Elf. Target creature becomes that type until end of turn.",
    "Choose two target creatures controlled by the same player. Destroy one of them.",
    "Choose an opponent. If that player has more cards in hand than you, draw a card.",
    "Draw a card. Choose an opponent. If that player has more cards in hand than you, draw cards equal to the difference.",
    "If that player has more cards in hand than you, draw cards equal to the difference.",
    "Each player chooses a creature they control. Exile the rest.",
    "Destroy the rest.",
    "Choose two target creatures. That player sacrifices one of them of their choice.",
    "Choose two target creatures controlled by the same player. Return the other to its owner's hand.",
    "Target creature gets +1/+1 until end of turn. That player sacrifices one of them of their choice.",
    "Choose a color. Target creature becomes that type until end of turn.",
    "Choose a creature type other than Wall. Target creature becomes that type.",  # no duration
    "Choose a creature type other than Wall. Each land becomes that type until end of turn.",
])
def test_near_misses_stay_text_only(text):
    assert not _played(text)
