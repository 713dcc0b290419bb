"""'Choose target [something]. [What happens to it]' (rulings/oracle/chosen_targets.py), played from
real cards' Oracle text (chosen_targets_cards.json: records copied from the pool): Unravel the
Aether's "Choose target artifact or enchantment. Its owner shuffles it into their library" (the
permanent leaves play for its owner's library, a new object: 2007 217.1c / 2026 400.7; the
library shuffled: 2026 701.24a, the 2007 glossary's word); and the near misses that stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, obj, objects_in, texts

CARDS = Path(__file__).parent / "chosen_targets_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
NEW_OBJECT = {R2007: "217.1c", R2026: "400.7"}


def play(cards, objects, actions, rules):
    doc = {"format": 1, "rules": rules, "name": "chosen targets", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(doc, cards=cards))


@pytest.mark.parametrize("name", ["Unravel the Aether", "Deglamer"])
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not
    assert compiled[name].definition["targets"] == [{"types": ["Artifact", "Enchantment"]}]
    assert compiled[name].definition["effect"] == [{"do": "shuffle_into_library", "what": "target:0"}]


def _unravel(cards, rules, target="anthem"):
    objects = [obj("spell", "Unravel the Aether", "Alice", "hand"), obj("f1", "Forest"), obj("f2", "Forest"),
               obj("anthem", "Glorious Anthem", "Bob"), obj("lib1", "Grizzly Bears", "Bob", "library"),
               obj("lib2", "Swamp", "Bob", "library"), obj("bears", "Grizzly Bears", "Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "spell", "targets": [target],
                "mana_abilities": [{"object": "f1"}, {"object": "f2"}]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    return play(cards, objects, actions, rules)


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_unravel_the_aether_shuffles_the_chosen_enchantment_into_its_owners_library(cards, rules):
    replay = _unravel(cards, rules)
    log = texts(replay)
    assert not any(st.refused for st in replay.steps), log
    zones = replay.final_state["zones"]["Bob"]
    library = {o["id"] for o in zones["library"]}
    assert "anthem" in library and {"lib1", "lib2"} <= library
    assert "anthem" not in {o["id"] for o in zones["in_play"]}
    assert any("Bob shuffles Glorious Anthem into their library (3 cards" in t for t in log), log
    assert NEW_OBJECT[rules] in cited(replay)
    if rules == R2026:
        assert "701.24a" in cited(replay)
    else:
        assert any("define it only in their glossary" in t for t in log)


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_a_creature_is_not_a_legal_choice(cards, rules):
    replay = _unravel(cards, rules, target="bears")
    assert any(st.refused for st in replay.steps)
    assert "bears" in objects_in(replay.final_state) and "bears" in {o["id"] for o in replay.final_state["zones"]["Bob"]["in_play"]}


def _played(text, types=("Instant",)):
    return compile_card({"name": "Zzq", "types": list(types), "mana_cost": "{1}", "text": text, "supertypes": [],
                         "subtypes": [], "layout": "normal"}).played


def test_the_chosen_target_is_what_that_creature_means():
    c = compile_card({"name": "Zzq", "types": ["Instant"], "mana_cost": "{1}", "supertypes": [], "subtypes": [], "layout": "normal",
                      "text": "Choose target creature. Put a +1/+1 counter on that creature."})
    assert c.played and c.definition["targets"] == ["creature"]
    assert c.definition["effect"] == [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "to": "target:0"}]


@pytest.mark.parametrize("text", [
    "Choose target artifact or enchantment.",  # chosen, and nothing done with it
    "Choose target opponent. Destroy target land that player controls.",  # a second target: "that player" not placed
    "Choose target creature. That player loses 2 life.",  # a referent that isn't the chosen kind
    "Choose target opponent. Its owner shuffles it into their library.",  # a player has no owner, isn't shuffled in
    "Choose target artifact card from your graveyard. Its owner shuffles it into their library.",  # not a permanent
    "Draw a card. Choose target creature. Tap it.",  # chosen after something else happened
    "Choose target creature. Create a 1/1 white Soldier creature token. Put a +1/+1 counter on it.",  # "it": the token
])
def test_near_misses_stay_text_only(text):
    assert not _played(text)


def _brawl(cards, gift=None):
    """Alice casts Longstalk Brawl (a Forest) choosing her Grizzly Bears (2/2) and Bob's Hill Giant (3/3)."""
    objects = [obj("spell", "Longstalk Brawl", "Alice", "hand"), obj("f1", "Forest"), obj("bears", "Grizzly Bears"),
               obj("giant", "Hill Giant", "Bob")]
    cast = {"type": "play_spell", "player": "Alice", "object": "spell", "targets": ["bears", "giant"],
            "mana_abilities": [{"object": "f1"}], **({"pay": {"gift": gift}} if gift else {})}
    return play(cards, objects, [cast, {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], R2026)


def test_longstalk_brawl_is_fully_played_as_two_chosen_targets(compiled):
    c = compiled["Longstalk Brawl"]
    assert c.played, c.why_not
    assert c.definition["targets"] == ["creature_you_control", {"controller": "not_you", "types": ["Creature"]}]
    assert c.definition["effect"] == [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "to": "target:0", "if_gift": True},
                                      {"do": "fight", "by": "target:0", "to": "target:1"}]


