"""Digging (effects/digging.py): looking at or revealing the top N cards, taking the
ones of a quality and putting the rest on the bottom (arranged by their owner, 2026
401.4; 2007 217.2d) or, when the card says "in a random order", in an order no player
chooses: the card's text beats that rule (2026 101.1; 2007 103.1)."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import act, make, obj, pass_, zone_ids

EDITIONS = ("2007-02-01", "2026-06-19")


def spell(effect, name="Dig"):
    return {"name": name, "mana_cost": "{0}", "types": ["Sorcery"], "effect": effect, "text": name}


def library(*names, owner="Alice"):
    """A library listed top card first; each card's id is its name, lowercased."""
    return [obj(n.lower().replace(" ", "_"), n, owner, zone="library") for n in names]


CARDS = ("Grizzly Bears", "Forest", "Hill Giant", "Island", "Raging Goblin", "Plains")
RANDOM = [{"do": "dig", "amount": 4, "for": {"types": ["Creature"]}, "optional": True, "show": True, "rest": "bottom", "order": "random"}]
ANY = [{"do": "dig", "amount": 4, "for": {"types": ["Creature"]}, "optional": True, "show": True, "rest": "bottom", "order": "any"}]


def cast_with(choices=None):
    extra = {"choices": {"dig": choices}} if choices is not None else {}
    return [act("play_spell", "Alice", object="dig"), pass_("Alice"), {**pass_("Bob"), **extra}]


def run(effect, choices=None, rules="2026-06-19", cards=CARDS):
    return run_scenario(load_scenario({**make([obj("dig", spell(effect), zone="hand"), *library(*cards)], cast_with(choices)),
                                       "rules": rules}))


def top_first(replay):
    return zone_ids(replay.steps[-1].state, "Alice", "library")[::-1]


def cites(replay):
    return {(c.rule, c.concept) for st in replay.steps for c in st.citations}


def log(replay):
    return "\n".join(e.text for st in replay.steps for e in st.events)


@pytest.mark.parametrize("rules, number", [("2007-02-01", "103.1"), ("2026-06-19", "101.1")])
def test_a_random_order_is_drawn_by_the_engine_citing_the_card_over_the_rule(rules, number):
    r = run(RANDOM, {"cards": ["hill_giant"]}, rules)
    assert not r.steps[-1].refused, log(r)
    lib = top_first(r)
    assert lib[:2] == ["raging_goblin", "plains"] and sorted(lib[2:]) == ["forest", "grizzly_bears", "island"]
    assert (number, "card_text_precedence") in cites(r)
    assert "in a random order (the engine draws one random order, the same on every replay; in a game no player knows it)" in log(r)


def test_the_random_order_is_the_same_on_every_replay():
    assert top_first(run(RANDOM, {"cards": ["hill_giant"]})) == top_first(run(RANDOM, {"cards": ["hill_giant"]}))


def test_401_4_no_player_chooses_a_random_order_so_a_bottom_choice_is_refused():
    r = run(RANDOM, {"cards": ["hill_giant"], "bottom": ["island", "forest", "grizzly_bears"]})
    assert r.steps[-1].refused
    assert "choices.dig.bottom: the text puts them on the bottom in a random order, which no player chooses" in log(r)


@pytest.mark.parametrize("rules, number", [("2007-02-01", "217.2d"), ("2026-06-19", "401.4")])
def test_in_any_order_the_owner_arranges_the_bottom(rules, number):
    r = run(ANY, {"cards": ["grizzly_bears"], "bottom": ["island", "hill_giant", "forest"]}, rules)
    assert top_first(r) == ["raging_goblin", "plains", "island", "hill_giant", "forest"]
    assert (number, "library_order_arranged") in cites(r)


def test_a_bottom_order_missing_a_card_is_refused_naming_the_field():
    r = run(ANY, {"cards": ["grizzly_bears"], "bottom": ["island", "forest"]})
    assert r.steps[-1].refused
    assert "choices.dig.bottom must name each card put on the bottom once" in log(r)


def test_a_card_without_the_quality_is_refused_naming_the_field():
    r = run(ANY, {"cards": ["forest"]})
    assert r.steps[-1].refused
    assert "choices.dig.cards names forest, which is not a creature card" in log(r)


def test_a_card_not_among_those_looked_at_is_refused():
    r = run(ANY, {"cards": ["raging_goblin"]})
    assert r.steps[-1].refused
    assert "choices.dig.cards names raging_goblin, which is not among the cards looked at" in log(r)


