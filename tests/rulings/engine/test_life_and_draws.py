"""Replacement effects on gaining life and drawing cards: 419.9b's example (a
replacement applies to the event another one made), 419.6a (each applies once),
419.9a (the affected player's order) and 423.6a (a replaced draw needs no card
in the library), under 2007 and June 2026 (616.2, 614.5, 616.1, 121.6a, 119.10)."""
import pytest

from rulings.engine import ScenarioError, load_scenario

from .conftest import act, make, obj, pass_, rules_of, zone_ids


def enchantment(name, event, instead, whose="yours", text="", **more):
    return {"name": name, "mana_cost": "{2}", "types": ["Enchantment"], "text": text,
            "abilities": [{"kind": "static", "text": text,
                           "replacement": {"event": event, "whose": whose, "instead": instead, **more}}]}


LIFE_TO_DRAWS = enchantment("Life Into Cards", "gain_life", "draw",
                            text="For each 1 life you would gain, instead draw a card.")
DRAW_TO_RETURN = enchantment("Graveyard Recall", "draw", "return_from_graveyard",
                             text="If you would draw a card, return a card from your graveyard to your hand instead.")
DRAW_TWO = enchantment("Double Draw", "draw", "draw", count=2,
                       text="If you would draw a card, draw two cards instead.")
DOUBLE_LIFE = enchantment("Double Life", "gain_life", "double",
                          text="If you would gain life, you gain twice that much life instead.")
LIFE_TO_LOSS = enchantment("Life Into Loss", "gain_life", "lose_life", whose="opponents",
                           text="If an opponent would gain life, that player loses that much life instead.")


def instant(name, effect):
    return {"name": name, "mana_cost": "{0}", "types": ["Instant"], "effect": effect, "text": name}


def gain(n):
    return instant(f"Gain {n}", [{"do": "gain_life", "amount": n}])


def draw(n):
    return instant(f"Draw {n}", [{"do": "draw", "amount": n}])


def cast(oid, player="Alice", **resolve):
    other = "Bob" if player == "Alice" else "Alice"
    return [act("play_spell", player, object=oid), pass_(player), act("pass_priority", other, **resolve)]


def texts(step):
    return [e.text for e in step.events]


def library(*ids, owner="Alice"):
    return [obj(i, "Grizzly Bears", owner, zone="library") for i in ids]


def graveyard(*ids, owner="Alice"):
    return [obj(i, "Grizzly Bears", owner, zone="graveyard") for i in ids]


def the_example(order=("life", "recall"), rules=None):
    """419.9b: both effects in play (in either order) and Alice gains 1 life."""
    cards = {"life": obj("life", LIFE_TO_DRAWS), "recall": obj("recall", DRAW_TO_RETURN)}
    data = make([cards[k] for k in order] + library("top") + graveyard("old")
                + [obj("salve", gain(1), zone="hand")], cast("salve"))
    if rules:
        data["rules"] = rules
    return data


def test_419_9b_example_gaining_1_life_becomes_a_draw_that_becomes_returning_a_card_from_the_graveyard(play):
    last = play(the_example()).steps[-1]
    assert last.state["players"][0]["life"] == 20
    assert zone_ids(last.state, "Alice", "hand") == ["old"]
    assert zone_ids(last.state, "Alice", "library") == ["top"]
    assert {"419.1a", "419.9b", "419.6a"} <= set(rules_of(last))
    assert any("instead Alice returns Grizzly Bears from their graveyard" in t for t in texts(last))


def test_419_9b_example_the_effects_combine_regardless_of_the_order_they_came_into_existence(play):
    last = play(the_example(order=("recall", "life"))).steps[-1]
    assert zone_ids(last.state, "Alice", "hand") == ["old"]
    assert zone_ids(last.state, "Alice", "library") == ["top"]
    assert last.state["players"][0]["life"] == 20