def test_longstalk_brawl_with_the_gift_the_counter_then_those_creatures_fight(cards):
    replay = _brawl(cards, gift="Bob")
    log = texts(replay)
    assert not any(st.refused for st in replay.steps), log
    found = objects_in(replay.final_state)
    assert found["giant"]["zone"] == "graveyard" and found["bears"]["zone"] == "graveyard", log  # 3 damage each way
    assert {"702.174a", "701.14a"} <= cited(replay), cited(replay)


def test_longstalk_brawl_without_the_gift_no_counter(cards):
    replay = _brawl(cards)
    log = texts(replay)
    assert not any(st.refused for st in replay.steps), log
    found = objects_in(replay.final_state)
    assert found["giant"]["zone"] == "in_play" and found["bears"]["zone"] == "graveyard", log  # 2 damage to the 3/3


@pytest.mark.parametrize("text", [
    "Choose target creature you control and target creature you don't control. It gets +1/+1 until end of turn.",  # which one?
    "Choose target creature you control and target creature you don't control. The creature an opponent controls gets -1/-1 until end of turn.",
    "Choose target creature and target creature you don't control. Then those creatures fight each other.",
    "Choose target creature. Then those creatures fight each other.",
])
def test_near_misses_of_two_chosen_targets_stay_text_only(text):
    assert not _played(text, ("Sorcery",))


