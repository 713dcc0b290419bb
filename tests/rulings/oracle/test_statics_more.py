"""Rule-changing static abilities (rulings/oracle/statics_more.py), compiled from the pool's records
(statics_more_cards.json): "[Objects] [your opponents control] enter tapped" (Kismet, Thalia, Heretic
Cathar, Root Maze, Orb of Dreams; a replacement effect, 2007 419.1c, 2026 614.1d; not of the permanent
itself, 2026 614.12); "Each creature [you control] [with toughness greater than its power] assigns combat damage
equal to its toughness rather than its power" (Doran, the Siege Tower, Ancient Lumberknot, Gauntlets of Light; the
card beats 510.1a: 2007 103.1, 2026 101.1); revealed top cards and hands (Goblin Spy, Wizened Snitches, Sphinx
of Jwar Isle, Telepathy, Wandering Eye; 2007 217.2e, 2026 401.5): the log shows them as they change. Near misses
stay text only. "[Artifacts and] creatures entering don't cause abilities to trigger" (Torpor Orb, Doorkeeper Thrull;
the card over 2007 410.1 / 2026 603.2: 103.1 / 101.1)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, objects_in, p

CARDS = Path(__file__).parent / "statics_more_cards.json"
POOL_TOO = True  # Memnite, Grizzly Bears
R26, R07 = "2026-06-19", "2007-02-01"
BOTH = pytest.mark.parametrize("rules", [R26, R07])
ENTERS_REPLACED = {R26: "614.1d", R07: "419.1c"}
LANDS = ("Forest", "Ancient Den")


def test_the_cards_are_fully_played(compiled):
    for name, card in compiled.items():
        assert card.played, name


def tapped_after(cards, rules, static, owner, entering, lands=()):
    """`owner`'s `static` is in play; Alice puts `entering` onto the battlefield from her hand (a land
    played, a spell cast with `lands`): whether it is tapped then, and the replay."""
    objects = [obj("static", static, owner=owner), obj("new", entering, zone="hand"), *[obj(f"l{i}", land) for i, land in enumerate(lands)]]
    if entering in LANDS:
        actions = [{"type": "play_land", "player": "Alice", "object": "new"}]
    else:
        actions = [{"type": "play_spell", "player": "Alice", "object": "new", "mana_abilities": [{"object": f"l{i}"} for i in range(len(lands))]},
                   p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules), cards=cards))
    assert not any(s.refused for s in replay.steps), log(replay)
    return objects_in(replay.final_state)["new"]["tapped"], replay


@BOTH
@pytest.mark.parametrize("entering, lands", [("Memnite", ()), ("Grizzly Bears", ("Forest", "Forest")), ("Ancient Den", ())])
def test_kismet_taps_what_its_controllers_opponents_put_onto_the_battlefield(cards, rules, entering, lands):
    tapped, replay = tapped_after(cards, rules, "Kismet", "Bob", entering, lands)
    assert tapped
    assert ENTERS_REPLACED[rules] in cited(replay)


@BOTH
def test_kismet_spares_its_controllers_own_permanents(cards, rules):
    tapped, _ = tapped_after(cards, rules, "Kismet", "Alice", "Memnite")
    assert not tapped


@BOTH
@pytest.mark.parametrize("land, tapped", [("Ancient Den", True), ("Forest", False)])
def test_thalia_heretic_cathar_taps_only_nonbasic_lands(cards, rules, land, tapped):
    assert tapped_after(cards, rules, "Thalia, Heretic Cathar", "Bob", land)[0] is tapped


@BOTH
@pytest.mark.parametrize("entering, lands, tapped", [("Memnite", (), True), ("Grizzly Bears", ("Forest", "Forest"), False)])
def test_root_maze_taps_every_players_artifacts_and_lands_only(cards, rules, entering, lands, tapped):
    assert tapped_after(cards, rules, "Root Maze", "Alice", entering, lands)[0] is tapped


@BOTH
def test_orb_of_dreams_does_not_tap_itself_as_it_enters(cards, rules):
    """2026 614.12: a replacement of a general subset of permanents doesn't come from the permanent entering."""
    tapped, _ = tapped_after(cards, rules, "Urabrask the Hidden", "Bob", "Orb of Dreams", ("Forest",) * 3)
    assert tapped is False