def test_616_2_under_2026_the_example_plays_the_same_and_cites_616_2(play):
    last = play(the_example(rules="2026-06-19")).steps[-1]
    assert zone_ids(last.state, "Alice", "hand") == ["old"]
    assert {"614.1a", "616.2", "614.5"} <= set(rules_of(last))
    assert "419.9b" not in rules_of(last)


def test_423_2_each_life_replaced_is_its_own_draw_and_a_draw_with_nothing_to_return_does_nothing(play):
    objs = [obj("life", LIFE_TO_DRAWS), obj("recall", DRAW_TO_RETURN), *library("top"), *graveyard("g1", "g2"),
            obj("salve", gain(3), zone="hand")]
    last = play(make(objs, cast("salve"))).steps[-1]
    assert sorted(zone_ids(last.state, "Alice", "hand")) == ["g1", "g2"]
    assert zone_ids(last.state, "Alice", "library") == ["top"]
    assert any("but there is none" in t for t in texts(last))


def test_419_9b_the_cards_returned_are_the_players_choice(play):
    objs = [obj("recall", DRAW_TO_RETURN), *graveyard("g1", "g2", "g3"), obj("spell", draw(2), zone="hand")]
    last = play(make(objs, cast("spell", choices={"recall": {"cards": ["g1", "g3"]}}))).steps[-1]
    assert sorted(zone_ids(last.state, "Alice", "hand")) == ["g1", "g3"]
    assert zone_ids(last.state, "Alice", "graveyard")[:1] == ["g2"]


def test_419_9b_without_a_choice_the_top_card_of_the_graveyard_returns(play):
    objs = [obj("recall", DRAW_TO_RETURN), *graveyard("g1", "g2"), obj("spell", draw(1), zone="hand")]
    last = play(make(objs, cast("spell"))).steps[-1]
    assert zone_ids(last.state, "Alice", "hand") == ["g2"]  # the last put there


def test_423_6a_a_replaced_draw_from_an_empty_library_does_not_lose_the_game(play):
    objs = [obj("recall", DRAW_TO_RETURN), *graveyard("g1"), obj("spell", draw(1), zone="hand")]
    r = play(make(objs, cast("spell") + [pass_("Alice")]))
    assert r.final_state["players"][0]["lost"] is False
    assert "423.6a" in rules_of(r.steps[3])


def test_423_4_without_the_replacement_drawing_from_an_empty_library_loses(play):
    r = play(make([obj("spell", draw(1), zone="hand")], cast("spell") + [pass_("Alice")]))
    assert r.final_state["players"][0]["lost"] is True


def test_419_6a_two_draw_two_effects_make_one_draw_four(play):
    objs = [obj("d1", DRAW_TWO), obj("d2", DRAW_TWO), *library("a", "b", "c", "d", "e"), obj("spell", draw(1), zone="hand")]
    last = play(make(objs, cast("spell"))).steps[-1]
    assert sorted(zone_ids(last.state, "Alice", "hand")) == ["a", "b", "c", "d"]
    assert zone_ids(last.state, "Alice", "library") == ["e"]
    assert "419.6a" in rules_of(last)


def test_419_6a_two_life_doublers_make_2_life_8(play):
    objs = [obj("x1", DOUBLE_LIFE), obj("x2", DOUBLE_LIFE), obj("salve", gain(2), zone="hand")]
    last = play(make(objs, cast("salve"))).steps[-1]
    assert last.state["players"][0]["life"] == 28


def test_419_9a_the_player_who_gains_chooses_doubling_first_then_the_doubled_gain_becomes_draws(play):
    objs = [obj("life", LIFE_TO_DRAWS), obj("double", DOUBLE_LIFE), *library("a", "b", "c"), obj("salve", gain(1), zone="hand")]
    doubled_first = play(make(objs, cast("salve", replacement_order=["double"]))).steps[-1]
    assert sorted(zone_ids(doubled_first.state, "Alice", "hand")) == ["a", "b"]
    assert any("Alice applies Double Life's first" in t for t in texts(doubled_first))
    draws_first = play(make(objs, cast("salve", replacement_order=["life"]))).steps[-1]
    assert zone_ids(draws_first.state, "Alice", "hand") == ["a"]  # no longer a life gain: the doubler can't apply
    assert draws_first.state["players"][0]["life"] == 20


