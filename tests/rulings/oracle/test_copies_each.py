"""Token copies of each of several permanents and of an Aura's enchanted creature
(rulings/oracle/copies_each.py), played from real cards' Oracle text (copies_each_cards.json:
records copied from the pool): Clone Legion's "For each creature target player controls, create a
token that's a copy of that creature", Second Harvest's "For each token you control, ... that
permanent", Rhys the Redeemed's "For each creature token you control", Multiversal Incursion's
"For each nontoken creature you control, ..., except it isn't legendary", and Followed Footsteps'
"At the beginning of your upkeep, create a token that's a copy of enchanted creature"."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited_pairs, in_main_phase, log, obj, objects_in, p

CARDS = Path(__file__).parent / "copies_each_cards.json"
POOL_TOO = True  # names not in CARDS come from the shared sample (conftest.cards)
R2007, R2026 = "2007-02-01", "2026-06-19"
BOTH = (R2007, R2026)
TOKEN_COPY = {R2007: "503.1", R2026: "707.1"}
COPIABLE = {R2007: "503.2", R2026: "707.2"}
MODIFIED = {R2026: "707.9b"}

SOLDIER = {"id": "soldier", "owner": "Alice", "zone": "in_play", "token": True,
           "card": {"name": "Soldier", "types": ["Creature"], "subtypes": ["Soldier"], "colors": ["white"], "power": 1, "toughness": 1}}
CLUE = {"id": "clue", "owner": "Alice", "zone": "in_play", "token": True,
        "card": {"name": "Relic", "types": ["Artifact"], "colors": []}}


def play(cards, rules, objects, actions, turn=None):
    data = in_main_phase(objects, actions, rules, "token copies of each")
    if turn:
        data["turn"] = turn
    replay = run_scenario(load_scenario(data, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def lands(card, n, owner="Alice"):
    return [obj(f"{card[0].lower()}{k}", card, owner) for k in range(n)]


def in_play(replay, player):
    return replay.final_state["zones"][player]["in_play"]


def test_the_cards_compile(compiled):
    for name, card in compiled.items():
        assert card.played, name


def cast(oid, targets=()):
    return [{"type": "play_spell", "player": "Alice", "object": oid, **({"targets": list(targets)} if targets else {})},
            p("Alice"), p("Bob")]


# --- Clone Legion ---

@pytest.mark.parametrize("rules", BOTH)
def test_clone_legion_copies_each_creature_the_target_player_controls_under_your_control(cards, rules):
    objects = [obj("legion", "Clone Legion", zone="hand"), *lands("Island", 9), obj("bears", "Grizzly Bears", "Bob", counters={"+1/+1": 2}),
               obj("wall", "Wall of Wood", "Bob"), obj("bob_island", "Island", "Bob"), obj("mine", "Grizzly Bears")]
    replay = play(cards, rules, objects, cast("legion", ["Bob"]))
    made = [o for o in in_play(replay, "Alice") if o["token"]]
    assert sorted(o["name"] for o in made) == ["Grizzly Bears", "Wall of Wood"]  # not the land, nor Alice's own creature
    bears = next(o for o in made if o["name"] == "Grizzly Bears")
    assert (bears["power"], bears["counters"], bears["controller"]) == (2, {}, "Alice")
    assert {(TOKEN_COPY[rules], "token_copy"), (COPIABLE[rules], "copiable_values")} <= cited_pairs(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_clone_legion_on_yourself_doesnt_copy_the_tokens_it_creates(cards, rules):
    objects = [obj("legion", "Clone Legion", zone="hand"), *lands("Island", 9), obj("bears", "Grizzly Bears")]
    replay = play(cards, rules, objects, cast("legion", ["Alice"]))
    assert sorted(o["id"] for o in in_play(replay, "Alice") if o["name"] == "Grizzly Bears") == ["bears", "copy"]


# --- Second Harvest, Rhys the Redeemed ---

@pytest.mark.parametrize("rules", BOTH)
def test_second_harvest_copies_each_token_you_control_creature_or_not_and_no_nontoken(cards, rules):
    objects = [obj("harvest", "Second Harvest", zone="hand"), *lands("Forest", 4), SOLDIER, CLUE, obj("bears", "Grizzly Bears"),
               {**SOLDIER, "id": "bob_soldier", "owner": "Bob"}]
    replay = play(cards, rules, objects, cast("harvest"))
    made = sorted(o["name"] for o in in_play(replay, "Alice") if o["token"] and o["id"] not in ("soldier", "clue"))
    assert made == ["Relic", "Soldier"]
    assert [o["id"] for o in in_play(replay, "Bob") if o["name"] == "Soldier"] == ["bob_soldier"]


@pytest.mark.parametrize("rules", BOTH)
def test_rhys_copies_each_creature_token_you_control_but_not_a_noncreature_token(cards, rules):
    objects = [obj("rhys", "Rhys the Redeemed"), *lands("Forest", 6), SOLDIER, CLUE]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "rhys", "ability": 1}, p("Alice"), p("Bob")]
    replay = play(cards, rules, objects, actions)
    assert sorted(o["name"] for o in in_play(replay, "Alice") if o["token"]) == ["Relic", "Soldier", "Soldier"]


# --- Multiversal Incursion ---

@pytest.mark.parametrize("rules", BOTH)
def test_multiversal_incursion_copies_each_nontoken_creature_and_the_copies_arent_legendary(cards, rules):
    objects = [obj("inc", "Multiversal Incursion", zone="hand"), *lands("Island", 7), obj("rhys", "Rhys the Redeemed"), SOLDIER]
    replay = play(cards, rules, objects, cast("inc"))
    made = [o for o in in_play(replay, "Alice") if o["token"] and o["id"] != "soldier"]
    assert [(o["name"], o["supertypes"]) for o in made] == [("Rhys the Redeemed", [])]
    assert objects_in(replay.final_state)["rhys"]["zone"] == "in_play"  # no legend rule: the token isn't legendary
    if rules in MODIFIED:
        assert (MODIFIED[rules], "copy_modified_characteristic") in cited_pairs(replay)


# --- Followed Footsteps ---

def upkeep(cards, rules, objects):
    turn = {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "upkeep"}
    return play(cards, rules, objects, [p("Alice"), p("Bob")], turn)


@pytest.mark.parametrize("rules", BOTH)
def test_followed_footsteps_copies_the_enchanted_creature_at_your_upkeep(cards, rules):
    objects = [{**obj("ff", "Followed Footsteps"), "attached_to": "bears"}, obj("bears", "Grizzly Bears", "Bob", counters={"+1/+1": 1})]
    replay = upkeep(cards, rules, objects)
    token = objects_in(replay.final_state)["copy"]
    assert (token["name"], token["controller"], token["power"], token["token"]) == ("Grizzly Bears", "Alice", 2, True)
    assert (TOKEN_COPY[rules], "token_copy") in cited_pairs(replay)


# --- near misses ---

@pytest.mark.parametrize("text", [
    "For each creature target player controls, create a token that's a copy of that permanent.",
    "For each token you control, create a token that's a copy of that creature.",
    "For each creature you control, create a token that's a copy of that creature. Those tokens gain haste.",
    "For each creature target player controls, create a token that's a copy of that creature, except it's legendary.",
    "For each artifact you control, create a token that's a copy of it.",
    "For each creature token on the battlefield, its controller creates a token that's a copy of that creature.",
    "For each creature you control with power 2 or less, create a token that's a copy of that creature.",
    "For each creature target player controls, create two tokens that are copies of that creature.",
])
def test_a_near_miss_for_each_copy_stays_text_only(text):
    assert not compile_card({"name": "Near Miss", "types": ["Sorcery"], "mana_cost": "{5}{U}", "text": text}).played


@pytest.mark.parametrize("record", [
    {"name": "Near Miss", "types": ["Enchantment"], "subtypes": ["Aura"], "mana_cost": "{3}{U}",
     "text": "Enchant artifact\nAt the beginning of your upkeep, create a token that's a copy of enchanted creature."},
    {"name": "Near Miss", "types": ["Artifact"], "mana_cost": "{3}",
     "text": "At the beginning of your upkeep, create a token that's a copy of enchanted creature."},
    {"name": "Near Miss", "types": ["Enchantment"], "subtypes": ["Aura"], "mana_cost": "{3}{U}",
     "text": "Enchant creature\nAt the beginning of your upkeep, create a token that's a copy of enchanted creature, except the token is 1/1."},
])
def test_a_near_miss_enchanted_creature_copy_stays_text_only(record):
    assert not compile_card(record).played


@pytest.mark.parametrize("rules", BOTH)
def test_followed_footsteps_destroyed_in_response_still_copies_the_creature_it_enchanted(cards, rules):
    objects = [{**obj("ff", "Followed Footsteps"), "attached_to": "bears"}, obj("bears", "Grizzly Bears", "Bob"),
               obj("dis", "Disenchant", "Bob", zone="hand"), *lands("Plains", 2, "Bob")]
    turn = {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "upkeep"}
    actions = [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "dis", "targets": ["ff"]}, p("Bob"), p("Alice"),  # Disenchant resolves
               p("Alice"), p("Bob")]  # then the trigger
    replay = play(cards, rules, objects, actions, turn)
    found = objects_in(replay.final_state)
    assert found["ff"]["zone"] == "graveyard" and found["copy"]["name"] == "Grizzly Bears"  # as the Aura last existed (LKI)


# --- Necroduality, Miirym ---

def enters(cards, rules, permanent, creature, mana, extra=()):
    """Alice controls `permanent` and casts `creature`; the trigger (if any) resolves."""
    objects = [obj("perm", permanent), obj("new", creature, zone="hand"), *mana, *extra]
    actions = [{"type": "play_spell", "player": "Alice", "object": "new"}, p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    return play(cards, rules, objects, actions)


@pytest.mark.parametrize("rules", BOTH)
def test_necroduality_copies_a_nontoken_zombie_that_enters_once(cards, rules):
    replay = enters(cards, rules, "Necroduality", "Gravedigger", lands("Swamp", 4))
    made = [o for o in in_play(replay, "Alice") if o["name"] == "Gravedigger"]
    assert sorted((o["id"], o["token"]) for o in made) == [("copy", True), ("new", False)]
    assert sum("Necroduality's ability triggers" in t for t in log(replay).splitlines()) == 1  # not for the token
    assert (TOKEN_COPY[rules], "token_copy") in cited_pairs(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_necroduality_doesnt_copy_a_creature_that_isnt_a_zombie(cards, rules):
    replay = enters(cards, rules, "Necroduality", "Grizzly Bears", lands("Forest", 2))
    assert "Necroduality's ability triggers" not in log(replay) and "copy" not in objects_in(replay.final_state)


def test_miirym_copies_another_nontoken_dragon_and_the_token_isnt_legendary(cards):
    replay = enters(cards, R2026, "Miirym, Sentinel Wyrm", "Shivan Dragon", lands("Mountain", 6))
    token = objects_in(replay.final_state)["copy"]
    assert (token["name"], token["token"], token["supertypes"]) == ("Shivan Dragon", True, [])


def test_miirym_entering_doesnt_copy_itself(cards):
    objects = [obj("perm", "Miirym, Sentinel Wyrm", zone="hand"), *lands("Island", 2), *lands("Mountain", 2), *lands("Forest", 2)]
    replay = play(cards, R2026, objects, [{"type": "play_spell", "player": "Alice", "object": "perm"}, p("Alice"), p("Bob")])
    assert "copy" not in objects_in(replay.final_state) and objects_in(replay.final_state)["perm"]["zone"] == "in_play"


@pytest.mark.parametrize("text", [
    "Whenever a nontoken Zombie you control enters, create a token that's a copy of that creature. It gains haste.",
    "Whenever a nontoken Equipment you control enters, create a token that's a copy of it.",
    "Whenever a nontoken Zombie you control enters, create a token that's a copy of that creature, except it's legendary.",
    "Whenever another nontoken Zombie you control enters, create a token that's a copy of that creature.",  # on a non-Zombie
    "Whenever a nontoken Zombie an opponent controls enters, create a token that's a copy of that creature.",
    "Whenever a nontoken Zombie you control enters, create two tokens that are copies of that creature.",
])
def test_a_near_miss_nontoken_subtype_copy_stays_text_only(text):
    assert not compile_card({"name": "Near Miss", "types": ["Enchantment"], "mana_cost": "{3}{U}", "text": text}).played


# --- Compy Swarm ---

def compy_end_step(cards, rules, kill):
    objects = [obj("compy", "Compy Swarm", counters={"+1/+1": 1}), obj("shock", "Shock", zone="hand"), obj("m", "Mountain"),
               obj("bears", "Grizzly Bears", "Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["bears"]}, p("Alice"), p("Bob")] if kill else []
    actions += [{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob")]
    return play(cards, rules, objects, actions)


@pytest.mark.parametrize("rules", BOTH)
def test_compy_swarm_makes_a_tapped_copy_of_itself_at_your_end_step_if_a_creature_died(cards, rules):
    replay = compy_end_step(cards, rules, kill=True)
    token = objects_in(replay.final_state)["copy"]
    assert (token["name"], token["tapped"], token["token"], token["counters"], token["power"]) == ("Compy Swarm", True, True, {}, 2)
    assert (TOKEN_COPY[rules], "token_copy") in cited_pairs(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_compy_swarm_makes_no_copy_if_no_creature_died_this_turn(cards, rules):
    replay = compy_end_step(cards, rules, kill=False)
    assert "copy" not in objects_in(replay.final_state)


@pytest.mark.parametrize("text", [
    "At the beginning of your end step, create a tapped token that's a copy of target creature.",
    "At the beginning of your end step, create two tapped tokens that are copies of this creature.",
    "At the beginning of your end step, create a tapped token that's a copy of this creature. It gains haste until your next turn.",
])
def test_a_near_miss_tapped_copy_stays_text_only(text):
    assert not compile_card({"name": "Near Miss", "types": ["Creature"], "mana_cost": "{3}{U}", "power": "2", "toughness": "2",
                             "text": text}).played
