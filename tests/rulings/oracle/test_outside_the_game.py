"""Cards from outside the game and before the game begins (rulings/oracle/outside_the_game.py),
compiled from the pool's records (outside_the_game_cards.json): the Wishes (Burning Wish, Living Wish,
Glittering Wish, Death Wish, Legion Angel; 2007 217.1e, 2026 400.11, 400.11b), learn (Guiding Voice;
2026 701.48a), the Leylines (Leyline of the Meek; 2026 103.6a, 2007 103.1) and "A deck can have any
number of cards named ~" (Relentless Rats; 2007 100.2, 2026 100.2a). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError

from .conftest import cited, in_main_phase, log, obj, p

CARDS = Path(__file__).parent / "outside_the_game_cards.json"
POOL_TOO = True  # Lightning Bolt, Grizzly Bears, Divination
R26, R07 = "2026-06-19", "2007-02-01"
BOTH = pytest.mark.parametrize("rules", [R26, R07])
OUTSIDE = {R26: "400.11", R07: "217.1e"}
TEXT_ONLY = {"Relentless Rats", "Wish", "Gemstone Caverns", "Leyline of Transformation", "Chancellor of the Tangle", "Wizened Arbiter"}


def zones_of(replay, player="Alice") -> dict:
    """{object id: zone} of a player's cards at the end of a replay."""
    return {o["id"]: zone for zone, objs in replay.final_state["zones"][player].items() for o in objs}


def cast(cards, rules, card, lands, choice=None, targets=(), others=(), players=None):
    """Alice casts `card` with `lands`; as it resolves, `choice` is its `choices` (none: no choice)."""
    objects = [obj("spell", card, zone="hand"), *[obj(f"l{i}", land) for i, land in enumerate(lands)], *others]
    action = {"type": "play_spell", "player": "Alice", "object": "spell", "targets": list(targets),
              "mana_abilities": [{"object": f"l{i}"} for i in range(len(lands))]}
    resolve = p("Bob", **({"choices": {"spell": choice}} if choice is not None else {}))
    sc = in_main_phase(objects, [action, p("Alice"), resolve], rules)
    if players:
        sc["players"] = players
    return run_scenario(load_scenario(sc, cards=cards))


def refused(replay) -> list:
    return [s.refused for s in replay.steps if s.refused]


def test_the_cards_are_fully_played_and_the_near_misses_stay_text_only(compiled):
    for name, card in compiled.items():
        assert card.played == (name not in TEXT_ONLY), name


@pytest.mark.parametrize("name, paragraph", [
    ("Wish", "You may play a card you own from outside the game this turn."),
    ("Gemstone Caverns", "If this card is in your opening hand and you're not the starting player, you may begin the game"),
    ("Leyline of Transformation", "If this card is in your opening hand, you may begin the game with it on the battlefield."),
    ("Chancellor of the Tangle", "You may reveal this card from your opening hand."),
    ("Wizened Arbiter", "exchange that card with a card in your hand"),
])
def test_a_near_miss_stays_text_only(compiled, name, paragraph):
    """A Wish that lets a card be played, a Leyline with a condition or with an "As ~ enters" choice (not
    looked at before the game), a card revealed from the opening hand, an exchange with the hand."""
    verdicts = [a for a in compiled[name].abilities if paragraph in a["text"]]
    assert verdicts and not any(a["played"] for a in verdicts)


@BOTH
def test_burning_wish_puts_the_chosen_sorcery_from_outside_the_game_into_the_hand(cards, rules):
    outside = [obj("rain", "Stone Rain", zone="outside_the_game"), obj("bolt", "Lightning Bolt", zone="outside_the_game")]
    replay = cast(cards, rules, "Burning Wish", ["Mountain"] * 2, {"cards": ["rain"]}, others=outside)
    assert not refused(replay), log(replay)
    z = zones_of(replay)
    assert (z["rain"], z["bolt"], z["spell"]) == ("hand", "outside_the_game", "removed_from_game")
    assert "Alice reveals Stone Rain, a card they own from outside the game" in log(replay)
    assert OUTSIDE[rules] in cited(replay)
    assert ("400.11b" in cited(replay)) == (rules == R26)


@BOTH
def test_a_wish_cant_choose_a_card_of_another_kind(cards, rules):
    outside = [obj("bolt", "Lightning Bolt", zone="outside_the_game")]
    replay = cast(cards, rules, "Burning Wish", ["Mountain"] * 2, {"cards": ["bolt"]}, others=outside)
    assert refused(replay) and zones_of(replay)["bolt"] == "outside_the_game"


@BOTH
def test_a_wish_cant_choose_a_card_another_player_owns(cards, rules):
    outside = [obj("rain", "Stone Rain", owner="Bob", zone="outside_the_game")]
    replay = cast(cards, rules, "Burning Wish", ["Mountain"] * 2, {"cards": ["rain"]}, others=outside)
    assert refused(replay) and zones_of(replay, "Bob")["rain"] == "outside_the_game"