def test_all_takes_every_card_of_the_quality_with_no_choice():
    r = run([{"do": "dig", "amount": 4, "reveal": True, "for": {"types": ["Creature"]}, "all": True, "rest": "graveyard"}])
    hand = zone_ids(r.steps[-1].state, "Alice", "hand")
    assert set(hand) == {"grizzly_bears", "hill_giant"}
    assert set(zone_ids(r.steps[-1].state, "Alice", "graveyard")) >= {"forest", "island"}


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_library_with_fewer_cards_gives_as_many_as_it_has(rules):
    r = run(ANY, {"cards": ["grizzly_bears"]}, rules, cards=("Grizzly Bears", "Forest"))
    assert not r.steps[-1].refused, log(r)
    assert top_first(r) == ["forest"]
    assert ("416.3" if rules == "2007-02-01" else "609.3", "impossible_as_much_as_possible") in cites(r)


def test_an_empty_library_reveals_nothing():
    r = run(ANY, {"cards": []}, cards=())
    assert not r.steps[-1].refused, log(r)
    assert "Alice's library has no cards: nothing is looked at." in log(r)


def test_any_of_takes_a_card_meeting_one_of_the_filters():
    effect = [{"do": "dig", "amount": 3, "for": {"any_of": [{"subtypes": ["Goblin"]}, {"subtypes": ["Forest"]}]}, "optional": True,
               "rest": "bottom", "order": "any"}]
    ok = run(effect, {"cards": ["forest"]})
    assert "forest" in zone_ids(ok.steps[-1].state, "Alice", "hand")
    bad = run(effect, {"cards": ["hill_giant"]})
    assert bad.steps[-1].refused and "which is not a Goblin or Forest card" in log(bad)


def test_the_loader_refuses_an_order_without_the_bottom_naming_the_field():
    effect = [{"do": "dig", "amount": 2, "for": {}, "rest": "graveyard", "order": "random"}]
    with pytest.raises(ScenarioError, match=r"effect\[0\]\.order"):
        load_scenario(make([obj("dig", spell(effect), zone="hand"), *library(*CARDS)], []))


def test_the_loader_refuses_an_unknown_quality_naming_the_field():
    effect = [{"do": "dig", "amount": 2, "for": {"historic": True}, "rest": "bottom"}]
    with pytest.raises(ScenarioError, match=r"effect\[0\]\.for\.historic"):
        load_scenario(make([obj("dig", spell(effect), zone="hand"), *library(*CARDS)], []))


# -- kinship (an ability word, 2026 207.2c): reveal the top card if it shares a creature type --

KIN = {"name": "Kin", "mana_cost": "{2}", "types": ["Creature"], "subtypes": ["Elf", "Shaman"], "power": 2, "toughness": 2,
       "abilities": [{"kind": "triggered", "trigger": {"event": "beginning_of_step", "step": "upkeep", "whose": "your"},
                      "effect": [{"do": "kinship", "effect": [{"do": "gain_life", "amount": 3, "player": "you"}]}], "text": "Kinship"}],
       "text": "Kinship"}
SHAPESHIFTER = {"name": "Shifter", "mana_cost": "{1}", "types": ["Creature"], "subtypes": ["Shapeshifter"], "power": 1, "toughness": 1,
                "abilities": [{"kind": "keyword", "keyword": "changeling"}], "text": "Changeling"}


def kin(top, choices):
    data = make([obj("kin", KIN), obj("top", top, zone="library")], [pass_("Alice"), {**pass_("Bob"), "choices": {"kin": choices}}],
                phase="beginning", step="upkeep")
    return run_scenario(load_scenario({**data, "rules": "2026-06-19"}))


def test_702_73a_a_changeling_card_in_the_library_shares_every_creature_type():
    r = kin(SHAPESHIFTER, {"may": True})
    assert not r.steps[-1].refused, log(r)
    assert next(p["life"] for p in r.steps[-1].state["players"] if p["name"] == "Alice") == 23


def test_choosing_not_to_reveal_skips_the_reward():
    r = kin(SHAPESHIFTER, {"may": False})
    assert next(p["life"] for p in r.steps[-1].state["players"] if p["name"] == "Alice") == 20
    assert "Alice doesn't reveal it." in log(r)


def test_the_loader_refuses_a_kinship_without_its_reward_naming_the_field():
    bad = {**KIN, "abilities": [{**KIN["abilities"][0], "effect": [{"do": "kinship"}]}]}
    with pytest.raises(ScenarioError, match=r"effect\[0\]\.effect"):
        load_scenario(make([obj("kin", bad)], []))


# -- "You lose life equal to its mana value": the card the dig revealed (X is 0 outside the stack) --

CONFIDANT = [{"do": "dig", "amount": 1, "reveal": True, "for": {}, "all": True},
             {"do": "lose_life", "amount": {"count": "revealed_mana_value"}, "player": "you"}]
BLAZE = {"name": "Blaze X", "mana_cost": "{X}{R}{R}", "types": ["Sorcery"], "effect": [{"do": "draw"}], "text": "Blaze X"}