@BOTH
def test_orb_of_dreams_taps_its_own_controllers_permanents_too(cards, rules):
    assert tapped_after(cards, rules, "Orb of Dreams", "Alice", "Memnite")[0] is True


@pytest.mark.parametrize("text", ["Snow lands your opponents control enter tapped.", "Creatures played by your opponents enter tapped.",
                                  "As long as ~ is tapped, other permanents enter tapped.", "Creatures your opponents control enter tapped this turn.",
                                  "As long as enchanted creature has vigilance, it assigns combat damage equal to its toughness rather than its power.",
                                  "Each creature you control assigns combat damage equal to its toughness rather than its power this turn.",
                                  "Each creature your opponents control assigns combat damage equal to its toughness rather than its power.",
                                  "You may look at the top card of target player's library any time.",
                                  "Your opponents play with their hands revealed during your turn."])
def test_near_misses_stay_text_only(text):
    card = compile_card({"name": "Probe", "mana_cost": "{2}", "types": ["Artifact"], "text": text})
    assert not card.played


# --- "assigns combat damage equal to its toughness rather than its power" -------------------------------------
PRECEDENCE = {R26: "101.1", R07: "103.1"}


def combat_damage_to_bob(cards, rules, objects, attacker, amount):
    """Alice attacks with `attacker`, Bob doesn't block, Alice assigns `amount` to Bob: Bob's life after
    combat damage and the replay (refused if that isn't the amount the attacker assigns)."""
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": [attacker]},
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": []},
               {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
               {"type": "assign_combat_damage", "player": "Alice", "assignments": [{"source": attacker, "to": "Bob", "amount": amount}]},
               *([p("Alice"), p("Bob")] if rules == R07 else []),  # 2007: combat damage uses the stack (310.1)
               {"type": "pass_until", "player": "Alice", "step": "end_of_combat"}]
    sc = in_main_phase(objects, actions, rules)
    sc["turn"].update(phase="combat", step="beginning_of_combat")
    replay = run_scenario(load_scenario(sc, cards=cards))
    return {pl["name"]: pl["life"] for pl in replay.final_state["players"]}["Bob"], replay


@BOTH
def test_doran_the_siege_tower_assigns_five_though_its_power_is_zero(cards, rules):
    bob, replay = combat_damage_to_bob(cards, rules, [obj("doran", "Doran, the Siege Tower")], "doran", 5)
    assert not any(s.refused for s in replay.steps), log(replay)
    assert bob == 15
    assert PRECEDENCE[rules] in cited(replay)


@BOTH
def test_an_assignment_of_the_power_is_refused(cards, rules):
    _, replay = combat_damage_to_bob(cards, rules, [obj("knot", "Ancient Lumberknot")], "knot", 1)
    refused = next(s for s in replay.steps if s.refused)
    assert "must assign exactly 4 combat damage" in " ".join(e.text for e in refused.events)


@BOTH
@pytest.mark.parametrize("attacker, damage", [("Ancient Lumberknot", 4), ("Grizzly Bears", 2)])
def test_ancient_lumberknot_uses_toughness_only_when_greater_than_power(cards, rules, attacker, damage):
    bob, replay = combat_damage_to_bob(cards, rules, [obj("knot", "Ancient Lumberknot", owner="Bob"), obj("bear", attacker)], "bear", damage)
    assert not any(s.refused for s in replay.steps), log(replay)
    assert bob == 20 - damage


@BOTH
def test_gauntlets_of_light_pumps_and_uses_toughness(cards, rules):
    bob, replay = combat_damage_to_bob(cards, rules, [obj("bear", "Grizzly Bears"), obj("aura", "Gauntlets of Light", attached_to="bear")],
                                       "bear", 4)
    assert not any(s.refused for s in replay.steps), log(replay)
    assert bob == 16  # 2/4


# --- revealed top cards and hands ---------------------------------------------------------------------------
TOP_REVEALED = {R26: "401.5", R07: "217.2e"}
LOOK_AT_TOP = {R26: "401.5", R07: "103.1"}  # 2007 has no rule for it: the card's text beats 217.2b


