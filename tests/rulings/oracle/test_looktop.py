"""More ways of sorting the top cards of a library (rulings/oracle/looktop.py, the engine's `dig` and
`mill_and_take`), played from real cards' Oracle text (looktop_cards.json: records copied from the pool):
"Put one of them into your hand and the rest on top of your library in any order" (Diabolic Vision), "put
one of them into your hand, and exile the rest" (Browse), "Put one of those cards into your hand and the
rest ..." after "the top X cards, where X is the number of artifacts you control" (Machinate, Fomori Vault,
Stirring Honormancer), "from among the cards milled this way" (Wasteful Harvest). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited_pairs, in_main_phase, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "looktop_cards.json"
POOL_TOO = True  # Grizzly Bears, Shock, Serra Angel, Ornithopter, Memnite and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Diabolic Vision", "Browse", "Machinate", "Fomori Vault", "Stirring Honormancer", "Wasteful Harvest",
          "Aven Windreader", "Goblin Guide", "Sage of Days", "Gurmag Nightwatch", "Mayael the Anima",
          "Forging the Anchor", "Lead the Stampede", "Torsten, Founder of Benalia", "Callous Deceiver", "Brutal Deceiver",
          "Feral Deceiver", "Track Down", "Iron Lad, Diverging Destiny", "Lantern of Revealing", "Vivien's Grizzly",
          "Traveling Botanist", "Sarinth Steelseeker", "Cabaretti Ascendancy", "Eye Spy", "Lurking Informant",
          "Draugr Thought-Thief",
          # read since: "If you don't, put a +1/+1 counter" (dig_results.py), "snow permanent cards" (digging.quality)
          "Ravenous Gigamole", "Glacial Revelation"]
#: "an artifact creature card or Vehicle card"; the X of a
#: cost that taps artifacts; a draw replaced; a Treasure
#: "for each card put into your graveyard this way"; "untap this creature and it gets"; a quoted ability granted; three
#: "If it's" for one reveal, one of them "put that card"; "a Kraken, Leviathan, Octopus, or Serpent creature card" (one
#: "creature" for four subtypes): none read here
NEAR_MISSES = ["Szarekh, the Silent King", "Merchant's Dockhand",
               "Tomorrow, Azami's Familiar", "Dihada, Binder of Wills",
               "Harsh Deceiver", "Cruel Deceiver", "Druidic Satchel", "Kenessos, Priest of Thassa"]
NAMES = {"bears": "Grizzly Bears", "shock": "Shock", "angel": "Serra Angel", "lions": "Savannah Lions",
         "growth": "Titanic Growth", "forest": "Forest", "wurm": "Craw Wurm"}


def library(*ids, owner="Alice"):
    """Cards of a library, top card first, named by their id without its digits."""
    return [obj(i, NAMES[i.rstrip("0123456789")], owner, "library") for i in ids]


def lands(name, n, prefix="land"):
    return [obj(f"{prefix}{i}", name) for i in range(n)]


def play(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "looktop"), cards=cards))


def cast(card_id, choices=None):
    """Cast the spell and let it resolve, with the choices made as it resolves."""
    return [{"type": "play_spell", "player": "Alice", "object": card_id}, p("Alice"),
            p("Bob", **({"choices": {card_id: choices}} if choices else {}))]


def final_zone(replay, player, zone):
    """The ids of a zone after the last step; a library top card first."""
    ids = [o["id"] for o in replay.final_state["zones"][player][zone]]
    return ids[::-1] if zone == "library" else ids


@pytest.mark.parametrize("name", PLAYED)
def test_looktop_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_cards_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text, cost", [
    ("Reveal the top five cards of your library. Put one of them into your hand and the rest on top of your library in any order.", "{2}{B}"),
    ("Look at the top card of your library. Put one of them into your hand and the rest on top of your library in any order.", "{2}{B}"),
    ("Look at the top five cards of your library. Put one of them into your hand and the rest on top of your library.", "{2}{B}"),
    ("Look at the top five cards of your library, put two of them into your hand, and exile the rest.", "{2}{U}"),
    ("Look at the top X cards of your library. Put one of those cards into your hand and the rest into your graveyard.", "{X}{U}"),
    ("Reveal the top four cards of your library. Put one of those cards into your hand and the rest into your graveyard.", "{2}{U}"),
    ("Mill three cards. You may put two creature cards from among the cards milled this way into your hand.", "{2}{G}"),
    ("Mill three cards. You may put an artifact creature card or Vehicle card from among the cards milled this way into your hand.", "{2}{G}"),
    ("You may put a creature card from among the cards milled this way into your hand.", "{2}{G}"),
    ("Look at the top three cards of your library. You may put one of those cards back on top of your library.", "{2}{U}"),
    ("Reveal the top card of your library. If it's a land card, you lose life equal to its mana value.", "{1}{B}"),
    ("Look at the top card of target player's library. You may put that card into your graveyard.", "{U}"),
    ("Look at the top two cards of target player's library. You may put that card into their graveyard.", "{U}"),
    ("Reveal the top card of target player's library. You may put that card into their graveyard.", "{U}"),
    ("Look at the top card of your library. If it's a land card, you may put it onto the battlefield. If you don't put the card into your hand, put it into your graveyard.", "{1}{G}"),
    ("Look at the top card of your library. If it's a land card, you may put it into your hand. If you don't put the card into your hand, put it into your hand.", "{1}{G}"),
    ("Look at the top two cards of your library. You may put a land card from among them into your hand. If you don't put the card into your hand, put it into your graveyard.", "{1}{G}"),
    ("Look at the top card of your library. If it's a land card, you may put it onto the battlefield. Otherwise, you may put it into your graveyard.", "{1}{G}"),
    ("Reveal the top card of your library. If it's a creature card, put it into your hand. Otherwise, you may put it into your hand.", "{1}{G}"),
    ("Reveal the top card of your library. If it's a land card, destroy target creature.", "{1}{B}"),
    ("Reveal the top two cards of your library. If it's a land card, draw a card.", "{1}{G}"),
    ("Look at the top card of your library. If it's a land card, draw a card.", "{1}{G}"),
    ("Reveal the top card of your library. If it's a land card, return it to its owner's hand.", "{1}{G}"),
    ("Look at the top five cards of your library. You may reveal any number of creature cards from among them and put it into your hand. Put the rest on the bottom of your library in any order.", "{2}{G}"),
    ("Look at the top five cards of your library. You may put any number of creature cards from among them onto the battlefield. Put the rest on the bottom of your library in any order.", "{2}{G}"),
    ("Look at the top five cards of your library. You may reveal any number of creature, land, and/or artifact cards from among them and put them into your hand. Put the rest into your graveyard.", "{2}{G}"),
    ("Look at the top five cards of your library. You may put an artifact card with power 5 or greater from among them onto the battlefield. Put the rest on the bottom of your library in any order.", "{2}{G}"),
    ("Look at the top five cards of your library. You may put a creature card with toughness 5 or greater from among them onto the battlefield. Put the rest on the bottom of your library in any order.", "{2}{G}"),
    ("Look at the top three cards of your library. You may put one of those cards back on top of your library. Put the rest on top of your library in any order.", "{2}{U}"),
    ("Reveal the top three cards of your library. You may put one of those cards back on top of your library. Put the rest into your graveyard.", "{2}{U}"),
])
def test_a_near_miss_wording_stays_text_only(text, cost):
    assert not compile_card({"name": "Near Miss", "mana_cost": cost, "types": ["Sorcery"], "text": text}).played


# -- Diabolic Vision: "Put one of them into your hand and the rest on top of your library in any order." --

@pytest.mark.parametrize("rules", EDITIONS)
def test_diabolic_vision_puts_one_into_the_hand_and_the_rest_back_on_top_in_the_chosen_order(cards, rules):
    objects = [obj("vision", "Diabolic Vision", zone="hand"), *lands("Swamp", 2, "s"), *lands("Island", 2, "i"),
               *library("bears", "shock", "angel", "lions", "growth", "forest1")]
    replay = play(cards, objects, cast("vision", {"cards": ["shock"], "top": ["growth", "angel", "bears", "lions"]}), rules)
    assert not refused(replay), log(replay)
    assert final_zone(replay, "Alice", "hand") == ["shock"]
    assert final_zone(replay, "Alice", "library") == ["growth", "angel", "bears", "lions", "forest1"]
    assert "back on top of their library in the chosen order" in log(replay)
    assert ({R2007: "217.2d", R2026: "401.4"}[rules], "library_order_arranged") in cited_pairs(replay)


def test_diabolic_vision_without_an_order_leaves_the_rest_as_they_were(cards):
    objects = [obj("vision", "Diabolic Vision", zone="hand"), *lands("Swamp", 2, "s"), *lands("Island", 2, "i"),
               *library("bears", "shock", "angel", "lions", "growth", "forest1")]
    replay = play(cards, objects, cast("vision", {"cards": ["angel"]}), R2026)
    assert not refused(replay), log(replay)
    assert final_zone(replay, "Alice", "library") == ["bears", "shock", "lions", "growth", "forest1"]
    assert ("701.20e", "look_at_card") in cited_pairs(replay)


def test_diabolic_vision_refuses_an_order_that_leaves_out_a_card_naming_the_field(cards):
    objects = [obj("vision", "Diabolic Vision", zone="hand"), *lands("Swamp", 2, "s"), *lands("Island", 2, "i"),
               *library("bears", "shock", "angel", "lions", "growth", "forest1")]
    replay = play(cards, objects, cast("vision", {"cards": ["shock"], "top": ["growth", "angel"]}), R2026)
    assert refused(replay)
    assert "choices.vision.top must name each card put back on top once" in log(replay)


def test_diabolic_vision_must_put_a_card_into_the_hand(cards):
    objects = [obj("vision", "Diabolic Vision", zone="hand"), *lands("Swamp", 2, "s"), *lands("Island", 2, "i"),
               *library("bears", "shock", "angel")]
    replay = play(cards, objects, cast("vision", {"cards": []}), R2026)
    assert refused(replay)


# -- Browse: "put one of them into your hand, and exile the rest" --

@pytest.mark.parametrize("rules", EDITIONS)
def test_browse_puts_one_into_the_hand_and_exiles_the_other_four(cards, rules):
    objects = [obj("browse", "Browse"), *lands("Island", 4), *library("bears", "shock", "angel", "lions", "growth", "forest1")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "browse", "ability": 0}, p("Alice"),
               p("Bob", choices={"browse": {"cards": ["angel"]}})]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert final_zone(replay, "Alice", "hand") == ["angel"]
    assert all(zone_of(replay, oid) == "removed_from_game" for oid in ("bears", "shock", "lions", "growth"))
    assert final_zone(replay, "Alice", "library") == ["forest1"]
    said = {R2007: "removes Grizzly Bears, Shock, Savannah Lions, Titanic Growth from the game",
            R2026: "exiles Grizzly Bears, Shock, Savannah Lions, Titanic Growth"}[rules]
    assert said in log(replay)


def test_browse_refuses_a_card_that_was_not_looked_at(cards):
    objects = [obj("browse", "Browse"), *lands("Island", 4), *library("bears", "shock", "angel", "lions", "growth", "forest1")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "browse", "ability": 0}, p("Alice"),
               p("Bob", choices={"browse": {"cards": ["forest1"]}})]
    replay = play(cards, objects, actions, R2026)
    assert refused(replay)
    assert zone_of(replay, "forest1") == "library"


# -- "Put one of those cards into your hand and the rest ..." after "the top X cards, where X is ..." --

@pytest.mark.parametrize("rules", EDITIONS)
def test_machinate_looks_at_one_card_for_each_artifact_and_puts_the_rest_on_the_bottom(cards, rules):
    objects = [obj("machinate", "Machinate", zone="hand"), *lands("Island", 3), obj("thopter", "Ornithopter"),
               obj("memnite", "Memnite"), *library("bears", "shock", "angel", "lions")]
    replay = play(cards, objects, cast("machinate", {"cards": ["shock"], "bottom": ["bears"]}), rules)
    assert not refused(replay), log(replay)
    assert final_zone(replay, "Alice", "hand") == ["shock"]
    assert final_zone(replay, "Alice", "library") == ["angel", "lions", "bears"]  # two artifacts: the top two looked at


def test_machinate_cannot_take_a_card_below_the_ones_looked_at(cards):
    objects = [obj("machinate", "Machinate", zone="hand"), *lands("Island", 3), obj("thopter", "Ornithopter"),
               obj("memnite", "Memnite"), *library("bears", "shock", "angel", "lions")]
    replay = play(cards, objects, cast("machinate", {"cards": ["angel"]}), R2026)
    assert refused(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_stirring_honormancer_counts_itself_and_puts_the_rest_into_the_graveyard(cards, rules):
    objects = [obj("honor", "Stirring Honormancer", zone="hand"), *lands("Plains", 3), *lands("Swamp", 2, "s"),
               obj("bears0", "Grizzly Bears"), *library("shock", "angel", "lions", "bears1")]
    actions = [*cast("honor"), p("Alice"), p("Bob", choices={"honor": {"cards": ["angel"]}})]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert final_zone(replay, "Alice", "hand") == ["angel"]  # itself and the Bears: two creatures, the top two cards
    assert "shock" in final_zone(replay, "Alice", "graveyard")
    assert final_zone(replay, "Alice", "library") == ["lions", "bears1"]


# -- Wasteful Harvest: "You may put a permanent card from among the cards milled this way into your hand." --

@pytest.mark.parametrize("rules", EDITIONS)
def test_wasteful_harvest_mills_five_and_returns_a_permanent_card(cards, rules):
    objects = [obj("harvest", "Wasteful Harvest", zone="hand"), *lands("Forest", 3),
               *library("shock", "bears", "growth", "angel", "lions", "forest1")]
    replay = play(cards, objects, cast("harvest", {"cards": ["angel"]}), rules)
    assert not refused(replay), log(replay)
    assert final_zone(replay, "Alice", "hand") == ["angel"]
    assert {"shock", "bears", "growth", "lions"} <= set(final_zone(replay, "Alice", "graveyard"))
    assert final_zone(replay, "Alice", "library") == ["forest1"]
    if rules == R2026:
        assert ("701.17a", "mill") in cited_pairs(replay)
    else:
        assert not any(concept == "mill" for _, concept in cited_pairs(replay))  # 2007 has no "mill"


def test_wasteful_harvest_cannot_return_a_milled_instant(cards):
    objects = [obj("harvest", "Wasteful Harvest", zone="hand"), *lands("Forest", 3),
               *library("shock", "bears", "growth", "angel", "lions", "forest1")]
    replay = play(cards, objects, cast("harvest", {"cards": ["shock"]}), R2026)
    assert refused(replay)
    assert "which is not a permanent card" in log(replay)


def test_wasteful_harvest_may_return_nothing(cards):
    objects = [obj("harvest", "Wasteful Harvest", zone="hand"), *lands("Forest", 3),
               *library("shock", "bears", "growth", "angel", "lions", "forest1")]
    replay = play(cards, objects, cast("harvest", {"cards": []}), R2026)
    assert not refused(replay), log(replay)
    assert final_zone(replay, "Alice", "hand") == []
    assert len(final_zone(replay, "Alice", "graveyard")) == 6  # the five milled and the sorcery


# -- another player's top card: "Target player reveals the top card of their library"; Goblin Guide --

@pytest.mark.parametrize("rules", EDITIONS)
def test_aven_windreader_reveals_the_top_card_of_the_target_players_library_and_leaves_it_there(cards, rules):
    objects = [obj("aven", "Aven Windreader"), *lands("Island", 2), *library("angel", "bears", owner="Bob")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "aven", "ability": 1, "targets": ["Bob"]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert "Bob reveals the top card of their library (Serra Angel)." in log(replay)
    assert final_zone(replay, "Bob", "library") == ["angel", "bears"]
    if rules == R2026:
        assert ("701.20b", "reveal") in cited_pairs(replay)


def guide(cards, rules, bob_top):
    objects = [obj("guide", "Goblin Guide"), *library(bob_top, "bears", owner="Bob")]
    actions = [p("Alice"), p("Bob"), {"type": "declare_attackers", "player": "Alice", "attackers": ["guide"]}, p("Alice"), p("Bob")]
    sc = {**in_main_phase(objects, actions, rules, "looktop"), "turn": {"number": 3, "active_player": "Alice", "phase": "combat",
                                                                       "step": "beginning_of_combat"}}
    return run_scenario(load_scenario(sc, cards=cards))


@pytest.mark.parametrize("rules", EDITIONS)
def test_goblin_guide_puts_the_defending_players_revealed_land_into_their_hand(cards, rules):
    replay = guide(cards, rules, "forest1")
    assert not refused(replay), log(replay)
    assert final_zone(replay, "Bob", "hand") == ["forest1"]
    assert final_zone(replay, "Bob", "library") == ["bears"]
    assert "Bob reveals the top card of their library (Forest); puts Forest (land card) into their hand." in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_goblin_guide_leaves_a_revealed_nonland_card_on_top(cards, rules):
    replay = guide(cards, rules, "angel")
    assert not refused(replay), log(replay)
    assert final_zone(replay, "Bob", "hand") == []
    assert final_zone(replay, "Bob", "library") == ["angel", "bears"]
    assert "it is not a land card" in log(replay)


def test_a_dig_of_another_player_with_a_choice_is_refused_by_the_loader(cards, compiled):
    import copy

    from rulings.engine.errors import ScenarioError
    bad = copy.deepcopy(compiled["Aven Windreader"].definition)
    bad["abilities"][1]["effect"][0]["for"] = {"types": ["Land"]}  # a choice the other player's reveal doesn't give
    with pytest.raises(ScenarioError, match="player"):
        load_scenario(in_main_phase([obj("aven", "Aven Windreader")], [], R2026),
                      cards=lambda n: bad if n == "Aven Windreader" else cards(n))


def test_chaos_warp_whose_reveal_belongs_to_a_shuffle_stays_text_only(compiled):
    assert not compiled["Chaos Warp"].played


# -- Sage of Days: "You may put one of those cards back on top of your library. Put the rest into your graveyard." --

@pytest.mark.parametrize("rules", EDITIONS)
def test_sage_of_days_keeps_the_chosen_card_on_top_and_puts_the_rest_into_the_graveyard(cards, rules):
    objects = [obj("sage", "Sage of Days", zone="hand"), *lands("Island", 3), *library("bears", "shock", "angel", "lions")]
    actions = [*cast("sage"), p("Alice"), p("Bob", choices={"sage": {"cards": ["angel"]}})]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert final_zone(replay, "Alice", "library") == ["angel", "lions"]
    assert {"bears", "shock"} <= set(final_zone(replay, "Alice", "graveyard"))
    assert "puts Serra Angel (card) back on top of their library" in log(replay)


def test_sage_of_days_may_keep_none(cards):
    objects = [obj("sage", "Sage of Days", zone="hand"), *lands("Island", 3), *library("bears", "shock", "angel", "lions")]
    actions = [*cast("sage"), p("Alice"), p("Bob", choices={"sage": {"cards": []}})]
    replay = play(cards, objects, actions, R2026)
    assert not refused(replay), log(replay)
    assert final_zone(replay, "Alice", "library") == ["lions"]
    assert {"bears", "shock", "angel"} <= set(final_zone(replay, "Alice", "graveyard"))


def test_sage_of_days_cannot_keep_two(cards):
    objects = [obj("sage", "Sage of Days", zone="hand"), *lands("Island", 3), *library("bears", "shock", "angel", "lions")]
    actions = [*cast("sage"), p("Alice"), p("Bob", choices={"sage": {"cards": ["angel", "bears"]}})]
    replay = play(cards, objects, actions, R2026)
    assert refused(replay)


# -- Mayael the Anima: "You may put a creature card with power 5 or greater from among them onto the battlefield." --

def mayael(cards, rules, top, choice):
    objects = [obj("mayael", "Mayael the Anima"), *lands("Mountain", 2, "m"), *lands("Forest", 2, "f"), *lands("Plains", 2, "w"),
               *library(*top)]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "mayael", "ability": 0}, p("Alice"),
               p("Bob", choices={"mayael": choice})]
    return play(cards, objects, actions, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_mayael_puts_a_creature_with_power_5_or_greater_onto_the_battlefield(cards, rules):
    replay = mayael(cards, rules, ("bears", "wurm", "angel", "shock", "lions", "growth"), {"cards": ["wurm"], "bottom": ["bears", "angel", "shock", "lions"]})
    assert not refused(replay), log(replay)
    assert zone_of(replay, "wurm") == "in_play"
    assert final_zone(replay, "Alice", "library") == ["growth", "bears", "angel", "shock", "lions"]
    assert "(creature card with power 5 or greater)" in log(replay)


def test_mayael_cannot_put_a_creature_with_power_4_onto_the_battlefield(cards):
    replay = mayael(cards, R2026, ("bears", "wurm", "angel", "shock", "lions", "growth"), {"cards": ["angel"]})
    assert refused(replay)
    assert "which is not a creature card with power 5 or greater" in log(replay)


# -- "any number of [quality] cards from among them" into the hand --

@pytest.mark.parametrize("rules", EDITIONS)
def test_lead_the_stampede_reveals_the_chosen_creature_cards_and_puts_them_into_the_hand(cards, rules):
    objects = [obj("stampede", "Lead the Stampede", zone="hand"), *lands("Forest", 3),
               *library("bears", "shock", "angel", "lions", "growth", "forest1")]
    replay = play(cards, objects, cast("stampede", {"cards": ["bears", "lions"], "bottom": ["growth", "angel", "shock"]}), rules)
    assert not refused(replay), log(replay)
    assert sorted(final_zone(replay, "Alice", "hand")) == ["bears", "lions"]
    assert final_zone(replay, "Alice", "library") == ["forest1", "growth", "angel", "shock"]


def test_lead_the_stampede_may_leave_a_creature_card_and_take_none(cards):
    objects = [obj("stampede", "Lead the Stampede", zone="hand"), *lands("Forest", 3),
               *library("bears", "shock", "angel", "lions", "growth", "forest1")]
    replay = play(cards, objects, cast("stampede", {"cards": []}), R2026)
    assert not refused(replay), log(replay)
    assert final_zone(replay, "Alice", "hand") == []
    assert final_zone(replay, "Alice", "library")[0] == "forest1"


def test_lead_the_stampede_cannot_take_a_noncreature_card(cards):
    objects = [obj("stampede", "Lead the Stampede", zone="hand"), *lands("Forest", 3),
               *library("bears", "shock", "angel", "lions", "growth", "forest1")]
    replay = play(cards, objects, cast("stampede", {"cards": ["bears", "shock"]}), R2026)
    assert refused(replay)
    assert "which is not a creature card" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_torsten_puts_creature_and_land_cards_into_the_hand_and_the_rest_on_the_bottom_at_random(cards, rules):
    objects = [obj("torsten", "Torsten, Founder of Benalia", zone="hand"), *lands("Forest", 5), *lands("Plains", 2, "w"),
               *library("bears", "shock", "forest1", "growth", "angel", "lions", "wurm", "forest2")]
    actions = [*cast("torsten"), p("Alice"), p("Bob", choices={"torsten": {"cards": ["bears", "forest1", "angel", "lions", "wurm"]}})]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert sorted(final_zone(replay, "Alice", "hand")) == ["angel", "bears", "forest1", "lions", "wurm"]
    lib = final_zone(replay, "Alice", "library")
    assert lib[0] == "forest2" and sorted(lib[1:]) == ["growth", "shock"]
    assert ({R2007: "103.1", R2026: "101.1"}[rules], "card_text_precedence") in cited_pairs(replay)  # the random order


# -- "Reveal the top card of your library. If it's a land card, [instructions]" --

def deceiver(cards, rules, top, times=1, name="Callous Deceiver"):
    objects = [obj("deceiver", name), *lands("Island", 4), *library(top, "bears")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "deceiver", "ability": 1}, p("Alice"), p("Bob")] * times
    return play(cards, objects, actions, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_callous_deceiver_revealing_a_land_gets_plus_one_and_flying(cards, rules):
    replay = deceiver(cards, rules, "forest1")
    assert not refused(replay), log(replay)
    o = objects_in(replay.final_state)["deceiver"]
    assert o["power"] == 2 and o["toughness"] == 3
    assert "flying" in o["keywords"]
    assert "Forest is a land card." in log(replay)
    assert final_zone(replay, "Alice", "library") == ["forest1", "bears"]  # the revealed card stays on top
    assert ({R2007: "413.2b", R2026: "608.2c"}[rules], "follow_instructions") in cited_pairs(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_callous_deceiver_revealing_a_nonland_card_gets_nothing(cards, rules):
    replay = deceiver(cards, rules, "angel")
    assert not refused(replay), log(replay)
    o = objects_in(replay.final_state)["deceiver"]
    assert o["power"] == 1 and "flying" not in o["keywords"]
    assert "Serra Angel is not a land card" in log(replay)


def test_callous_deceiver_activates_its_reveal_only_once_each_turn(cards):
    replay = deceiver(cards, R2026, "forest1", times=2)
    assert len(refused(replay)) == 1


@pytest.mark.parametrize("rules", EDITIONS)
def test_feral_deceiver_revealing_a_land_gets_plus_two_and_trample(cards, rules):
    objects = [obj("deceiver", "Feral Deceiver"), *lands("Forest", 2), *library("forest1", "bears")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "deceiver", "ability": 1}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    o = objects_in(replay.final_state)["deceiver"]
    assert (o["power"], o["toughness"]) == (5, 4) and "trample" in o["keywords"]


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("top, drawn", [(["forest1", "shock"], ["forest1"]), (["shock", "forest1"], [])])
def test_track_down_scries_then_draws_only_if_the_revealed_card_is_a_creature_or_land_card(cards, rules, top, drawn):
    objects = [obj("track", "Track Down", zone="hand"), *lands("Forest", 2), *library("bears", "shock", "forest1", "angel")]
    replay = play(cards, objects, cast("track", {"cards": ["bears"], "top": top}), rules)
    assert not refused(replay), log(replay)
    assert final_zone(replay, "Alice", "hand") == drawn


def test_iron_lad_draws_when_it_reveals_an_artifact_card(cards):
    objects = [obj("lad", "Iron Lad, Diverging Destiny"), obj("thopter", "Ornithopter", zone="library"), *library("bears")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "lad", "ability": 3}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, R2026)
    assert not refused(replay), log(replay)
    assert final_zone(replay, "Alice", "hand") == ["thopter"]


# -- "If you don't put the card into your hand / onto the battlefield, [you may] put it ..."; "Otherwise, you may put it ..." --

def activate(cards, rules, oid, name, ability, top, choice=None, mana=()):
    objects = [obj(oid, name), *mana, *library(top, "bears")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": oid, "ability": ability}, p("Alice"),
               p("Bob", **({"choices": {oid: choice}} if choice is not None else {}))]
    return play(cards, objects, actions, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_lantern_of_revealing_puts_a_land_onto_the_battlefield_tapped(cards, rules):
    replay = activate(cards, rules, "lantern", "Lantern of Revealing", 1, "forest1", {"cards": ["forest1"]}, lands("Island", 4))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["forest1"]["tapped"] is True and zone_of(replay, "forest1") == "in_play"


@pytest.mark.parametrize("rules", EDITIONS)
def test_lantern_of_revealing_may_put_a_nonland_card_on_the_bottom(cards, rules):
    replay = activate(cards, rules, "lantern", "Lantern of Revealing", 1, "angel", {"cards": [], "put_rest": True}, lands("Island", 4))
    assert not refused(replay), log(replay)
    assert final_zone(replay, "Alice", "library") == ["bears", "angel"]


def test_lantern_of_revealing_without_a_choice_leaves_the_card_on_top(cards):
    replay = activate(cards, R2026, "lantern", "Lantern of Revealing", 1, "angel", None, lands("Island", 4))
    assert not refused(replay), log(replay)
    assert final_zone(replay, "Alice", "library") == ["angel", "bears"]
    assert "leaves Serra Angel on top of their library (no choice was given: the player doesn't)" in log(replay)


def test_lantern_of_revealing_declining_the_land_may_still_put_it_on_the_bottom(cards):
    replay = activate(cards, R2026, "lantern", "Lantern of Revealing", 1, "forest1", {"cards": [], "put_rest": True}, lands("Island", 4))
    assert not refused(replay), log(replay)
    assert final_zone(replay, "Alice", "library") == ["bears", "forest1"]


def test_a_put_rest_choice_that_is_not_true_or_false_is_refused_by_the_loader(cards):
    from rulings.engine.errors import ScenarioError
    with pytest.raises(ScenarioError, match="put_rest"):
        activate(cards, R2026, "lantern", "Lantern of Revealing", 1, "angel", {"put_rest": "yes"}, lands("Island", 4))


@pytest.mark.parametrize("rules", EDITIONS)
def test_viviens_grizzly_puts_a_card_it_doesnt_take_on_the_bottom(cards, rules):
    replay = activate(cards, rules, "grizzly", "Vivien's Grizzly", 0, "shock", {"cards": []}, lands("Forest", 4))
    assert not refused(replay), log(replay)
    assert final_zone(replay, "Alice", "library") == ["bears", "shock"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_viviens_grizzly_reveals_a_creature_card_and_puts_it_into_the_hand(cards, rules):
    replay = activate(cards, rules, "grizzly", "Vivien's Grizzly", 0, "angel", {"cards": ["angel"]}, lands("Forest", 4))
    assert not refused(replay), log(replay)
    assert final_zone(replay, "Alice", "hand") == ["angel"] and final_zone(replay, "Alice", "library") == ["bears"]


def test_viviens_grizzly_cannot_take_a_noncreature_card(cards):
    replay = activate(cards, R2026, "grizzly", "Vivien's Grizzly", 0, "shock", {"cards": ["shock"]}, lands("Forest", 4))
    assert refused(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("put_rest, zone", [(True, "graveyard"), (False, "library")])
def test_traveling_botanist_may_put_a_card_it_doesnt_take_into_the_graveyard(cards, rules, put_rest, zone):
    objects = [obj("botanist", "Traveling Botanist"), obj("bears0", "Grizzly Bears"), *library("angel", "bears")]
    actions = [p("Alice"), p("Bob"), {"type": "declare_attackers", "player": "Alice", "attackers": ["botanist"]}, p("Alice"),
               p("Bob", choices={"botanist": {"cards": [], "put_rest": put_rest}})]
    sc = {**in_main_phase(objects, actions, rules, "looktop"), "turn": {"number": 3, "active_player": "Alice", "phase": "combat",
                                                                       "step": "beginning_of_combat"}}
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "angel") == zone


@pytest.mark.parametrize("text", [
    "{R}: Reveal the top card of your library. If it's a land card, this creature gets -4/-0 until end of turn. Otherwise, this creature gets +2/+0 until end of turn.",
    "{R}: Reveal the top card of your library. If it's a land card, draw a card. Otherwise, you lose 2 life.",
    "{R}: Reveal the top card of your library. If it's a land card, draw a card. If it's a creature card, you gain 2 life.",
    "{R}: Reveal the top card of your library. If it's a land card, draw a card. Then put it on the bottom of your library.",
    "{R}: Reveal the top card of your library. If it's a creature card, this creature deals damage equal to its power to any target.",
])
def test_a_reveal_whose_condition_has_an_otherwise_or_names_the_card_stays_text_only(text):
    card = {"name": "Probe", "mana_cost": "{1}{R}", "types": ["Creature"], "power": "2", "toughness": "2", "text": text}
    assert not compile_card(card).played


# -- "Look at the top card of target player's library. You may put that card into their graveyard." --

@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("put_rest, zone", [(True, "graveyard"), (False, "library"), (None, "library")])
def test_eye_spy_may_put_the_top_card_of_the_target_players_library_into_their_graveyard(cards, rules, put_rest, zone):
    objects = [obj("spy", "Eye Spy", zone="hand"), *lands("Island", 1), *library("angel", "bears", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "spy", "targets": ["Bob"]}, p("Alice"),
               p("Bob", **({"choices": {"spy": {"put_rest": put_rest}}} if put_rest is not None else {}))]
    replay = play(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "angel") == zone
    assert "Alice looks at the top card of Bob's library (Serra Angel)" in log(replay)
    if rules == R2026:
        assert ("701.20e", "look_at_card") in cited_pairs(replay)


def test_lurking_informant_mills_the_looked_at_card_of_its_owner(cards):
    objects = [obj("informant", "Lurking Informant"), *lands("Island", 2), *library("angel", "bears", owner="Bob")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "informant", "ability": 0, "targets": ["Bob"]}, p("Alice"),
               p("Bob", choices={"informant": {"put_rest": True}})]
    replay = play(cards, objects, actions, R2026)
    assert not refused(replay), log(replay)
    assert final_zone(replay, "Bob", "graveyard") == ["angel"] and final_zone(replay, "Bob", "library") == ["bears"]
