""" "You may put a creature card from your hand onto the battlefield" (Elvish Piper, Growth Spiral,
Loam Dweller's "... tapped"), "Target opponent reveals their hand. You choose a card from it. That
player discards that card" (Coercion) and "Each player discards their hand, then draws seven cards"
(Wheel of Fortune), compiled from the pool's records in hand_and_library_cards.json and played
under both editions. Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import compiled_records, p

CARDS = Path(__file__).parent / "hand_and_library_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"


@pytest.fixture(scope="module")
def compiled() -> dict:
    return compiled_records(CARDS)


def run(cards, rules, objects, actions, library=()):
    sc = {"format": 1, "rules": rules, "name": "hand", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main", "step": None},
          "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(sc, cards=cards))
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    rules_cited = {c.rule for st in replay.steps for ev in st.events for c in ev.citations}
    return replay, log, rules_cited


def zone(replay, player, name):
    return [o["id"] for o in replay.final_state["zones"][player][name]]


def in_play(replay):
    return {o["id"]: o for o in replay.final_state["zones"]["in_play"]} if "in_play" in replay.final_state["zones"] else None


@pytest.mark.parametrize("rules", [R26, R07])
def test_elvish_piper_puts_the_chosen_creature_card_from_hand_into_play(cards, rules):
    objs = [{"id": "piper", "card": "Elvish Piper", "owner": "Alice", "zone": "in_play"},
            {"id": "f1", "card": "Forest", "owner": "Alice", "zone": "in_play"},
            {"id": "wheel", "card": "Wheel of Fortune", "owner": "Alice", "zone": "hand"},
            {"id": "magus", "card": "Magus of the Wheel", "owner": "Alice", "zone": "hand"}]
    acts = [{"type": "activate_ability", "player": "Alice", "object": "piper", "ability": 0, "choice": "magus",
             "mana_abilities": [{"object": "f1"}]}, p("Alice"), p("Bob")]
    replay, log, cited = run(cards, rules, objs, acts)
    assert not any(s.refused for s in replay.steps), log
    assert zone(replay, "Alice", "hand") == ["wheel"], log
    assert ("608.2d" if rules == R26 else "413.2c") in cited
    assert "Alice puts Magus of the Wheel from their hand" in log


@pytest.mark.parametrize("rules", [R26, R07])
def test_growth_spiral_may_put_no_land_when_none_is_chosen(cards, rules):
    objs = [{"id": "gs", "card": "Growth Spiral", "owner": "Alice", "zone": "hand"},
            {"id": "f1", "card": "Forest", "owner": "Alice", "zone": "in_play"},
            {"id": "i1", "card": "Island", "owner": "Alice", "zone": "in_play"},
            {"id": "f2", "card": "Forest", "owner": "Alice", "zone": "hand"},
            {"id": "top", "card": "Forest", "owner": "Alice", "zone": "library"}]
    acts = [{"type": "play_spell", "player": "Alice", "object": "gs", "mana_abilities": [{"object": "f1"}, {"object": "i1"}]},
            p("Alice"), p("Bob")]
    replay, log, _ = run(cards, rules, objs, acts)
    assert not any(s.refused for s in replay.steps), log
    assert sorted(zone(replay, "Alice", "hand")) == ["f2", "top"], log


@pytest.mark.parametrize("rules", [R26, R07])
def test_growth_spiral_puts_the_land_named_by_the_resolving_action(cards, rules):
    objs = [{"id": "gs", "card": "Growth Spiral", "owner": "Alice", "zone": "hand"},
            {"id": "f1", "card": "Forest", "owner": "Alice", "zone": "in_play"},
            {"id": "i1", "card": "Island", "owner": "Alice", "zone": "in_play"},
            {"id": "f2", "card": "Forest", "owner": "Alice", "zone": "hand"},
            {"id": "top", "card": "Forest", "owner": "Alice", "zone": "library"}]
    acts = [{"type": "play_spell", "player": "Alice", "object": "gs", "mana_abilities": [{"object": "f1"}, {"object": "i1"}]},
            p("Alice"), p("Bob", choices={"gs": {"cards": ["f2"]}})]
    replay, log, _ = run(cards, rules, objs, acts)
    assert not any(s.refused for s in replay.steps), log
    assert zone(replay, "Alice", "hand") == ["top"], log
    assert "Alice puts Forest (f2) from their hand" in log


@pytest.mark.parametrize("rules", [R26, R07])
def test_coercion_discards_the_card_its_caster_chooses(cards, rules):
    objs = [{"id": "co", "card": "Coercion", "owner": "Alice", "zone": "hand"},
            {"id": "s1", "card": "Swamp", "owner": "Alice", "zone": "in_play"},
            {"id": "s2", "card": "Swamp", "owner": "Alice", "zone": "in_play"},
            {"id": "s3", "card": "Swamp", "owner": "Alice", "zone": "in_play"},
            {"id": "b1", "card": "Forest", "owner": "Bob", "zone": "hand"},
            {"id": "b2", "card": "Sneak Attack", "owner": "Bob", "zone": "hand"}]
    acts = [{"type": "play_spell", "player": "Alice", "object": "co", "targets": ["Bob"],
             "mana_abilities": [{"object": "s1"}, {"object": "s2"}, {"object": "s3"}]},
            p("Alice"), p("Bob", choices={"co": {"cards": ["b1"]}})]
    replay, log, cited = run(cards, rules, objs, acts)
    assert not any(s.refused for s in replay.steps), log
    assert zone(replay, "Bob", "hand") == ["b2"] and zone(replay, "Bob", "graveyard") == ["b1"], log
    assert "Alice chooses Forest." in log
    assert ("608.2d" if rules == R26 else "413.2c") in cited
    if rules == R26:
        assert {"701.20a", "701.9a"} <= cited or {"701.20b", "701.9a"} <= cited, cited


@pytest.mark.parametrize("rules", [R26, R07])
def test_wheel_of_fortune_every_hand_is_discarded_then_each_player_draws_seven(cards, rules):
    lib = [{"id": f"{who}{i}", "card": "Forest", "owner": who, "zone": "library"} for who in ("Alice", "Bob") for i in range(8)]
    objs = [{"id": "wh", "card": "Wheel of Fortune", "owner": "Alice", "zone": "hand"},
            {"id": "a1", "card": "Island", "owner": "Alice", "zone": "hand"},
            {"id": "b1", "card": "Island", "owner": "Bob", "zone": "hand"},
            {"id": "b2", "card": "Island", "owner": "Bob", "zone": "hand"}]
    objs += [{"id": f"m{i}", "card": "Mountain", "owner": "Alice", "zone": "in_play"} for i in range(3)] + lib
    acts = [{"type": "play_spell", "player": "Alice", "object": "wh",
             "mana_abilities": [{"object": f"m{i}"} for i in range(3)]}, p("Alice"), p("Bob")]
    replay, log, _ = run(cards, rules, objs, acts)
    assert not any(s.refused for s in replay.steps), log
    assert sorted(zone(replay, "Alice", "graveyard")) == ["a1", "wh"] and sorted(zone(replay, "Bob", "graveyard")) == ["b1", "b2"], log
    assert len(zone(replay, "Alice", "hand")) == 7 and len(zone(replay, "Bob", "hand")) == 7, log
    assert log.index("Bob discards their hand") < log.index("Alice draws"), log


def test_the_cards_are_fully_played(compiled):
    for name in ("Elvish Piper", "Skyshroud Ranger", "Growth Spiral", "Coercion", "Mind Slash", "Brainbite",
                 "Wheel of Fortune", "Magus of the Wheel", "Loam Dweller"):
        assert compiled[name].played, name
    loam = compiled["Loam Dweller"].definition["abilities"][0]["effect"]
    assert loam == [{"do": "put_into_play_from_hand", "type": "Land", "tapped": True}]


def test_near_misses_stay_text_only():
    def played(text, types=("Sorcery",)):
        return compile_card({"name": "Near Miss", "mana_cost": "{2}{B}", "types": list(types), "text": text}).played
    assert played("You may put a land card from your hand onto the battlefield.")
    assert not played("You may put a basic land card from your hand onto the battlefield.")
    assert not played("Put a land card from your hand onto the battlefield.")
    assert not played("You may put a creature card from your hand onto the battlefield tapped and attacking.")
    assert not played("You choose a card from it. That player discards that card.")
    assert not played("Each player discards their hand, then draws three cards.")


@pytest.mark.parametrize("rules", [R26, R07])
def test_sign_in_blood_its_target_draws_two_and_loses_two_life(cards, rules):
    objs = [{"id": "sib", "card": "Sign in Blood", "owner": "Alice", "zone": "hand"},
            {"id": "s1", "card": "Swamp", "owner": "Alice", "zone": "in_play"},
            {"id": "s2", "card": "Swamp", "owner": "Alice", "zone": "in_play"}]
    objs += [{"id": f"b{i}", "card": "Island", "owner": "Bob", "zone": "library"} for i in range(3)]
    acts = [{"type": "play_spell", "player": "Alice", "object": "sib", "targets": ["Bob"],
             "mana_abilities": [{"object": "s1"}, {"object": "s2"}]}, p("Alice"), p("Bob")]
    replay, log, _ = run(cards, rules, objs, acts)
    assert not any(s.refused for s in replay.steps), log
    assert len(zone(replay, "Bob", "hand")) == 2 and zone(replay, "Alice", "hand") == [], log
    assert {pl["name"]: pl["life"] for pl in replay.final_state["players"]} == {"Alice": 20, "Bob": 18}


@pytest.mark.parametrize("rules", [R26, R07])
def test_goblin_lore_draws_four_then_discards_three_at_random(cards, rules):
    objs = [{"id": "gl", "card": "Goblin Lore", "owner": "Alice", "zone": "hand"},
            {"id": "m1", "card": "Mountain", "owner": "Alice", "zone": "in_play"},
            {"id": "m2", "card": "Mountain", "owner": "Alice", "zone": "in_play"},
            {"id": "h1", "card": "Island", "owner": "Alice", "zone": "hand"}]
    objs += [{"id": f"l{i}", "card": "Forest", "owner": "Alice", "zone": "library"} for i in range(5)]
    acts = [{"type": "play_spell", "player": "Alice", "object": "gl", "mana_abilities": [{"object": "m1"}, {"object": "m2"}]},
            p("Alice"), p("Bob", choices={"gl": {"cards": ["h1", "l0", "l1"]}})]
    replay, log, _ = run(cards, rules, objs, acts)
    assert not any(s.refused for s in replay.steps), log
    assert len(zone(replay, "Alice", "hand")) == 2 and "h1" not in zone(replay, "Alice", "hand"), log
    assert "discards 3 cards at random" in log


def test_the_draw_and_life_cards_are_fully_played(compiled):
    assert compiled["Sign in Blood"].played and compiled["Goblin Lore"].played and compiled["Night's Whisper"].played
    # read by damage_and_life.py's "[player] draws N cards and loses N life"
    assert compiled["Night's Whisper"].definition["effect"] == [{"do": "draw", "amount": 2, "player": "you"},
                                                                {"do": "lose_life", "amount": 2, "player": "you"}]


def test_draw_and_discard_near_misses_stay_text_only():
    def played(text):
        return compile_card({"name": "Near Miss", "mana_cost": "{1}{B}", "types": ["Sorcery"], "text": text}).played
    assert not played("Target player draws two cards and loses life equal to the number of cards in their hand.")
    assert not played("Draw four cards, then discard three cards at random unless you pay {2}.")
    assert not played("Each player discards a card at random.")


@pytest.mark.parametrize("rules", [R26, R07])
def test_night_terrors_exiles_the_chosen_nonland_card_from_the_hand(cards, rules):
    objs = [{"id": "nt", "card": "Night Terrors", "owner": "Alice", "zone": "hand"},
            {"id": "s1", "card": "Swamp", "owner": "Alice", "zone": "in_play"},
            {"id": "s2", "card": "Swamp", "owner": "Alice", "zone": "in_play"},
            {"id": "s3", "card": "Swamp", "owner": "Alice", "zone": "in_play"},
            {"id": "b1", "card": "Forest", "owner": "Bob", "zone": "hand"},
            {"id": "b2", "card": "Coercion", "owner": "Bob", "zone": "hand"}]
    acts = [{"type": "play_spell", "player": "Alice", "object": "nt", "targets": ["Bob"],
             "mana_abilities": [{"object": f"s{i}"} for i in (1, 2, 3)]},
            p("Alice"), p("Bob", choices={"nt": {"cards": ["b2"]}})]
    replay, log, _ = run(cards, rules, objs, acts)
    assert not any(s.refused for s in replay.steps), log
    assert zone(replay, "Bob", "hand") == ["b1"] and zone(replay, "Bob", "graveyard") == [], log
    removed = "exiled" if rules == R26 else "removed from the game"
    assert f"Coercion is {removed}." in log


@pytest.mark.parametrize("rules", [R26, R07])
def test_castigate_refuses_a_land_as_the_chosen_card(cards, rules):
    objs = [{"id": "ca", "card": "Castigate", "owner": "Alice", "zone": "hand"},
            {"id": "s1", "card": "Swamp", "owner": "Alice", "zone": "in_play"},
            {"id": "p1", "card": "Plains", "owner": "Alice", "zone": "in_play"},
            {"id": "b1", "card": "Forest", "owner": "Bob", "zone": "hand"},
            {"id": "b2", "card": "Coercion", "owner": "Bob", "zone": "hand"}]
    acts = [{"type": "play_spell", "player": "Alice", "object": "ca", "targets": ["Bob"],
             "mana_abilities": [{"object": "s1"}, {"object": "p1"}]},
            p("Alice"), p("Bob", choices={"ca": {"cards": ["b1"]}})]
    replay, log, _ = run(cards, rules, objs, acts)
    assert replay.steps[-1].refused, log
    assert sorted(zone(replay, "Bob", "hand")) == ["b1", "b2"], log


@pytest.mark.parametrize("rules", [R26, R07])
def test_shattered_dreams_discards_the_chosen_artifact_card(cards, rules):
    objs = [{"id": "sd", "card": "Shattered Dreams", "owner": "Alice", "zone": "hand"},
            {"id": "s1", "card": "Swamp", "owner": "Alice", "zone": "in_play"},
            {"id": "b1", "card": "Elvish Piper", "owner": "Bob", "zone": "hand"},
            {"id": "b2", "card": "Sneak Attack", "owner": "Bob", "zone": "hand"}]
    acts = [{"type": "play_spell", "player": "Alice", "object": "sd", "targets": ["Bob"], "mana_abilities": [{"object": "s1"}]},
            p("Alice"), p("Bob")]
    replay, log, _ = run(cards, rules, objs, acts)
    assert not any(s.refused for s in replay.steps), log
    assert sorted(zone(replay, "Bob", "hand")) == ["b1", "b2"], log
    assert "holds no artifact card" in log


@pytest.mark.parametrize("rules", [R26, R07])
def test_dangerous_wager_discards_the_hand_then_draws_two(cards, rules):
    objs = [{"id": "dw", "card": "Dangerous Wager", "owner": "Alice", "zone": "hand"},
            {"id": "m1", "card": "Mountain", "owner": "Alice", "zone": "in_play"},
            {"id": "m2", "card": "Mountain", "owner": "Alice", "zone": "in_play"},
            {"id": "h1", "card": "Island", "owner": "Alice", "zone": "hand"},
            {"id": "h2", "card": "Island", "owner": "Alice", "zone": "hand"}]
    objs += [{"id": f"l{i}", "card": "Forest", "owner": "Alice", "zone": "library"} for i in range(3)]
    acts = [{"type": "play_spell", "player": "Alice", "object": "dw", "mana_abilities": [{"object": "m1"}, {"object": "m2"}]},
            p("Alice"), p("Bob")]
    replay, log, _ = run(cards, rules, objs, acts)
    assert not any(s.refused for s in replay.steps), log
    assert sorted(zone(replay, "Alice", "graveyard")) == ["dw", "h1", "h2"] and len(zone(replay, "Alice", "hand")) == 2, log


def test_an_exiled_card_that_should_come_back_stays_text_only(compiled):
    """Tidehollow Sculler's card returns when it leaves: a link the compiler doesn't make."""
    assert compiled["Castigate"].played and compiled["Night Terrors"].played and compiled["Shattered Dreams"].played
    assert not compiled["Tidehollow Sculler"].played


def test_reveal_and_exile_near_misses_stay_text_only():
    def played(text):
        return compile_card({"name": "Near Miss", "mana_cost": "{1}{B}", "types": ["Sorcery"], "text": text}).played
    assert not played("Target opponent reveals their hand. You choose a nonland card from it. Exile that card until end of turn.")
    assert not played("Target opponent reveals their hand. You choose an artifact, instant, or sorcery card from it and exile that card.")
    assert not played("Discard your hand, then draw cards equal to the number of cards in target opponent's hand.")
    assert not played("Exile that card.")


def test_each_player_discards_their_hand_is_a_discard_for_each_player():
    c = compile_card({"name": "Hand Breaker", "mana_cost": "{2}{B}", "types": ["Creature"], "power": "2", "toughness": "2",
                      "text": "When this creature dies, each player discards their hand."})
    assert c.played
    assert c.definition["abilities"][0]["effect"] == [{"do": "for_each", "players": "each_player",
                                                      "effect": [{"do": "discard_hand", "player": "it"}]}]
    assert not compile_card({"name": "Hand Breaker", "mana_cost": "{2}{B}", "types": ["Sorcery"],
                             "text": "Each player discards their hand at random."}).played
