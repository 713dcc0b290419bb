"""Real cards of rulings/oracle/chosen_names.py: "Choose a nonland card name. Search target player's
graveyard, hand, and library for all (any number of) cards with that name and exile them. Then
that player shuffles" (Cranial Extraction, Memoricide), and "Choose a color. Target player reveals
their hand and discards all cards of that color" (Persecute). The name and the cards found are
the resolving action's `choices` (2007 413.2c; 2026 608.2d, 701.23b); a choice nobody gave is
refused, naming the field (the engine's effects/card_names.py)."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import EDITIONS, obj, rules_cited, scenario, texts

CHOICE_RULE = {"2007-02-01": "413.2c", "2026-06-19": "608.2d"}
SWAMPS = [obj(f"s{i}", "Swamp", "Alice") for i in range(4)]
BOB_CARDS = [obj("gy_bears", "Grizzly Bears", "Bob", "graveyard"), obj("hand_bears", "Grizzly Bears", "Bob", "hand"),
             obj("lib_bears", "Grizzly Bears", "Bob", "library"), obj("lib_bears2", "Grizzly Bears", "Bob", "library"),
             obj("hand_elves", "Llanowar Elves", "Bob", "hand"), obj("hand_lions", "Savannah Lions", "Bob", "hand")]


@pytest.mark.parametrize("name", ["Cranial Extraction", "Memoricide", "Persecute"])
def test_the_cards_are_fully_played(pool, name):
    assert pool[name].played, pool[name].why_not


def _cast(lookup, rules, spell, choices=None, objects=BOB_CARDS):
    objs = [obj("spell", spell, "Alice", "hand"), *SWAMPS, *objects]
    cast = {"type": "play_spell", "player": "Alice", "object": "spell", "targets": ["Bob"],
            "mana_abilities": [{"object": f"s{i}"} for i in range(4)]}
    resolve = {"type": "pass_priority", "player": "Bob"}
    if choices is not None:
        resolve["choices"] = {"spell": choices}
    return run_scenario(load_scenario(scenario(objs, [cast, {"type": "pass_priority", "player": "Alice"}, resolve], rules=rules), cards=lookup))


def _ids(replay, player, zone):
    return {o["id"] for o in replay.final_state["zones"][player][zone]}


@pytest.mark.parametrize("rules", EDITIONS)
def test_cranial_extraction_exiles_the_cards_found_and_shuffles(lookup, rules):
    replay = _cast(lookup, rules, "Cranial Extraction", {"card_name": "Grizzly Bears", "cards": ["gy_bears", "hand_bears", "lib_bears"]})
    log = texts(replay)
    assert not any(st.refused for st in replay.steps), log
    assert "Alice chooses the card name Grizzly Bears for Cranial Extraction." in log
    assert CHOICE_RULE[rules] in rules_cited(replay)
    gone = {"gy_bears", "hand_bears", "lib_bears"}
    assert _ids(replay, "Bob", "removed_from_game") == gone
    assert not gone & (_ids(replay, "Bob", "hand") | _ids(replay, "Bob", "library") | _ids(replay, "Bob", "graveyard"))
    assert "lib_bears2" in _ids(replay, "Bob", "library")  # a hidden zone's card the search didn't find (701.23b)
    assert any("Bob shuffles their library" in t for t in log)
    if rules == "2026-06-19":
        assert {"701.23a", "701.23b"} <= rules_cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_all_cards_must_find_every_one_in_the_graveyard(lookup, rules):
    replay = _cast(lookup, rules, "Cranial Extraction", {"card_name": "Grizzly Bears", "cards": ["hand_bears"]})
    assert any(st.refused for st in replay.steps)
    assert any("a graveyard isn't a hidden zone" in t for t in texts(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_memoricide_may_leave_the_graveyard_cards(lookup, rules):
    replay = _cast(lookup, rules, "Memoricide", {"card_name": "Grizzly Bears", "cards": ["hand_bears"]})
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert "gy_bears" in _ids(replay, "Bob", "graveyard") and "hand_bears" not in _ids(replay, "Bob", "hand")


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_name_nobody_gave_is_refused_naming_the_field(lookup, rules):
    replay = _cast(lookup, rules, "Cranial Extraction")
    assert any(st.refused for st in replay.steps)
    assert any('"choices": {"spell": {"card_name": ...}}' in t for t in texts(replay))


def test_cards_found_nobody_gave_are_refused_naming_the_field(lookup):
    replay = _cast(lookup, "2026-06-19", "Memoricide", {"card_name": "Grizzly Bears"})
    assert any(st.refused for st in replay.steps)
    assert any('"choices": {"spell": {"cards": ...}}' in t for t in texts(replay))


def test_a_land_name_is_no_nonland_card_name(lookup):
    replay = _cast(lookup, "2026-06-19", "Cranial Extraction", {"card_name": "Swamp", "cards": []})
    assert any(st.refused for st in replay.steps)
    assert any('"Swamp" is not the name of a nonland card' in t for t in texts(replay))


def test_a_card_with_another_name_cant_be_found(lookup):
    replay = _cast(lookup, "2026-06-19", "Memoricide", {"card_name": "Grizzly Bears", "cards": ["hand_elves"]})
    assert any(st.refused for st in replay.steps)


@pytest.mark.parametrize("rules", EDITIONS)
def test_persecute_discards_every_card_of_the_chosen_color(lookup, rules):
    replay = _cast(lookup, rules, "Persecute", {"color": "green"})
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert {"hand_bears", "hand_elves"} <= _ids(replay, "Bob", "graveyard")
    assert _ids(replay, "Bob", "hand") == {"hand_lions"}
    assert CHOICE_RULE[rules] in rules_cited(replay)


def test_persecute_without_a_color_is_refused(lookup):
    replay = _cast(lookup, "2026-06-19", "Persecute")
    assert any(st.refused for st in replay.steps)
    assert any('"choices": {"spell": {"color": ...}}' in t for t in texts(replay))


@pytest.mark.parametrize("text", [
    "Choose a nonland card name. Target player reveals their hand. That player discards a card with that name. If they can't, you draw a card.",
    "Choose a nonland card name. Search target player's graveyard, hand, and library for all cards with that name and exile them. Then you shuffle.",
    "Search target player's graveyard, hand, and library for all cards with that name and exile them. Then that player shuffles.",
    "Choose a creature type. Target player reveals their hand and discards all cards of that color.",
    "Choose a card name. Spells with the chosen name cost {1} less to cast this turn.",
    "Choose a creature type. Creatures you control gain protection from the chosen color until end of turn.",
    "Creatures you control gain protection from the chosen color until end of turn.",
    "Choose a color. Creatures you control gain protection from the chosen color and from black until end of turn.",
    "Choose a nonland card name. Target player reveals their hand. Draw a card. Search target player's graveyard, hand, and library for all cards with that name and exile them.",
])
def test_near_misses_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{2}{B}", "types": ["Sorcery"], "text": text})
    assert not card.played


def test_akromas_blessing_is_fully_played(pool):
    assert pool["Akroma's Blessing"].played, pool["Akroma's Blessing"].why_not


def _blessing(lookup, rules, choices):
    objs = [obj("bless", "Akroma's Blessing", "Alice", "hand"), *[obj(f"p{i}", "Plains", "Alice") for i in range(3)],
            obj("lions", "Savannah Lions", "Alice"), obj("bears", "Grizzly Bears", "Bob"),
            obj("shock", "Shock", "Bob", "hand"), obj("m0", "Mountain", "Bob")]
    resolve = {"type": "pass_priority", "player": "Bob"}
    if choices is not None:
        resolve["choices"] = {"bless": choices}
    actions = [{"type": "play_spell", "player": "Alice", "object": "bless", "targets": [],
                "mana_abilities": [{"object": f"p{i}"} for i in range(3)]},
               {"type": "pass_priority", "player": "Alice"}, resolve,
               {"type": "pass_priority", "player": "Alice"},
               {"type": "play_spell", "player": "Bob", "object": "shock", "targets": ["lions"], "mana_abilities": [{"object": "m0"}]}]
    return run_scenario(load_scenario(scenario(objs, actions, rules=rules), cards=lookup))


@pytest.mark.parametrize("rules", EDITIONS)
def test_akromas_blessing_gives_protection_from_the_color_chosen_on_resolution(lookup, rules):
    replay = _blessing(lookup, rules, {"color": "red"})
    log = texts(replay)
    assert "Alice chooses the color red for Akroma's Blessing." in log
    assert any(t.startswith("Savannah Lions gains protection from red") for t in log), log
    assert not any(t.startswith("Grizzly Bears gains") for t in log)  # only the creatures Alice controls
    assert CHOICE_RULE[rules] in rules_cited(replay)
    assert replay.steps[-1].refused  # Bob's Shock can't target a creature with protection from red
    assert "protection" in " ".join(ev.text for ev in replay.steps[-1].events)


def test_akromas_blessing_without_a_color_is_refused_naming_the_field(lookup):
    replay = _blessing(lookup, "2026-06-19", None)
    assert any('"choices": {"bless": {"color": ...}}' in t for t in texts(replay))


def test_meddling_mage_is_fully_played(pool):
    assert pool["Meddling Mage"].played, pool["Meddling Mage"].why_not


def _mage(lookup, rules, choices, bob_casts="shock"):
    objs = [obj("mage", "Meddling Mage", "Alice", "hand"), obj("p0", "Plains", "Alice"), obj("i0", "Island", "Alice"),
            obj("shock", "Shock", "Bob", "hand"), obj("m0", "Mountain", "Bob"), obj("bears", "Grizzly Bears", "Bob")]
    resolve = {"type": "pass_priority", "player": "Bob"}
    if choices is not None:
        resolve["choices"] = {"mage": choices}
    actions = [{"type": "play_spell", "player": "Alice", "object": "mage", "targets": [],
                "mana_abilities": [{"object": "p0"}, {"object": "i0"}]},
               {"type": "pass_priority", "player": "Alice"}, resolve,
               {"type": "pass_priority", "player": "Alice"},
               {"type": "play_spell", "player": "Bob", "object": "shock", "targets": ["bears"], "mana_abilities": [{"object": "m0"}]}]
    return run_scenario(load_scenario(scenario(objs, actions, rules=rules), cards=lookup))


CANT_WINS = {"2007-02-01": "103.2", "2026-06-19": "101.2"}
AS_ENTERS = {"2007-02-01": "419.1b", "2026-06-19": "614.12a"}


@pytest.mark.parametrize("rules", EDITIONS)
def test_meddling_mage_stops_spells_with_the_chosen_name(lookup, rules):
    replay = _mage(lookup, rules, {"card_name": "Shock"})
    log = texts(replay)
    assert any(t.endswith("Alice chooses the card name Shock.") for t in log), log
    assert AS_ENTERS[rules] in rules_cited(replay)
    last = replay.steps[-1]
    assert last.refused and "chosen name (Shock)" in " ".join(ev.text for ev in last.events)
    assert CANT_WINS[rules] in {c.rule for ev in last.events for c in ev.citations}


@pytest.mark.parametrize("rules", EDITIONS)
def test_meddling_mage_lets_other_names_be_cast(lookup, rules):
    replay = _mage(lookup, rules, {"card_name": "Lightning Bolt"})
    assert not replay.steps[-1].refused, texts(replay)


def test_meddling_mage_without_a_name_is_refused_naming_the_field(lookup):
    replay = _mage(lookup, "2026-06-19", None)
    assert any('"choices": {"mage": {"card_name": ...}}' in t for t in texts(replay))


@pytest.mark.parametrize("text", [
    "Spells with the chosen name can't be cast.",
    "As this creature enters, choose a nonland card name.\nYour opponents can't cast spells with the chosen name.",
    "As this creature enters, choose a color.\nSpells with the chosen name can't be cast.",
    "As this creature enters, choose a nonland card name.\nActivated abilities of sources with the chosen name cost {2} more to activate.",
    "Activated abilities of sources with the chosen name can't be activated.",
])
def test_chosen_name_near_misses_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{W}{U}", "types": ["Creature"], "power": "2", "toughness": "2", "text": text})
    assert not card.played


@pytest.mark.parametrize("name", ["Pithing Needle", "Phyrexian Revoker"])
def test_the_activation_stoppers_are_fully_played(pool, name):
    assert pool[name].played, pool[name].why_not


def _stopper(lookup, rules, stopper, named, then):
    cost = {"Pithing Needle": 1, "Phyrexian Revoker": 2}[stopper]
    objs = [obj("stop", stopper, "Alice", "hand"), *[obj(f"p{i}", "Plains", "Alice") for i in range(cost)],
            obj("sorc", "Capricious Sorcerer", "Alice"), obj("elves", "Llanowar Elves", "Alice"), obj("bears", "Grizzly Bears", "Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "stop", "targets": [],
                "mana_abilities": [{"object": f"p{i}"} for i in range(cost)]},
               {"type": "pass_priority", "player": "Alice"},
               {"type": "pass_priority", "player": "Bob", "choices": {"stop": {"card_name": named}}}, then]
    return run_scenario(load_scenario(scenario(objs, actions, rules=rules), cards=lookup))


PROHIBITED = {"2007-02-01": "409.4", "2026-06-19": "602.5"}
PING = {"type": "activate_ability", "player": "Alice", "object": "sorc", "ability": 0, "targets": ["bears"]}
TAP_ELVES = {"type": "activate_ability", "player": "Alice", "object": "elves", "ability": 0}


@pytest.mark.parametrize("rules", EDITIONS)
def test_pithing_needle_stops_the_named_sources_abilities(lookup, rules):
    last = _stopper(lookup, rules, "Pithing Needle", "Capricious Sorcerer", PING).steps[-1]
    assert last.refused and "chosen name (Capricious Sorcerer)" in " ".join(ev.text for ev in last.events)
    assert PROHIBITED[rules] in {c.rule for ev in last.events for c in ev.citations}


@pytest.mark.parametrize("rules", EDITIONS)
def test_pithing_needle_spares_mana_abilities(lookup, rules):
    replay = _stopper(lookup, rules, "Pithing Needle", "Llanowar Elves", TAP_ELVES)
    assert not replay.steps[-1].refused, texts(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_phyrexian_revoker_stops_mana_abilities_too(lookup, rules):
    last = _stopper(lookup, rules, "Phyrexian Revoker", "Llanowar Elves", TAP_ELVES).steps[-1]
    assert last.refused and "chosen name (Llanowar Elves)" in " ".join(ev.text for ev in last.events)


def test_phyrexian_revoker_lets_other_names_activate(lookup):
    replay = _stopper(lookup, "2026-06-19", "Phyrexian Revoker", "Llanowar Elves", PING)
    assert not replay.steps[-1].refused, texts(replay)
