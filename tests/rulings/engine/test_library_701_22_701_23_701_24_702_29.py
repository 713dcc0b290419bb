"""The library as an ordered zone that effects use: scry (2007 502.36a; 2026
701.22a), surveil (701.25a), mill (701.17), search (701.23), shuffle (701.24),
and an ability activated from the hand with "Discard this card" as its cost
(cycling: 502.18a / 702.29a)."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import act, make, obj, pass_, rules_of, zone_ids


def spell(name, effect):
    return {"name": name, "mana_cost": "{0}", "types": ["Sorcery"], "effect": effect, "text": name}


def library(*names, owner="Alice"):
    """A library listed top card first; each card's id is its name, lowercased."""
    return [obj(n.lower().replace(" ", "_"), n, owner, zone="library") for n in names]


CARDS = ("Grizzly Bears", "Hill Giant", "Forest", "Island", "Plains")


def cast_with(oid, choices=None, player="Alice"):
    extra = {"choices": choices} if choices is not None else {}
    return [act("play_spell", player, object=oid), pass_("Alice"), {**pass_("Bob"), **extra}]


def run(data, rules="2026-06-19"):
    return run_scenario(load_scenario({**data, "rules": rules}))


def top_first(replay, player="Alice"):
    return zone_ids(replay.steps[-1].state, player, "library")[::-1]


def cites(replay):
    return {(c.rule, c.concept) for st in replay.steps for c in st.citations}


def log(replay):
    return "\n".join(e.text for st in replay.steps for e in st.events)


SCRY_2 = spell("Scry Two", [{"do": "scry", "amount": 2}])


@pytest.mark.parametrize("rules, number", [("2007-02-01", "502.36a"), ("2026-06-19", "701.22a")])
def test_scry_puts_the_named_cards_on_the_bottom_in_order_and_the_rest_on_top(rules, number):
    data = make([obj("scry", SCRY_2, zone="hand"), *library(*CARDS)],
                cast_with("scry", {"scry": {"cards": ["grizzly_bears"]}}))
    r = run(data, rules)
    assert top_first(r) == ["hill_giant", "forest", "island", "plains", "grizzly_bears"]
    assert (number, "scry") in cites(r)


def test_scry_top_orders_the_cards_put_back_on_top():
    data = make([obj("scry", SCRY_2, zone="hand"), *library(*CARDS)],
                cast_with("scry", {"scry": {"cards": [], "top": ["hill_giant", "grizzly_bears"]}}))
    r = run(data)
    assert top_first(r) == ["hill_giant", "grizzly_bears", "forest", "island", "plains"]
    assert ("401.4", "library_order_arranged") in cites(r)


def test_scry_without_a_choice_leaves_the_cards_on_top_and_says_so():
    r = run(make([obj("scry", SCRY_2, zone="hand"), *library(*CARDS)], cast_with("scry")))
    assert top_first(r) == ["grizzly_bears", "hill_giant", "forest", "island", "plains"]
    assert "(no choice was given: they stay on top in their order)" in log(r)


def test_a_scry_choice_naming_a_card_not_looked_at_refuses_the_action_naming_the_field():
    r = run(make([obj("scry", SCRY_2, zone="hand"), *library(*CARDS)], cast_with("scry", {"scry": {"cards": ["plains"]}})))
    assert r.steps[-1].refused
    assert "choices.scry.cards names plains, which is not among the top 2 cards" in log(r)


def test_a_scry_top_order_that_misses_a_card_is_refused_naming_the_field():
    r = run(make([obj("scry", SCRY_2, zone="hand"), *library(*CARDS)], cast_with("scry", {"scry": {"top": ["hill_giant"]}})))
    assert r.steps[-1].refused
    assert "choices.scry.top must name each card put back on top once" in log(r)


def test_701_22b_scry_0_is_no_scry_event():
    zero = spell("Scry Zero", [{"do": "scry", "amount": 0}])
    r = run(make([obj("scry", zero, zone="hand"), *library(*CARDS)], cast_with("scry")))
    assert ("701.22b", "scry_zero") in cites(r)


def test_701_25a_surveil_puts_the_named_cards_into_the_graveyard():
    surveil = spell("Surveil Two", [{"do": "surveil", "amount": 2}])
    r = run(make([obj("surveil", surveil, zone="hand"), *library(*CARDS)], cast_with("surveil", {"surveil": {"cards": ["hill_giant"]}})))
    assert top_first(r) == ["grizzly_bears", "forest", "island", "plains"]
    assert zone_ids(r.steps[-1].state, "Alice", "graveyard") == ["hill_giant", "surveil"]
    assert ("701.25a", "surveil") in cites(r)


