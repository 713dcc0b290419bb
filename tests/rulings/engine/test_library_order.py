"""Cards put on a library in an order or a place chosen while the effect is applied (2007 413.2c;
2026 608.2d): two or more at once are arranged as their owner chooses (2007 217.2d; 2026 401.4);
"on their choice of the top or bottom" is the owner's choice (effects/library_order.py)."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import act, free, make, obj, pass_, zone_ids

R07, R26 = "2007-02-01", "2026-06-19"
HAND_ON_TOP = {"name": "Hand On Top", "mana_cost": "{0}", "types": ["Instant"], "text": "Hand On Top",
               "effect": [{"do": "put_from_hand_on_top", "amount": 2}]}
TOP_OR_BOTTOM = free("Top Or Bottom", [{"do": "put_on_top_or_bottom", "what": "target:0"}])


def run(objects, actions, rules=R26):
    return run_scenario(load_scenario({**make(objects, actions), "rules": rules}))


def cast(oid, choices=None, targets=None):
    resolve = {**pass_("Bob"), **({"choices": {oid: choices}} if choices is not None else {})}
    return [act("play_spell", object=oid, **({"targets": targets} if targets else {})), pass_("Alice"), resolve]


def library_top_first(replay, player="Alice"):
    return zone_ids(replay.steps[-1].state, player, "library")[::-1]


def log(replay):
    return "\n".join(e.text for st in replay.steps for e in st.events)


def cited(replay):
    return {(c.rule, c.concept) for st in replay.steps for c in st.citations}


HAND = [obj("h1", "Forest", zone="hand"), obj("h2", "Island", zone="hand"), obj("h3", "Plains", zone="hand"),
        obj("l1", "Swamp", zone="library")]


@pytest.mark.parametrize("rules, choice, arranged", [(R07, "413.2c", "217.2d"), (R26, "608.2d", "401.4")])
def test_cards_put_from_hand_on_top_at_once_are_in_the_order_chosen(rules, choice, arranged):
    r = run([obj("s", HAND_ON_TOP, zone="hand"), *HAND], cast("s", {"top": ["h1", "h3"]}), rules)
    assert not r.steps[-1].refused, log(r)
    assert library_top_first(r) == ["h1", "h3", "l1"]
    assert zone_ids(r.steps[-1].state, "Alice", "hand") == ["h2"]
    assert {(choice, "choice_on_resolution"), (arranged, "library_order_arranged")} <= cited(r)


def test_without_a_choice_the_last_cards_of_the_hand_go_on_top_and_the_log_says_so():
    r = run([obj("s", HAND_ON_TOP, zone="hand"), *HAND], cast("s"))
    assert library_top_first(r) == ["h3", "h2", "l1"]
    assert "(no choice was given: the last cards of the hand, the last one on top)" in log(r)


@pytest.mark.parametrize("rules, number", [(R07, "416.3"), (R26, "609.3")])
def test_a_hand_smaller_than_asked_puts_as_many_as_it_holds(rules, number):
    r = run([obj("s", HAND_ON_TOP, zone="hand"), obj("h1", "Forest", zone="hand")], cast("s"), rules)
    assert library_top_first(r) == ["h1"]
    assert (number, "impossible_as_much_as_possible") in cited(r)


@pytest.mark.parametrize("named", [["h1"], ["h1", "l1"], ["h1", "h1"]], ids=["too_few", "not_in_hand", "twice"])
def test_a_hand_choice_that_isnt_that_many_cards_of_the_hand_is_refused_naming_the_field(named):
    r = run([obj("s", HAND_ON_TOP, zone="hand"), *HAND], cast("s", {"top": named}))
    assert r.steps[-1].refused
    assert "choices.s.top must name 2 different cards of Alice's hand" in log(r)


BEARS = [obj("bears", "Grizzly Bears", "Bob"), obj("b1", "Forest", "Bob", zone="library"), obj("b2", "Island", "Bob", zone="library")]


@pytest.mark.parametrize("choices, top_first, note", [
    ({"bottom": ["bears"]}, ["b1", "b2", "bears"], "on the bottom of their library."),
    ({"top": ["bears"]}, ["bears", "b1", "b2"], "on the top of their library."),
    (None, ["bears", "b1", "b2"], "(no choice was given: the top)")], ids=["bottom", "top", "default_top"])
def test_the_owner_chooses_the_top_or_the_bottom_of_their_library(choices, top_first, note):
    r = run([obj("s", TOP_OR_BOTTOM, zone="hand"), *BEARS], cast("s", choices, ["bears"]))
    assert not r.steps[-1].refused, log(r)
    assert library_top_first(r, "Bob") == top_first
    assert note in log(r) and "Bob chooses to put Grizzly Bears" in log(r)
    assert ("608.2d", "choice_on_resolution") in cited(r)


@pytest.mark.parametrize("choices", [{"bottom": ["b1"]}, {"top": ["bears"], "bottom": ["bears"]}], ids=["another_card", "both"])
def test_a_top_or_bottom_choice_not_naming_the_permanent_once_is_refused(choices):
    r = run([obj("s", TOP_OR_BOTTOM, zone="hand"), *BEARS], cast("s", choices, ["bears"]))
    assert r.steps[-1].refused
    assert "choices.s." in log(r)


def named_search(named="self"):
    return {"name": "Seeker", "mana_cost": "{0}", "types": ["Sorcery"], "text": "Seeker",
            "effect": [{"do": "search_library", "for": {"named": named}, "into": "hand", "count": 2}, {"do": "shuffle_library"}]}


@pytest.mark.parametrize("rules", [R07, R26])
def test_a_search_for_cards_named_like_its_source_finds_only_those(rules):
    objs = [obj("s", named_search(), zone="hand"), obj("x", named_search(), zone="library"), obj("l1", "Swamp", zone="library")]
    r = run(objs, cast("s"), rules)
    assert not r.steps[-1].refused, log(r)
    assert zone_ids(r.steps[-1].state, "Alice", "hand") == ["x"]
    assert "searches their library for up to 2 cards named Seeker" in log(r)


def test_a_search_named_with_no_name_is_refused_naming_the_field():
    # "self" or a card's name ("a card named Godsire": rulings/oracle/named_searches.py); an empty one names nothing
    with pytest.raises(ScenarioError, match=r"for\.named"):
        load_scenario({**make([obj("s", named_search(""), zone="hand")], cast("s")), "rules": R26})


def test_a_search_for_any_of_several_land_types_finds_a_card_with_one_of_them():
    fetch = {"name": "Fetch", "mana_cost": "{0}", "types": ["Sorcery"], "text": "Fetch",
             "effect": [{"do": "search_library", "for": {"any_of_subtypes": ["Plains", "Island"]}, "into": "hand"}]}
    objs = [obj("s", fetch, zone="hand"), obj("f", "Forest", zone="library"), obj("i", "Island", zone="library")]
    r = run(objs, cast("s"))
    assert zone_ids(r.steps[-1].state, "Alice", "hand") == ["i"], log(r)
    assert "for a Plains or Island card" in log(r)


def test_a_search_may_put_the_card_found_into_the_graveyard():
    entomb = {"name": "Entombing", "mana_cost": "{0}", "types": ["Instant"], "text": "Entombing",
              "effect": [{"do": "search_library", "for": {}, "into": "graveyard"}]}
    objs = [obj("s", entomb, zone="hand"), obj("f", "Forest", zone="library"), obj("i", "Island", zone="library")]
    r = run(objs, cast("s", {"cards": ["i"]}))
    assert zone_ids(r.steps[-1].state, "Alice", "graveyard") == ["i", "s"], log(r)
    assert "puts it into their graveyard" in log(r)


def test_a_search_that_finds_nothing_says_no_default_choice():
    objs = [obj("s", named_search(), zone="hand"), obj("l1", "Swamp", zone="library")]
    r = run(objs, cast("s"))
    assert "finds none" in log(r) and "no choice was given" not in log(r), log(r)
