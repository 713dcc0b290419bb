""" "You may put a creature card from your hand onto the battlefield" (Elvish Piper, Growth Spiral,
Loam Dweller's "... tapped"), "Target opponent reveals their hand. You choose a card from it. That
player discards that card" (Coercion) and "Each player discards their hand, then draws seven cards"
(Wheel of Fortune), compiled from the pool's records in hand_and_library_cards.json and played
under both editions. Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import obj, p

CARDS = Path(__file__).parent / "hand_and_library_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"


def run(cards, rules, objects, actions, library=()):
    sc = {"format": 1, "rules": rules, "name": "hand", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main", "step": None},
          "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(sc, cards=cards))
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    rules_cited = {c.rule for st in replay.steps for ev in st.events for c in ev.citations}
    return replay, log, rules_cited


def cast(spell, *lands, targets=None) -> dict:
    """Alice casts `spell`, tapping `lands` for mana."""
    return {"type": "play_spell", "player": "Alice", "object": spell, "mana_abilities": [{"object": land} for land in lands],
            **({"targets": targets} if targets else {})}


def zone(replay, player, name):
    return [o["id"] for o in replay.final_state["zones"][player][name]]


def in_play(replay):
    return {o["id"]: o for o in replay.final_state["zones"]["in_play"]} if "in_play" in replay.final_state["zones"] else None


@pytest.mark.parametrize("rules", [R26, R07])
def test_elvish_piper_puts_the_chosen_creature_card_from_hand_into_play(cards, rules):
    objs = [obj("piper", "Elvish Piper"),
            obj("f1", "Forest"),
            obj("wheel", "Wheel of Fortune", "Alice", "hand"),
            obj("magus", "Magus of the Wheel", "Alice", "hand")]
    acts = [{"type": "activate_ability", "player": "Alice", "object": "piper", "ability": 0, "choice": "magus",
             "mana_abilities": [{"object": "f1"}]}, p("Alice"), p("Bob")]
    replay, log, cited = run(cards, rules, objs, acts)
    assert not any(s.refused for s in replay.steps), log
    assert zone(replay, "Alice", "hand") == ["wheel"], log
    assert ("608.2d" if rules == R26 else "413.2c") in cited
    assert "Alice puts Magus of the Wheel from their hand" in log


@pytest.mark.parametrize("rules", [R26, R07])
@pytest.mark.parametrize("chosen, hand_after", [(None, ["f2", "top"]), (["f2"], ["top"])],
                         ids=["no_land_when_none_is_chosen", "the_land_named_by_the_resolving_action"])
def test_growth_spiral_may_put_a_land_from_hand_into_play(cards, rules, chosen, hand_after):
    objs = [obj("gs", "Growth Spiral", "Alice", "hand"), obj("f1", "Forest"), obj("i1", "Island"),
            obj("f2", "Forest", "Alice", "hand"), obj("top", "Forest", "Alice", "library")]
    resolve = p("Bob", choices={"gs": {"cards": chosen}}) if chosen else p("Bob")
    replay, log, _ = run(cards, rules, objs, [cast("gs", "f1", "i1"), p("Alice"), resolve])
    assert not any(s.refused for s in replay.steps), log
    assert sorted(zone(replay, "Alice", "hand")) == hand_after, log
    if chosen:
        assert "Alice puts Forest (f2) from their hand" in log


def hand_attack(cards, rules, spell, card, lands, bob_hand, chosen):
    """Alice casts `card` at Bob, who holds `bob_hand` ({id: card}); `chosen` is the card she picks."""
    objs = [obj(spell, card, "Alice", "hand")] + [obj(land, name) for land, name in lands.items()]
    objs += [obj(oid, name, "Bob", "hand") for oid, name in bob_hand.items()]
    acts = [cast(spell, *lands, targets=["Bob"]), p("Alice"), p("Bob", choices={spell: {"cards": [chosen]}})]
    return run(cards, rules, objs, acts)


SWAMPS = {"s1": "Swamp", "s2": "Swamp", "s3": "Swamp"}


@pytest.mark.parametrize("rules", [R26, R07])
def test_coercion_discards_the_card_its_caster_chooses(cards, rules):
    replay, log, cited = hand_attack(cards, rules, "co", "Coercion", SWAMPS, {"b1": "Forest", "b2": "Sneak Attack"}, "b1")
    assert not any(s.refused for s in replay.steps), log
    assert zone(replay, "Bob", "hand") == ["b2"] and zone(replay, "Bob", "graveyard") == ["b1"], log
    assert "Alice chooses Forest." in log
    assert ("608.2d" if rules == R26 else "413.2c") in cited
    if rules == R26:
        assert {"701.20a", "701.9a"} <= cited or {"701.20b", "701.9a"} <= cited, cited


@pytest.mark.parametrize("rules", [R26, R07])
def test_wheel_of_fortune_every_hand_is_discarded_then_each_player_draws_seven(cards, rules):
    lib = [{"id": f"{who}{i}", "card": "Forest", "owner": who, "zone": "library"} for who in ("Alice", "Bob") for i in range(8)]
    objs = [obj("wh", "Wheel of Fortune", "Alice", "hand"),
            obj("a1", "Island", "Alice", "hand"),
            obj("b1", "Island", "Bob", "hand"),
            obj("b2", "Island", "Bob", "hand")]
    objs += [{"id": f"m{i}", "card": "Mountain", "owner": "Alice", "zone": "in_play"} for i in range(3)] + lib
    acts = [cast("wh", *[f"m{i}" for i in range(3)]), p("Alice"), p("Bob")]
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
    assert played("You may put a basic land card from your hand onto the battlefield.")  # a quality: hand_to_battlefield.py
    assert not played("You may put a multicolored creature card from your hand onto the battlefield.")
    assert not played("Put a land card from your hand onto the battlefield.")
    assert not played("You may put a creature card from your hand onto the battlefield tapped and attacking.")
    assert not played("You choose a card from it. That player discards that card.")
    assert not played("Each player discards their hand, then draws three cards.")


@pytest.mark.parametrize("rules", [R26, R07])
def test_sign_in_blood_its_target_draws_two_and_loses_two_life(cards, rules):
    objs = [obj("sib", "Sign in Blood", "Alice", "hand"),
            obj("s1", "Swamp"),
            obj("s2", "Swamp")]
    objs += [{"id": f"b{i}", "card": "Island", "owner": "Bob", "zone": "library"} for i in range(3)]
    acts = [cast("sib", "s1", "s2", targets=["Bob"]), p("Alice"), p("Bob")]
    replay, log, _ = run(cards, rules, objs, acts)
    assert not any(s.refused for s in replay.steps), log
    assert len(zone(replay, "Bob", "hand")) == 2 and zone(replay, "Alice", "hand") == [], log
    assert {pl["name"]: pl["life"] for pl in replay.final_state["players"]} == {"Alice": 20, "Bob": 18}


@pytest.mark.parametrize("rules", [R26, R07])
def test_goblin_lore_draws_four_then_discards_three_at_random(cards, rules):
    objs = [obj("gl", "Goblin Lore", "Alice", "hand"),
            obj("m1", "Mountain"),
            obj("m2", "Mountain"),
            obj("h1", "Island", "Alice", "hand")]
    objs += [{"id": f"l{i}", "card": "Forest", "owner": "Alice", "zone": "library"} for i in range(5)]
    acts = [cast("gl", "m1", "m2"),
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
    replay, log, _ = hand_attack(cards, rules, "nt", "Night Terrors", SWAMPS, {"b1": "Forest", "b2": "Coercion"}, "b2")
    assert not any(s.refused for s in replay.steps), log
    assert zone(replay, "Bob", "hand") == ["b1"] and zone(replay, "Bob", "graveyard") == [], log
    removed = "exiled" if rules == R26 else "removed from the game"
    assert f"Coercion is {removed}." in log


@pytest.mark.parametrize("rules", [R26, R07])
def test_castigate_refuses_a_land_as_the_chosen_card(cards, rules):
    replay, log, _ = hand_attack(cards, rules, "ca", "Castigate", {"s1": "Swamp", "p1": "Plains"},
                                 {"b1": "Forest", "b2": "Coercion"}, "b1")
    assert replay.steps[-1].refused, log
    assert sorted(zone(replay, "Bob", "hand")) == ["b1", "b2"], log


@pytest.mark.parametrize("rules", [R26, R07])
def test_shattered_dreams_discards_the_chosen_artifact_card(cards, rules):
    objs = [obj("sd", "Shattered Dreams", "Alice", "hand"),
            obj("s1", "Swamp"),
            obj("b1", "Elvish Piper", "Bob", "hand"),
            obj("b2", "Sneak Attack", "Bob", "hand")]
    acts = [cast("sd", "s1", targets=["Bob"]),
            p("Alice"), p("Bob")]
    replay, log, _ = run(cards, rules, objs, acts)
    assert not any(s.refused for s in replay.steps), log
    assert sorted(zone(replay, "Bob", "hand")) == ["b1", "b2"], log
    assert "holds no artifact card" in log


@pytest.mark.parametrize("rules", [R26, R07])
def test_dangerous_wager_discards_the_hand_then_draws_two(cards, rules):
    objs = [obj("dw", "Dangerous Wager", "Alice", "hand"),
            obj("m1", "Mountain"),
            obj("m2", "Mountain"),
            obj("h1", "Island", "Alice", "hand"),
            obj("h2", "Island", "Alice", "hand")]
    objs += [{"id": f"l{i}", "card": "Forest", "owner": "Alice", "zone": "library"} for i in range(3)]
    acts = [cast("dw", "m1", "m2"),
            p("Alice"), p("Bob")]
    replay, log, _ = run(cards, rules, objs, acts)
    assert not any(s.refused for s in replay.steps), log
    assert sorted(zone(replay, "Alice", "graveyard")) == ["dw", "h1", "h2"] and len(zone(replay, "Alice", "hand")) == 2, log


def test_a_card_exiled_from_a_hand_is_played_alone_or_with_the_ability_that_returns_it(compiled):
    """Tidehollow Sculler's card returns when it leaves: two linked abilities (linked_exiles.py, test_linked_exiles.py)."""
    assert compiled["Castigate"].played and compiled["Night Terrors"].played and compiled["Shattered Dreams"].played
    assert compiled["Tidehollow Sculler"].played
    [enters, leaves] = compiled["Tidehollow Sculler"].definition["abilities"]
    assert enters["effect"][0]["linked"] is True and leaves["effect"] == [{"do": "return_linked_exiled", "into": "hand"}]


def test_reveal_and_exile_near_misses_stay_text_only():
    def played(text):
        return compile_card({"name": "Near Miss", "mana_cost": "{1}{B}", "types": ["Sorcery"], "text": text}).played
    assert not played("Target opponent reveals their hand. You choose a nonland card from it. Exile that card until end of turn.")
    # "an artifact, instant, or sorcery card from it and exile that card" (Nimble Larcenist): hand_reveal_choices.py reads it now
    assert not played("Target opponent reveals their hand. You choose a red creature card from it and exile that card.")
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
