"""Two common instructions: "target player discards N cards" (the player's
choice, or at random; as many as possible, 416.3 / 609.3) and "put N +1/+1
counters on target creature" (418.5a's sublayer 6c; 704.5q cancels them with
-1/-1 counters under 2026)."""
import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import act, make, obj, pass_, rules_of, zone_ids


def spell(name, effect, targets):
    return {"name": name, "mana_cost": "{0}", "types": ["Sorcery"], "targets": list(targets), "effect": effect, "text": name}


MIND_ROT = spell("Mind Rot", [{"do": "discard", "amount": 2, "player": "target:0"}], ["player"])
HAND = [obj(f"h{n}", "Forest", "Bob", zone="hand") for n in range(3)]


def played(data, rules=None):
    return run_scenario(load_scenario({**data, "rules": rules} if rules else data))


def test_701_9a_the_player_discards_the_cards_the_choice_names():
    data = make(HAND + [obj("rot", MIND_ROT, zone="hand")],
                [act("play_spell", object="rot", targets=["Bob"]), pass_("Alice"),
                 act("pass_priority", "Bob", choices={"rot": {"cards": ["h0", "h2"]}})])
    last = played(data).steps[-1]
    assert zone_ids(last.state, "Bob", "hand") == ["h1"] and sorted(zone_ids(last.state, "Bob", "graveyard")) == ["h0", "h2"]


def test_without_a_choice_the_last_cards_of_the_hand_are_discarded_and_the_log_says_so():
    data = make(HAND + [obj("rot", MIND_ROT, zone="hand")], [act("play_spell", object="rot", targets=["Bob"]), pass_("Alice"), pass_("Bob")])
    last = played(data).steps[-1]
    assert zone_ids(last.state, "Bob", "hand") == ["h0"]
    assert any("no choice was given for 2" in e.text for e in last.events)


@pytest.mark.parametrize("rules, rule", [(None, "416.3"), ("2026-06-19", "609.3")])
def test_with_fewer_cards_than_it_says_the_player_discards_as_many_as_possible(rules, rule):
    data = make(HAND[:1] + [obj("rot", MIND_ROT, zone="hand")], [act("play_spell", object="rot", targets=["Bob"]), pass_("Alice"), pass_("Bob")])
    last = played(data, rules).steps[-1]
    assert zone_ids(last.state, "Bob", "hand") == [] and rule in rules_of(last)


HYPNO = spell("Hypnotic Specter's bite", [{"do": "discard", "player": "target:0", "random": True}], ["player"])


def test_a_random_discard_says_so():
    data = make(HAND + [obj("h", HYPNO, zone="hand")], [act("play_spell", object="h", targets=["Bob"]), pass_("Alice"), pass_("Bob")])
    assert any("discards 1 card at random" in e.text for e in played(data).steps[-1].events)


def test_701_9b_under_2026_a_random_discard_cites_the_random_discard_rule():
    data = make(HAND + [obj("h", HYPNO, zone="hand")], [act("play_spell", object="h", targets=["Bob"]), pass_("Alice"), pass_("Bob")])
    assert {"701.9a", "701.9b"} <= set(rules_of(played(data, "2026-06-19").steps[-1]))


@pytest.mark.parametrize("rules", [None, "2026-06-19"])
def test_a_card_named_for_a_discard_that_is_not_in_the_hand_refuses_the_action(rules):
    data = make(HAND + [obj("rot", MIND_ROT, zone="hand"), obj("gy", "Forest", "Bob", zone="graveyard")],
                [act("play_spell", object="rot", targets=["Bob"]), pass_("Alice"),
                 act("pass_priority", "Bob", choices={"rot": {"cards": ["h0", "gy"]}})])
    last = played(data, rules).steps[-1]
    assert last.refused and "gy is not a card in Bob's hand" in last.events[-1].text
    assert sorted(zone_ids(last.state, "Bob", "hand")) == ["h0", "h1", "h2"]


GROW = spell("Grow", [{"do": "put_counters", "amount": 2, "to": "target:0"}], ["creature"])
WILT = spell("Wilt", [{"do": "put_counters", "counter": "-1/-1", "amount": 2, "to": "target:0"}], ["creature"])


def test_418_5a_plus_1_counters_raise_power_and_toughness():
    data = make([obj("bears", "Grizzly Bears"), obj("g", GROW, zone="hand")], [act("play_spell", object="g", targets=["bears"]), pass_("Alice"), pass_("Bob")])
    bears = next(o for o in played(data).final_state["zones"]["Alice"]["in_play"] if o["id"] == "bears")
    assert (bears["power"], bears["toughness"], bears["counters"]) == (4, 4, {"+1/+1": 2})


def test_420_5b_minus_1_counters_that_make_toughness_0_put_it_into_the_graveyard():
    data = make([obj("bears", "Grizzly Bears"), obj("w", WILT, zone="hand")], [act("play_spell", object="w", targets=["bears"]), pass_("Alice"), pass_("Bob")])
    assert "bears" in zone_ids(played(data).final_state, "Alice", "graveyard")


def test_704_5q_under_2026_plus_1_and_minus_1_counters_cancel():
    data = make([obj("bears", "Grizzly Bears", counters={"+1/+1": 1}), obj("w", WILT, zone="hand")],
                [act("play_spell", object="w", targets=["bears"]), pass_("Alice"), pass_("Bob")])
    r = played(data, "2026-06-19")
    bears = next(o for o in r.final_state["zones"]["Alice"]["in_play"] if o["id"] == "bears")
    assert bears["counters"] == {"-1/-1": 1} and (bears["power"], bears["toughness"]) == (1, 1)
    assert "704.5q" in rules_of(r.steps[-1])


EACH_DISCARDS = spell("Each Discards", [{"do": "for_each", "players": "each_player",
                                          "effect": [{"do": "discard", "amount": 1, "player": "it"}]}], [])


@pytest.mark.parametrize("rules", [None, "2026-06-19"])
def test_each_player_discards_the_card_one_choice_names_in_their_own_hand(rules):
    hands = [obj("a1", "Forest", zone="hand"), obj("a2", "Island", zone="hand")] + HAND
    data = make(hands + [obj("each", EACH_DISCARDS, zone="hand")],
                [act("play_spell", object="each"), pass_("Alice"),
                 act("pass_priority", "Bob", choices={"each": {"cards": ["a1", "h2"]}})])
    last = played(data, rules).steps[-1]
    assert not last.refused
    assert zone_ids(last.state, "Alice", "hand") == ["a2"] and sorted(zone_ids(last.state, "Bob", "hand")) == ["h0", "h1"]


@pytest.mark.parametrize("rules", [None, "2026-06-19"])
def test_each_player_discards_a_named_card_in_no_hand_refuses_the_action(rules):
    data = make(HAND + [obj("each", EACH_DISCARDS, zone="hand"), obj("gy", "Forest", "Bob", zone="graveyard")],
                [act("play_spell", object="each"), pass_("Alice"),
                 act("pass_priority", "Bob", choices={"each": {"cards": ["gy"]}})])
    assert played(data, rules).steps[-1].refused