def alice_life(replay):
    return next(p["life"] for p in replay.steps[-1].state["players"] if p["name"] == "Alice")


@pytest.mark.parametrize("top, lost", [("Hill Giant", 4), ("Forest", 0)])
def test_the_revealed_cards_mana_value_is_the_life_lost(top, lost):
    assert alice_life(run(CONFIDANT, cards=(top,))) == 20 - lost


def test_202_3e_an_x_in_the_revealed_cards_mana_cost_counts_as_0():
    data = make([obj("dig", spell(CONFIDANT), zone="hand"), obj("blaze", BLAZE, zone="library")], cast_with())
    assert alice_life(run_scenario(load_scenario({**data, "rules": "2026-06-19"}))) == 18


def test_an_empty_library_reveals_no_card_and_loses_no_life():
    assert alice_life(run(CONFIDANT, cards=())) == 20


# -- reveal until: the revealed cards stay in the library until moved (2026 701.20b) --

UNTIL = [{"do": "reveal_until", "for": {"types": ["Creature"]}, "into": "hand", "rest": "bottom", "order": "any"}]


def test_reveal_until_takes_the_first_card_of_the_quality_and_the_owner_orders_the_rest():
    r = run(UNTIL, {"bottom": ["island", "forest"]}, cards=("Forest", "Island", "Hill Giant", "Grizzly Bears"))
    assert zone_ids(r.steps[-1].state, "Alice", "hand") == ["hill_giant"]
    assert top_first(r) == ["grizzly_bears", "island", "forest"]


def test_reveal_until_refuses_an_order_for_a_random_bottom():
    effect = [{**UNTIL[0], "order": "random"}]
    r = run(effect, {"bottom": ["island", "forest"]}, cards=("Forest", "Island", "Hill Giant"))
    assert r.steps[-1].refused


def test_the_loader_refuses_a_reveal_until_without_a_quality_naming_the_field():
    with pytest.raises(ScenarioError, match=r"effect\[0\]\.for"):
        load_scenario(make([obj("dig", spell([{"do": "reveal_until", "into": "hand"}]), zone="hand")], []))


# -- two piles (Fact or Fiction): a separation by one player, a pile chosen by the other --

PILES = [{"do": "two_piles", "amount": 3}]


def test_a_pile_may_be_empty_and_the_other_pile_is_taken():
    r = run(PILES, {"piles": [], "cards": ["grizzly_bears", "forest", "hill_giant"]})
    assert not r.steps[-1].refused, log(r)
    assert set(zone_ids(r.steps[-1].state, "Alice", "hand")) == {"grizzly_bears", "forest", "hill_giant"}


def test_a_pile_naming_a_card_not_revealed_is_refused_naming_the_field():
    r = run(PILES, {"piles": ["island"], "cards": ["island"]})
    assert r.steps[-1].refused
    assert "choices.dig.piles must name revealed cards once" in log(r)


def test_without_choices_one_pile_holds_every_card_and_goes_into_the_hand():
    r = run(PILES)
    assert set(zone_ids(r.steps[-1].state, "Alice", "hand")) == {"grizzly_bears", "forest", "hill_giant"}
    assert "(no choice was given: one pile holds every card, and it goes into the hand)" in log(r)


def test_with_two_opponents_the_engine_does_not_choose_which_one_separates():
    actions = [act("play_spell", "Alice", object="dig"), pass_("Alice"), pass_("Bob"),
               {**pass_("Carol"), "choices": {"dig": {"piles": [], "cards": []}}}]
    data = make([obj("dig", spell(PILES), zone="hand"), *library(*CARDS)], actions)
    data["players"] = [*data["players"], {"name": "Carol"}]
    r = run_scenario(load_scenario({**data, "rules": "2026-06-19"}))
    assert r.steps[-1].refused
    assert "with 2 opponents the engine doesn't choose which one" in log(r)


def test_each_of_lets_a_card_of_both_kinds_count_as_either():
    creature_land = {"name": "Dryad Arbor", "types": ["Land", "Creature"], "subtypes": ["Forest", "Dryad"], "power": 1, "toughness": 1,
                     "text": ""}
    effect = [{"do": "dig", "amount": 3, "for": {"each_of": [{"types": ["Creature"]}, {"types": ["Land"]}]}, "count": 2,
               "optional": True, "rest": "graveyard"}]
    data = make([obj("dig", spell(effect), zone="hand"), obj("arbor", creature_land, zone="library"), *library("Forest", "Hill Giant")],
                cast_with({"cards": ["arbor", "hill_giant"]}))
    r = run_scenario(load_scenario({**data, "rules": "2026-06-19"}))
    assert not r.steps[-1].refused, log(r)
    assert set(zone_ids(r.steps[-1].state, "Alice", "hand")) == {"arbor", "hill_giant"}