@BOTH
def test_without_a_choice_a_wish_puts_no_card_into_the_hand(cards, rules):
    replay = cast(cards, rules, "Living Wish", ["Forest"] * 2, others=[obj("bears", "Grizzly Bears", zone="outside_the_game")])
    assert zones_of(replay)["bears"] == "outside_the_game"
    assert "no choice was given: none" in log(replay)


@BOTH
def test_a_card_removed_from_the_game_is_outside_the_game_only_under_2007(cards, rules):
    """2007 217.1e: "outside the game if it's in the removed-from-the-game zone"; 2026 400.11: exile is a zone."""
    replay = cast(cards, rules, "Living Wish", ["Forest"] * 2, {"cards": ["bears"]},
                  others=[obj("bears", "Grizzly Bears", zone="removed_from_game")])
    if rules == R07:
        assert not refused(replay) and zones_of(replay)["bears"] == "hand"
        assert "removed from the game, and so outside the game" in log(replay)
    else:
        assert refused(replay) and zones_of(replay)["bears"] == "removed_from_game"


def test_glittering_wish_takes_only_a_multicolored_card(cards):
    outside = [obj("helix", "Lightning Helix", zone="outside_the_game"), obj("bolt", "Lightning Bolt", zone="outside_the_game")]
    ok = cast(cards, R26, "Glittering Wish", ["Forest", "Plains"], {"cards": ["helix"]}, others=outside)
    assert zones_of(ok)["helix"] == "hand"
    no = cast(cards, R26, "Glittering Wish", ["Forest", "Plains"], {"cards": ["bolt"]}, others=outside)
    assert refused(no)


@BOTH
def test_death_wish_puts_any_card_into_the_hand_unrevealed_and_its_caster_loses_half_their_life(cards, rules):
    replay = cast(cards, rules, "Death Wish", ["Swamp"] * 3, {"cards": ["bolt"]},
                  others=[obj("bolt", "Lightning Bolt", zone="outside_the_game")], players=[{"name": "Alice", "life": 15}, {"name": "Bob"}])
    assert zones_of(replay)["bolt"] == "hand"
    assert "Alice chooses Lightning Bolt, a card they own from outside the game" in log(replay)
    assert {pl["name"]: pl["life"] for pl in replay.final_state["players"]}["Alice"] == 7  # 15 / 2 rounded up: 8


def test_legion_angel_brings_in_only_a_card_named_legion_angel(cards):
    outside = [obj("angel2", "Legion Angel", zone="outside_the_game"), obj("bears", "Grizzly Bears", zone="outside_the_game")]
    objects = [obj("angel", "Legion Angel", zone="hand"), *[obj(f"l{i}", "Plains") for i in range(4)], *outside]
    cast_it = {"type": "play_spell", "player": "Alice", "object": "angel", "mana_abilities": [{"object": f"l{i}"} for i in range(4)]}

    def run(choice):
        sc = in_main_phase(objects, [cast_it, p("Alice"), p("Bob"), p("Alice"), p("Bob", choices={"angel": {"cards": [choice]}})], R26)
        return run_scenario(load_scenario(sc, cards=cards))
    assert zones_of(run("angel2"))["angel2"] == "hand"
    assert refused(run("bears"))


@pytest.mark.parametrize("choice, hand_after", [
    ({"learn": ["lesson"]}, {"lesson", "other"}),  # a Lesson from outside the game
    ({"learn": ["other"]}, {"drawn"}),  # discard a card, then draw one
    ({"learn": []}, {"other"}),  # neither
])
def test_guiding_voice_learns(cards, choice, hand_after):
    others = [obj("bears", "Grizzly Bears"), obj("other", "Lightning Bolt", zone="hand"), obj("drawn", "Divination", zone="library"),
              obj("lesson", "Environmental Sciences", zone="outside_the_game")]
    replay = cast(cards, R26, "Guiding Voice", ["Plains"], choice, targets=["bears"], others=others)
    assert not refused(replay), log(replay)
    assert {oid for oid, zone in zones_of(replay).items() if zone == "hand"} == hand_after
    assert "701.48a" in cited(replay)


def test_learning_cant_take_a_card_that_is_not_a_lesson(cards):
    others = [obj("bears", "Grizzly Bears"), obj("rain", "Stone Rain", zone="outside_the_game")]
    replay = cast(cards, R26, "Guiding Voice", ["Plains"], {"learn": ["rain"]}, targets=["bears"], others=others)
    assert refused(replay)


def test_a_card_that_learns_is_refused_under_the_2007_rules(cards):
    replay = cast(cards, R07, "Guiding Voice", ["Plains"], targets=["bears"], others=[obj("bears", "Grizzly Bears")])
    assert refused(replay) and "701.48" in log(replay)