@pytest.mark.parametrize("rules", ["2007-02-01", "2026-06-19"])
def test_701_17_mill_moves_the_top_cards_in_order_and_as_many_as_there_are(rules):
    mill = spell("Mill Nine", [{"do": "mill", "amount": 9}])
    r = run(make([obj("mill", mill, zone="hand"), *library(*CARDS)], cast_with("mill")), rules)
    assert top_first(r) == []
    assert zone_ids(r.steps[-1].state, "Alice", "graveyard")[:5] == ["grizzly_bears", "hill_giant", "forest", "island", "plains"]
    if rules == "2026-06-19":
        assert {("701.17a", "mill"), ("701.17b", "mill_as_many_as_possible")} <= cites(r)
    else:
        assert "Alice puts the top 9 cards of their library into their graveyard" in log(r)


SEARCH_TWO = spell("Two Lands", [{"do": "search_library", "for": {"supertypes": ["Basic"], "types": ["Land"]}, "count": 2,
                                  "into": "in_play", "tapped": True}, {"do": "shuffle_library"}])


def test_701_23_a_search_puts_the_chosen_lands_onto_the_battlefield_tapped():
    r = run(make([obj("two", SEARCH_TWO, zone="hand"), *library(*CARDS)], cast_with("two", {"two": {"cards": ["plains", "forest"]}})))
    state = r.steps[-1].state
    in_play = {o["id"]: o for o in state["zones"]["Alice"]["in_play"]}
    assert in_play["plains"]["tapped"] and in_play["forest"]["tapped"]
    assert sorted(top_first(r)) == ["grizzly_bears", "hill_giant", "island"]
    assert {("701.23a", "search"), ("701.24a", "shuffle")} <= cites(r)


def test_701_23_a_search_choice_naming_more_cards_than_it_finds_is_refused():
    r = run(make([obj("two", SEARCH_TWO, zone="hand"), *library(*CARDS)],
                 cast_with("two", {"two": {"cards": ["plains", "forest", "island"]}})))
    assert r.steps[-1].refused and "choices.two.cards names 3 cards; the search finds at most 2" in log(r)


def test_701_24a_the_shuffle_is_the_same_on_every_replay():
    data = make([obj("two", SEARCH_TWO, zone="hand"), *library(*CARDS, "Gray Ogre", "Wind Drake")], cast_with("two"))
    assert top_first(run(data)) == top_first(run(data))


CYCLER = {"name": "Cycler", "mana_cost": "{1}{U}", "types": ["Creature"], "power": 1, "toughness": 1, "text": "Cycling {0}",
          "abilities": [{"kind": "activated", "zone": "hand", "cycling": True, "cost": {"discard": "self"},
                         "effect": [{"do": "draw", "amount": 1}], "text": "Cycling {0}"}]}


@pytest.mark.parametrize("rules, number", [("2007-02-01", "502.18a"), ("2026-06-19", "702.29a")])
def test_cycling_discards_the_card_from_the_hand_and_draws(rules, number):
    r = run(make([obj("cycler", CYCLER, zone="hand"), *library(*CARDS)],
                 [act("activate_ability", object="cycler", ability=0), pass_("Alice"), pass_("Bob")]), rules)
    assert not any(st.refused for st in r.steps)
    assert zone_ids(r.steps[-1].state, "Alice", "graveyard") == ["cycler"]
    assert zone_ids(r.steps[-1].state, "Alice", "hand") == ["grizzly_bears"]
    assert (number, "cycling") in cites(r)
    assert "402.8e" in rules_of(r.steps[1]) if rules == "2007-02-01" else "113.6j" in rules_of(r.steps[1])


def test_an_ability_discarding_its_card_is_refused_from_the_battlefield():
    r = run(make([obj("cycler", CYCLER), *library(*CARDS)], [act("activate_ability", object="cycler", ability=0)]))
    assert r.steps[-1].refused


def test_the_loader_refuses_a_discard_cost_outside_the_hand_naming_the_field():
    bad = {**CYCLER, "abilities": [{**CYCLER["abilities"][0], "zone": "in_play"}]}
    with pytest.raises(ScenarioError, match=r"cost\.discard"):
        load_scenario(make([obj("cycler", bad, zone="hand")], []))


def test_the_loader_refuses_a_top_choice_naming_no_object():
    data = make([obj("scry", SCRY_2, zone="hand"), *library(*CARDS)], cast_with("scry", {"scry": {"top": ["nothing"]}}))
    with pytest.raises(ScenarioError, match=r"choices\.scry\.top\[0\]"):
        load_scenario(data)


CYCLE_TRIGGER = {**CYCLER, "name": "Cycle Gainer", "abilities": [
    *CYCLER["abilities"],
    {"kind": "triggered", "trigger": {"event": "cycled"}, "effect": [{"do": "gain_life", "amount": 2, "player": "you"}],
     "text": "When you cycle this card, you gain 2 life."}]}