def _lightning(cards, energy_paid, energy=0, target="giant", card="Harnessed Lightning"):
    """Alice (with `energy` energy counters) casts `card` (a Mountain and two Forests) at Bob's Hill Giant (3/3),
    paying `energy_paid` {E} as it resolves (None: no choice given)."""
    objects = [obj("spell", card, "Alice", "hand"), obj("m1", "Mountain"), obj("f1", "Forest"), obj("f2", "Forest"),
               obj("giant", "Hill Giant", "Bob")]
    cast = {"type": "play_spell", "player": "Alice", "object": "spell", "targets": [target],
            "mana_abilities": [{"object": "m1"}, {"object": "f1"}, {"object": "f2"}]}
    resolve = {"type": "pass_priority", "player": "Bob",
               **({"choices": {"spell": {"energy": energy_paid}}} if energy_paid is not None else {})}
    doc = {"format": 1, "rules": R2026, "name": "chosen targets", "players": [{"name": "Alice", "energy": energy}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects,
           "actions": [cast, {"type": "pass_priority", "player": "Alice"}, resolve]}
    return run_scenario(load_scenario(doc, cards=cards))


@pytest.mark.parametrize("name", ["Harnessed Lightning", "Galvanic Discharge"])
def test_the_energy_cards_are_fully_played(compiled, name):
    c = compiled[name]
    assert c.played, c.why_not
    assert c.definition["effect"] == [{"do": "get_energy", "amount": 3}, {"do": "pay_any_amount_of_energy"},
                                      {"do": "damage", "amount": {"count": "energy_paid_this_way"}, "to": "target:0"}]


def test_harnessed_lightning_deals_as_much_damage_as_the_energy_paid(cards):
    replay = _lightning(cards, 3)
    log = texts(replay)
    assert not any(st.refused for st in replay.steps), log
    assert objects_in(replay.final_state)["giant"]["zone"] == "graveyard", log
    assert replay.final_state["players"][0].get("energy", 0) == 0  # none left
    assert {"107.14", "608.2d"} <= cited(replay)


def test_energy_kept_is_not_dealt_as_damage(cards):
    replay = _lightning(cards, 2, energy=1)
    log = texts(replay)
    assert not any(st.refused for st in replay.steps), log
    assert objects_in(replay.final_state)["giant"]["zone"] == "in_play", log  # 2 damage to a 3/3
    assert replay.final_state["players"][0]["energy"] == 2  # 1 + 3 - 2


def test_paying_more_energy_than_you_have_is_refused(cards):
    replay = _lightning(cards, 4)
    assert any(st.refused for st in replay.steps)
    assert any("not 4 to pay" in t for t in texts(replay))


def test_no_energy_choice_is_refused_naming_the_field(cards):
    replay = _lightning(cards, None)
    assert any(st.refused for st in replay.steps)
    assert any('"choices": {"spell": {"energy": ...}}' in t for t in texts(replay))


@pytest.mark.parametrize("text", [
    "You get {E}{E}{E}, then you may pay any amount of {E}. Zzq deals that much damage to any target.",  # no chosen target
    "Choose target opponent. You get {E}{E}, then you may pay any amount of {E}. Zzq deals that much damage to that creature.",
    "Choose target player. You get {E}{E}, then you may pay any amount of {E}. The creature gets -1/-1 until end of turn for each {E} paid this way.",
])
def test_near_misses_of_paying_energy_stay_text_only(text):
    assert not _played(text)


def test_die_young_gives_minus_one_for_each_energy_paid(cards, compiled):
    assert compiled["Die Young"].played, compiled["Die Young"].why_not
    objects = [obj("spell", "Die Young", "Alice", "hand"), obj("s1", "Swamp"), obj("s2", "Swamp"), obj("giant", "Hill Giant", "Bob")]
    cast = {"type": "play_spell", "player": "Alice", "object": "spell", "targets": ["giant"],
            "mana_abilities": [{"object": "s1"}, {"object": "s2"}]}
    doc = {"format": 1, "rules": R2026, "name": "chosen targets", "players": [{"name": "Alice", "energy": 1}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects,
           "actions": [cast, {"type": "pass_priority", "player": "Alice"},
                       {"type": "pass_priority", "player": "Bob", "choices": {"spell": {"energy": 3}}}]}
    replay = run_scenario(load_scenario(doc, cards=cards))
    log = texts(replay)
    assert not any(st.refused for st in replay.steps), log
    assert objects_in(replay.final_state)["giant"]["zone"] == "graveyard", log  # 3/3 gets -3/-3
    assert any("Hill Giant gets -3/-3 until end of turn" in t for t in log), log
    assert {"107.14", "608.2d", "608.2h"} <= cited(replay)


def _spike(cards, choices):
    """Alice casts Grizzly Bears, then Aether Spike at it (with 1 energy counter already); both pass and
    the Spike resolves with `choices`."""
    objects = [obj("bears", "Grizzly Bears", "Alice", "hand"), obj("f1", "Forest"), obj("f2", "Forest"),
               obj("spike", "Aether Spike", "Alice", "hand"), obj("i1", "Island"), obj("i2", "Island")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bears", "mana_abilities": [{"object": "f1"}, {"object": "f2"}]},
               {"type": "play_spell", "player": "Alice", "object": "spike", "targets": ["bears"],
                "mana_abilities": [{"object": "i1"}, {"object": "i2"}]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob", "choices": {"spike": choices}}]
    doc = {"format": 1, "rules": R2026, "name": "chosen targets", "players": [{"name": "Alice", "energy": 1}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(doc, cards=cards))


def test_aether_spike_counters_unless_one_is_paid_for_each_energy_paid(cards, compiled):
    assert compiled["Aether Spike"].played, compiled["Aether Spike"].why_not
    replay = _spike(cards, {"energy": 3, "pays": False})
    log = texts(replay)
    assert not any(st.refused for st in replay.steps), log
    assert objects_in(replay.final_state)["bears"]["zone"] == "graveyard", log
    assert replay.final_state["players"][0].get("energy", 0) == 0
    assert any("{3}" in t for t in log), log  # {1} for each of the 3 {E} paid


def test_aether_spike_paying_no_energy_asks_for_nothing(cards):
    replay = _spike(cards, {"energy": 0, "pays": True})
    log = texts(replay)
    assert not any(st.refused for st in replay.steps), log
    assert replay.final_state["players"][0]["energy"] == 3, log
    assert "bears" not in {o["id"] for o in replay.final_state["zones"]["Alice"]["graveyard"]}, log  # {0} paid: not countered