def test_419_1a_an_opponents_gain_becomes_a_loss(play):
    objs = [obj("remedy", LIFE_TO_LOSS, "Bob"), obj("salve", gain(3), zone="hand")]
    last = play(make(objs, cast("salve"))).steps[-1]
    assert last.state["players"][0]["life"] == 17
    assert any("instead Alice loses 3 life" in t for t in texts(last))


def test_419_1a_a_yours_effect_does_not_touch_an_opponents_gain(play):
    objs = [obj("double", DOUBLE_LIFE, "Bob"), obj("salve", gain(3), zone="hand")]
    last = play(make(objs, cast("salve"))).steps[-1]
    assert last.state["players"][0]["life"] == 23


def test_304_1_the_draw_steps_draw_is_replaced_too(play):
    objs = [obj("recall", DRAW_TO_RETURN), *graveyard("g1"), *library("top")]
    r = play(make(objs, [pass_("Alice"), pass_("Bob")], phase="beginning", step="upkeep", priority="Alice"))
    assert "g1" in zone_ids(r.final_state, "Alice", "hand")
    assert zone_ids(r.final_state, "Alice", "library") == ["top"]


def test_702_15b_under_2026_lifelink_life_can_become_draws(play):
    pinger = {"name": "Pinger", "mana_cost": "{1}", "types": ["Creature"], "power": 2, "toughness": 2, "abilities": [
        {"kind": "keyword", "keyword": "lifelink"},
        {"kind": "activated", "cost": {"tap": True}, "targets": ["creature_or_player"],
         "effect": [{"do": "damage", "amount": 2, "to": "target:0"}], "text": "{T}: Pinger deals 2 damage to any target."}]}
    objs = [obj("life", LIFE_TO_DRAWS), *library("a", "b", "c"), obj("ping", pinger)]
    data = make(objs, [act("activate_ability", object="ping", ability=1, targets=["Bob"]), pass_("Alice"), pass_("Bob")])
    data["rules"] = "2026-06-19"
    last = play(data).steps[-1]
    assert last.state["players"][0]["life"] == 20 and last.state["players"][1]["life"] == 18
    assert sorted(zone_ids(last.state, "Alice", "hand")) == ["a", "b"]
    assert {"702.15b", "614.1a"} <= set(rules_of(last))


def test_119_10_under_2026_gaining_0_life_is_no_event_and_nothing_replaces_it(play):
    objs = [obj("remedy", LIFE_TO_LOSS, "Bob"), obj("salve", gain(0), zone="hand")]
    data = make(objs, cast("salve"))
    data["rules"] = "2026-06-19"
    last = play(data).steps[-1]
    assert last.state["players"][0]["life"] == 20
    assert "119.10" in rules_of(last)


# --- the scenario format -------------------------------------------------------

def _with_replacement(rep):
    card = {"name": "X", "types": ["Enchantment"], "abilities": [{"kind": "static", "replacement": rep}]}
    return make([obj("x", card)], [])


@pytest.mark.parametrize("rep, path", [
    ({"event": "gain_life", "instead": "tapped"}, "objects[0].card.abilities[0].replacement.instead"),
    ({"event": "draw", "instead": "return_from_graveyard", "whose": "self"}, "objects[0].card.abilities[0].replacement.whose"),
    ({"event": "gain_life", "instead": "draw", "count": 2}, "objects[0].card.abilities[0].replacement.count"),
    ({"event": "draw", "instead": "draw", "count": 0}, "objects[0].card.abilities[0].replacement.count"),
])
def test_a_wrong_life_or_draw_replacement_names_its_field(rep, path):
    with pytest.raises(ScenarioError) as e:
        load_scenario(_with_replacement(rep))
    assert path in str(e.value)