def test_702_29c_when_you_cycle_this_card_triggers_from_the_graveyard():
    r = run(make([obj("gainer", CYCLE_TRIGGER, zone="hand"), *library(*CARDS)],
                 [act("activate_ability", object="gainer", ability=0), pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")]))
    assert not any(st.refused for st in r.steps)
    text = log(r)
    assert text.index("Alice gains 2 life") < text.index("Alice draws a card")
    assert ("702.29c", "cycle_trigger") in cites(r)


def test_a_cycled_trigger_reads_no_other_key():
    bad = {**CYCLE_TRIGGER, "abilities": [CYCLER["abilities"][0], {**CYCLE_TRIGGER["abilities"][1], "trigger": {"event": "cycled", "who": "self"}}]}
    with pytest.raises(ScenarioError, match=r"trigger\.who"):
        load_scenario(make([obj("gainer", bad, zone="hand")], []))


def test_the_legal_actions_offer_cycling_from_the_hand_and_not_from_the_battlefield():
    from rulings.engine.engine import game_at
    from rulings.engine.legal_actions import legal_actions

    in_hand = load_scenario({**make([obj("cycler", CYCLER, zone="hand"), *library(*CARDS)], []), "rules": "2026-06-19"})
    assert {"type": "activate_ability", "player": "Alice", "object": "cycler"} in legal_actions(game_at(in_hand, 0))[1]
    in_play = load_scenario({**make([obj("cycler", CYCLER), *library(*CARDS)], []), "rules": "2026-06-19"})
    assert not [a for a in legal_actions(game_at(in_play, 0))[1] if a.get("object") == "cycler"]


def tuck(nth):
    return {"name": "Tuck", "mana_cost": "{0}", "types": ["Sorcery"], "targets": ["creature"], "text": "Tuck",
            "effect": [{"do": "put_on_library", "what": "target:0", "from_top": nth}]}


def test_a_creature_put_second_from_the_top_of_its_owners_library():
    r = run(make([obj("tuck", tuck(2), zone="hand"), obj("bears", "Grizzly Bears", "Bob"), *library(*CARDS, owner="Bob")],
                 [act("play_spell", object="tuck", targets=["bears"]), pass_("Alice"), pass_("Bob")]))
    assert top_first(r, "Bob")[:3] == ["grizzly_bears", "bears", "hill_giant"]
    assert "is put into its owner's library second from the top." in log(r)


def test_401_7_nth_from_the_top_of_a_library_with_fewer_cards_is_the_bottom():
    r = run(make([obj("tuck", tuck(3), zone="hand"), obj("bears", "Grizzly Bears", "Bob"), *library("Forest", "Island", owner="Bob")],
                 [act("play_spell", object="tuck", targets=["bears"]), pass_("Alice"), pass_("Bob")]))
    assert top_first(r, "Bob") == ["forest", "island", "bears"]
    assert ("401.7", "nth_from_top_bottom") in cites(r)


def test_the_loader_refuses_a_fourth_from_the_top_naming_the_field():
    with pytest.raises(ScenarioError, match=r"effect\[0\]\.from_top"):
        load_scenario(make([obj("tuck", tuck(4), zone="hand")], []))


SEARCH_CHEAP = spell("Cheap Tutor", [{"do": "search_library", "for": {"types": ["Creature"], "mana_value_at_most": 2}, "into": "hand"}])


def test_701_23_b_a_search_with_a_mana_value_bound_skips_a_greater_one():
    """ "a creature card with mana value 2 or less": Hill Giant (4) isn't it; Grizzly Bears (2) is."""
    r = run(make([obj("cheap", SEARCH_CHEAP, zone="hand"), *library("Hill Giant", "Grizzly Bears")], cast_with("cheap")))
    assert "grizzly_bears" in zone_ids(r.steps[-1].state, "Alice", "hand")
    r = run(make([obj("cheap", SEARCH_CHEAP, zone="hand"), *library("Hill Giant", "Grizzly Bears")],
                 cast_with("cheap", {"cheap": {"cards": ["hill_giant"]}})))
    assert r.steps[-1].refused


def test_a_search_mana_value_bound_must_be_a_number():
    bad = spell("Bad Tutor", [{"do": "search_library", "for": {"mana_value_at_most": "two"}}])
    with pytest.raises(ScenarioError, match=r"for\.mana_value_at_most"):
        load_scenario(make([obj("bad", bad, zone="hand")], []))


def test_a_searched_description_is_pluralized_before_its_with_clause():
    from rulings.engine.effects.library import _plural
    assert _plural("Rebel permanent card with mana value 2 or less") == "Rebel permanent cards with mana value 2 or less"
    assert _plural("basic land card") == "basic land cards"