def through_draw_step(cards, rules, objects):
    """Alice's turn from her upkeep to her beginning of combat step (she draws): the replay's log lines."""
    sc = in_main_phase(objects, [{"type": "pass_until", "player": "Alice", "step": "beginning_of_combat"}], rules)
    sc["turn"].update(phase="beginning", step="upkeep")
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not any(s.refused for s in replay.steps), log(replay)
    return replay


LIBRARY = [obj("top", "Island", zone="library"), obj("next", "Forest", zone="library")]  # the first listed is on top


@BOTH
def test_goblin_spy_shows_each_new_top_card_of_its_controllers_library(cards, rules):
    replay = through_draw_step(cards, rules, [obj("spy", "Goblin Spy"), *LIBRARY])
    shown = [t for t in log(replay).split("\n") if "top card of Alice's library is revealed" in t]
    assert shown == ["The top card of Alice's library is revealed (Goblin Spy): Island.",
                     "The top card of Alice's library is revealed (Goblin Spy): Forest."]  # Island drawn: Forest is on top
    assert TOP_REVEALED[rules] in cited(replay)


@BOTH
def test_wizened_snitches_reveals_every_players_top_card(cards, rules):
    replay = through_draw_step(cards, rules, [obj("snitches", "Wizened Snitches", owner="Bob"), *LIBRARY,
                                              obj("bobs", "Mountain", owner="Bob", zone="library")])
    assert "The top card of Bob's library is revealed (Wizened Snitches): Mountain." in log(replay)
    assert "The top card of Alice's library is revealed (Wizened Snitches): Forest." in log(replay)


@BOTH
def test_sphinx_of_jwar_isle_lets_only_its_controller_look_at_the_top_card(cards, rules):
    replay = through_draw_step(cards, rules, [obj("sphinx", "Sphinx of Jwar Isle"), *LIBRARY])
    assert "Alice may look at the top card of their library (Sphinx of Jwar Isle): Forest." in log(replay)
    assert "is revealed" not in log(replay)
    assert LOOK_AT_TOP[rules] in cited(replay)


@BOTH
def test_telepathy_reveals_the_opponents_hands_only(cards, rules):
    replay = through_draw_step(cards, rules, [obj("telepathy", "Telepathy"), obj("h", "Plains", owner="Bob", zone="hand"),
                                              obj("mine", "Swamp", zone="hand"), *LIBRARY])
    assert "Bob's hand is revealed (Telepathy): Plains." in log(replay)
    assert "Alice's hand is revealed" not in log(replay)


@BOTH
def test_wandering_eye_reveals_every_hand(cards, rules):
    replay = through_draw_step(cards, rules, [obj("eye", "Wandering Eye", owner="Bob"), obj("mine", "Swamp", zone="hand"), *LIBRARY])
    assert "Alice's hand is revealed (Wandering Eye): Swamp, Island." in log(replay)  # after her draw
    assert "Bob's hand is revealed (Wandering Eye): it is empty." in log(replay)


# --- "Creatures entering don't cause abilities to trigger" ---------------------------------------------------
@BOTH
@pytest.mark.parametrize("orb, life", [("Torpor Orb", 20), ("Doorkeeper Thrull", 20), ("Memnite", 23)])
def test_torpor_orb_stops_a_creatures_enters_trigger(cards, rules, orb, life):
    objects = [obj("orb", orb, owner="Bob"), obj("angel", "Angel of Mercy", zone="hand"), *[obj(f"l{i}", "Plains") for i in range(5)]]
    actions = [{"type": "play_spell", "player": "Alice", "object": "angel", "mana_abilities": [{"object": f"l{i}"} for i in range(5)]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]  # the Angel resolves, then its trigger if it triggered
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules), cards=cards))
    assert not any(s.refused for s in replay.steps), log(replay)
    assert {pl["name"]: pl["life"] for pl in replay.final_state["players"]}["Alice"] == life
    assert (PRECEDENCE[rules] in cited(replay)) == (orb != "Memnite")