def start_of_game(rules, objects):
    return {"format": 1, "rules": rules, "name": "the game begins", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 1, "active_player": "Alice", "phase": "beginning", "step": "untap"}, "objects": objects, "actions": []}


@BOTH
def test_leyline_of_the_meek_begins_the_game_on_the_battlefield(cards, rules):
    objects = [obj("meek", "Leyline of the Meek", zone="hand", begin_on_battlefield=True),
               obj("bobs", "Leyline of the Meek", owner="Bob", zone="hand", begin_on_battlefield=True),
               obj("kept", "Leyline of the Meek", zone="hand")]
    replay = run_scenario(load_scenario(start_of_game(rules, objects), cards=cards))
    assert (zones_of(replay)["meek"], zones_of(replay)["kept"], zones_of(replay, "Bob")["bobs"]) == ("in_play", "hand", "in_play")
    lines = [t for t in log(replay).splitlines() if t.startswith("Before the first turn")]
    assert [t.split(",")[1].split()[0] for t in lines] == ["Alice", "Bob"]  # the starting player first (2026 103.6)
    assert {R26: "103.6a", R07: "103.1"}[rules] in cited(replay)


@pytest.mark.parametrize("change, field", [
    ({"turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "untap"}}, "objects[0].begin_on_battlefield"),
    ({"objects": [obj("bolt", "Lightning Bolt", zone="hand", begin_on_battlefield=True)]}, "objects[0].begin_on_battlefield"),
    ({"objects": [obj("meek", "Leyline of the Meek", zone="library", begin_on_battlefield=True)]}, "objects[0].begin_on_battlefield"),
])
def test_beginning_the_game_on_the_battlefield_is_refused_naming_the_field(cards, change, field):
    sc = start_of_game(R26, [obj("meek", "Leyline of the Meek", zone="hand", begin_on_battlefield=True)]) | change
    with pytest.raises(ScenarioError) as e:
        load_scenario(sc, cards=cards)
    assert field in str(e.value)


@BOTH
def test_any_number_of_cards_named_relentless_rats_does_nothing_in_a_game(cards, rules):
    replay = run_scenario(load_scenario(in_main_phase([obj("r1", "Relentless Rats"), obj("r2", "Relentless Rats", zone="hand")], [], rules),
                                        cards=cards))
    assert log(replay).count("A deck can have any number of cards named Relentless Rats") == 1
    assert {R26: "100.2a", R07: "100.2"}[rules] in cited(replay)


def test_chancellor_of_the_dross_revealed_from_the_opening_hand_drains_at_the_first_upkeep(cards):
    objects = [obj("dross", "Chancellor of the Dross", zone="hand", reveal_from_opening_hand=True)]
    replay = run_scenario(load_scenario(start_of_game(R26, objects) | {"actions": [p("Alice"), p("Bob")]}, cards=cards))
    assert not refused(replay), log(replay)
    assert {pl["name"]: pl["life"] for pl in replay.final_state["players"]} == {"Alice": 23, "Bob": 17}
    assert zones_of(replay)["dross"] == "hand"  # revealed, it stays in the hand (2026 103.6b)
    assert "Alice reveals Chancellor of the Dross from their opening hand" in log(replay)
    assert "103.6b" in cited(replay)


def test_only_a_card_that_says_so_is_revealed_from_the_opening_hand(cards):
    sc = start_of_game(R26, [obj("meek", "Leyline of the Meek", zone="hand", reveal_from_opening_hand=True)])
    with pytest.raises(ScenarioError) as e:
        load_scenario(sc, cards=cards)
    assert "objects[0].reveal_from_opening_hand" in str(e.value)


@pytest.mark.parametrize("choice, forest, hand_after", [
    ({"cards": ["forest2"], "learn": ["lesson"]}, "forest2", {"lesson", "other"}),  # the Forest of their choice, then a Lesson
    ({"learn": ["other"]}, "forest", {"drawn"}),  # the first Forest; discard a card, then draw one
])
def test_field_trip_searches_for_a_forest_and_learns_each_by_its_own_choice(cards, choice, forest, hand_after):
    others = [obj("forest", "Forest", zone="library"), obj("forest2", "Forest", zone="library"),
              obj("drawn", "Divination", zone="library"), obj("other", "Lightning Bolt", zone="hand"),
              obj("lesson", "Environmental Sciences", zone="outside_the_game")]
    replay = cast(cards, R26, "Field Trip", ["Forest", "Forest", "Forest"], choice, others=others)
    assert not refused(replay), log(replay)
    zones = zones_of(replay)
    assert zones[forest] == "in_play" and {oid for oid, zone in zones.items() if zone == "hand"} == hand_after
    assert "701.48a" in cited(replay)