def test_the_cards_chosen_for_a_replacement_must_be_objects():
    data = make([obj("recall", DRAW_TO_RETURN), obj("spell", draw(1), zone="hand")],
                cast("spell", choices={"recall": {"cards": ["nothing"]}}))
    with pytest.raises(ScenarioError) as e:
        load_scenario(data)
    assert "actions[2].choices.recall.cards[0]" in str(e.value)


# --- 502.47 dredge (702.52 in 2026): an optional replacement of a draw ---------------

THUG = {"name": "Golgari Thug", "mana_cost": "{1}{B}", "types": ["Creature"], "subtypes": ["Human", "Warrior"],
        "power": 1, "toughness": 1, "abilities": [{"kind": "keyword", "keyword": "dredge", "count": 4, "text": "Dredge 4"}]}


def dredge_in_draw_step(library_size, dredge=True, rules=None):
    objs = [obj("thug", THUG, zone="graveyard"), *library(*[f"l{n}" for n in range(library_size)])]
    resolve = {"choices": {"thug": {"dredge": True}}} if dredge else {}
    data = make(objs, [pass_("Alice"), act("pass_priority", "Bob", **resolve)], phase="beginning", step="upkeep", priority="Alice")
    return {**data, "rules": rules} if rules else data


def test_502_47a_dredge_replaces_the_draw_step_draw_with_four_cards_milled_and_the_card_back_in_hand(play):
    last = play(dredge_in_draw_step(5)).steps[-1]
    assert zone_ids(last.state, "Alice", "hand") == ["thug"]
    assert sorted(zone_ids(last.state, "Alice", "graveyard")) == ["l0", "l1", "l2", "l3"]
    assert zone_ids(last.state, "Alice", "library") == ["l4"]
    assert {"502.47a", "419.1a"} <= set(rules_of(last))
    assert any("dredges Golgari Thug: puts the top 4 cards of their library into their graveyard" in e.text for e in last.events)


def test_502_47a_dredge_is_optional_without_the_choice_the_player_draws(play):
    last = play(dredge_in_draw_step(5, dredge=False)).steps[-1]
    assert zone_ids(last.state, "Alice", "hand") == ["l0"] and zone_ids(last.state, "Alice", "graveyard") == ["thug"]


def test_502_47b_with_fewer_cards_in_the_library_than_dredge_needs_the_player_draws(play):
    last = play(dredge_in_draw_step(3)).steps[-1]
    assert zone_ids(last.state, "Alice", "hand") == ["l0"] and zone_ids(last.state, "Alice", "graveyard") == ["thug"]
    assert "502.47b" in rules_of(last)


def test_702_52a_under_2026_dredge_mills_in_the_log_and_cites_702_52a(play):
    last = play(dredge_in_draw_step(5, rules="2026-06-19")).steps[-1]
    assert zone_ids(last.state, "Alice", "hand") == ["thug"] and "702.52a" in rules_of(last)
    assert any("dredges Golgari Thug: mills 4" in e.text for e in last.events)


def test_423_6b_in_a_draw_two_the_first_draw_is_dredged_and_the_second_is_a_normal_draw(play):
    objs = [obj("thug", THUG, zone="graveyard"), *library("a", "b", "c", "d", "e", "f"), obj("spell", draw(2), zone="hand")]
    last = play(make(objs, cast("spell", choices={"thug": {"dredge": True}}))).steps[-1]
    assert sorted(zone_ids(last.state, "Alice", "hand")) == ["e", "thug"]
    assert zone_ids(last.state, "Alice", "library") == ["f"]


@pytest.mark.parametrize("card, choice, path", [
    (THUG, {"dredge": "yes"}, "actions[1].choices.thug.dredge"),
    ({**THUG, "abilities": [{"kind": "keyword", "keyword": "dredge"}]}, {"dredge": True}, "objects[0].card.abilities[0].count"),
])
def test_a_wrong_dredge_names_its_field(card, choice, path):
    data = make([obj("thug", card, zone="graveyard")], [pass_("Alice"), act("pass_priority", "Bob", choices={"thug": choice})])
    with pytest.raises(ScenarioError) as e:
        load_scenario(data)
    assert path in str(e.value)
