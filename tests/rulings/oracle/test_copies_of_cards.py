"""Token copies of a card outside the battlefield, and "except it's a 4/4 black Zombie"
(rulings/oracle/copies_of_cards.py), played from real cards' Oracle text (copies_of_cards_cards.json:
records copied from the pool): Feldon of the Third Path's "Create a token that's a copy of target
creature card in your graveyard, except it's an artifact in addition to its other types", Lazotep
Quarry's "Exile target creature card with mana value X from your graveyard. Create a token that's a
copy of it, except it's a 4/4 black Zombie", Croaking Counterpart's "... target non-Frog creature,
except it's a 1/1 green Frog"."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited_pairs, in_main_phase, log, obj, objects_in, p

CARDS = Path(__file__).parent / "copies_of_cards_cards.json"
POOL_TOO = True  # names not in CARDS come from the shared sample (conftest.cards)
R2007, R2026 = "2007-02-01", "2026-06-19"
BOTH = (R2007, R2026)
TOKEN_COPY = {R2007: "503.1", R2026: "707.1"}
COPIABLE = {R2007: "503.2", R2026: "707.2"}
MODIFIED = {R2007: "103.1", R2026: "707.9b"}  # 2007 has no rule for it: the card's words take precedence
DELAYED = {R2007: "404.4", R2026: "603.7"}
TO_END_STEP = [{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob")]


def scenario(cards, rules, objects, actions):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "token copies of cards"), cards=cards))


def play(cards, rules, objects, actions):
    replay = scenario(cards, rules, objects, actions)
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def lands(card, n, owner="Alice"):
    return [obj(f"{card[0].lower()}{k}", card, owner) for k in range(n)]


def test_the_cards_compile(compiled):
    for name, card in compiled.items():
        assert card.played, name


# --- Croaking Counterpart ---

def counterpart(cards, rules, target, extra=()):
    objects = [obj("cc", "Croaking Counterpart", zone="hand"), *lands("Island", 2), obj("f", "Forest"), *extra]
    actions = [{"type": "play_spell", "player": "Alice", "object": "cc", "targets": [target]}, p("Alice"), p("Bob")]
    return scenario(cards, rules, objects, actions)


@pytest.mark.parametrize("rules", BOTH)
def test_croaking_counterpart_token_is_a_1_1_green_frog_with_no_other_creature_type(cards, rules):
    replay = counterpart(cards, rules, "elves", [obj("elves", "Llanowar Elves", "Bob", counters={"+1/+1": 1})])
    assert not any(st.refused for st in replay.steps), log(replay)
    token = objects_in(replay.final_state)["copy"]
    assert (token["name"], token["power"], token["toughness"], token["colors"]) == ("Llanowar Elves", 1, 1, ["green"])
    assert (token["types"], token["subtypes"], token["controller"], token["counters"]) == (["Creature"], ["Frog"], "Alice", {})
    assert token["abilities"] == objects_in(replay.final_state)["elves"]["abilities"]  # its mana ability is copied
    assert {(TOKEN_COPY[rules], "token_copy"), (MODIFIED[rules], "copy_modified_characteristic")} <= cited_pairs(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_croaking_counterpart_token_of_a_white_creature_is_green_only(cards, rules):
    replay = counterpart(cards, rules, "lions", [obj("lions", "Savannah Lions", "Bob")])
    token = objects_in(replay.final_state)["copy"]
    assert (token["colors"], token["subtypes"], token["power"]) == (["green"], ["Frog"], 1)


@pytest.mark.parametrize("rules", BOTH)
def test_croaking_counterpart_cant_target_a_frog(cards, rules):
    replay = counterpart(cards, rules, "frog", [obj("frog", "Spore Frog", "Bob")])
    assert replay.steps[1].refused


# --- Feldon of the Third Path ---

def feldon(cards, rules, then=()):
    objects = [obj("feldon", "Feldon of the Third Path"), *lands("Mountain", 3), obj("bears", "Grizzly Bears", zone="graveyard")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "feldon", "ability": 0, "targets": ["bears"]}, p("Alice"), p("Bob"),
               *then]
    return play(cards, rules, objects, actions)


@pytest.mark.parametrize("rules", BOTH)
def test_feldon_copies_the_creature_card_in_your_graveyard_as_an_artifact_with_haste(cards, rules):
    replay = feldon(cards, rules)
    found = objects_in(replay.final_state)
    token = found["copy"]
    assert (token["name"], token["types"], token["power"], token["token"]) == ("Grizzly Bears", ["Creature", "Artifact"], 2, True)
    assert "haste" in token["keywords"] and found["bears"]["zone"] == "graveyard"  # the card stays where it is
    assert {(TOKEN_COPY[rules], "token_copy"), (COPIABLE[rules], "copiable_values")} <= cited_pairs(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_feldons_token_is_sacrificed_at_the_next_end_step(cards, rules):
    replay = feldon(cards, rules, TO_END_STEP)
    assert "copy" not in {o["id"] for o in replay.final_state["zones"]["Alice"]["in_play"]}
    assert (DELAYED[rules], "delayed_trigger_created") in cited_pairs(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_feldon_cant_target_a_creature_card_in_an_opponents_graveyard(cards, rules):
    objects = [obj("feldon", "Feldon of the Third Path"), *lands("Mountain", 3), obj("bears", "Grizzly Bears", "Bob", zone="graveyard")]
    replay = scenario(cards, rules, objects, [{"type": "activate_ability", "player": "Alice", "object": "feldon", "ability": 0, "targets": ["bears"]}])
    assert replay.steps[-1].refused


# --- Lazotep Quarry ---

def quarry(cards, rules, x):
    objects = [obj("quarry", "Lazotep Quarry"), *lands("Swamp", 4), obj("bears", "Grizzly Bears", zone="graveyard"),
               obj("raise", "Raise Dead", "Bob", zone="hand"), obj("bs", "Swamp", "Bob")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "quarry", "ability": 2, "targets": ["bears"], "x": x,
                "pay": {"sacrifice": ["quarry"]}}, p("Alice"), p("Bob")]
    return scenario(cards, rules, objects, actions)


@pytest.mark.parametrize("rules", BOTH)
def test_lazotep_quarry_exiles_the_card_and_makes_a_4_4_black_zombie_copy_of_it(cards, rules):
    replay = quarry(cards, rules, 2)
    assert not any(st.refused for st in replay.steps), log(replay)
    found = objects_in(replay.final_state)
    token = found["copy"]
    assert found["bears"]["zone"] == "removed_from_game"
    assert (token["name"], token["power"], token["toughness"], token["colors"], token["subtypes"]) == ("Grizzly Bears", 4, 4, ["black"], ["Zombie"])
    assert (MODIFIED[rules], "copy_modified_characteristic") in cited_pairs(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_lazotep_quarry_x_must_be_the_cards_mana_value(cards, rules):
    replay = quarry(cards, rules, 1)
    assert replay.steps[1].refused


# --- near misses ---

@pytest.mark.parametrize("text", [
    "Exile up to one target creature card from your graveyard. Create a token that's a copy of it, except it's a 4/4 black Zombie.",
    "Exile target creature card from your graveyard. You gain 2 life. Create a token that's a copy of it.",
    "Exile target artifact card from your graveyard. Create a token that's a copy of it.",
    "Create a token that's a copy of target artifact card in your graveyard.",
    "Create a token that's a copy of target creature, except it's a 4/4 black Zombie Wizard.",
    "Create a token that's a copy of target creature, except it's a 4/4 black and red Zombie.",
    "Create a token that's a copy of target creature, except it's a 4/4 black Zombie and it's legendary.",
    "Create a token that's a copy of target creature, except it's a 4/4 black Gargoyle-thing.",
    "Return target creature card from your graveyard to your hand. Create a token that's a copy of that card.",
])
def test_a_near_miss_stays_text_only(text):
    assert not compile_card({"name": "Near Miss", "types": ["Sorcery"], "mana_cost": "{3}{B}", "text": text}).played


def test_a_clone_entering_as_a_4_4_black_zombie_stays_text_only():
    text = "You may have this creature enter as a copy of any creature on the battlefield, except it's a 4/4 black Zombie."
    assert not compile_card({"name": "Near Miss", "types": ["Creature"], "mana_cost": "{3}{U}", "power": "0", "toughness": "0",
                             "text": text}).played
