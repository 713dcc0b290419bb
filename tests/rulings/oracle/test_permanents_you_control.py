""" "Other permanents you control have indestructible." (Avacyn, Angel of Hope), "Artifacts you control have
indestructible / hexproof." (Darksteel Forge, Leonin Abunas): a static ability granting a keyword to the
permanents its controller controls (rulings/oracle/permanents_you_control.py; layer 6: 2007 418.5a, 2026 613.1f)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from .conftest import compile_card, log, obj, objects_in, p, record, refused, zone_of

CARDS = Path(__file__).parent / "permanents_you_control_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"


def scenario(objects, actions, rules=R26):
    return {"format": 1, "rules": rules, "name": "permanents you control", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Bob", "phase": "precombat_main"}, "objects": objects, "actions": actions}


def mountains(n, owner="Bob"):
    return [obj(f"m{i}", "Mountain", owner=owner) for i in range(n)]


@pytest.mark.parametrize("name", ["Avacyn, Angel of Hope", "Darksteel Forge", "Leonin Abunas", "Sterling Grove"])
def test_the_card_is_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


def test_avacyns_static_grants_indestructible_to_other_permanents_you_control(compiled):
    ab = compiled["Avacyn, Angel of Hope"].definition["abilities"][-1]
    assert ab == {"kind": "static", "affects": "permanents_you_control", "filter": {"other": True},
                  "gains": {"kind": "keyword", "keyword": "indestructible"}, "text": "Other permanents you control have indestructible."}


@pytest.mark.parametrize("text", ["All permanents have indestructible.", "Other permanents you control have flying.",
                                  "Creatures and lands you control have indestructible.",
                                  "Other permanents you control have indestructible until end of turn."])
def test_near_misses_stay_text_only(text):
    card = compile_card(record({"name": "Near Miss", "types": ["Enchantment"], "manaCost": "{2}{W}", "text": text}))
    assert not card.played


def test_613_1f_wrath_of_god_destroys_no_creature_avacyn_protects(cards):
    plains = [obj(f"p{i}", "Plains", owner="Bob") for i in range(4)]
    objects = [obj("avacyn", "Avacyn, Angel of Hope"), obj("bears", "Grizzly Bears"), obj("bob_bears", "Grizzly Bears", owner="Bob"),
               obj("wrath", "Wrath of God", owner="Bob", zone="hand"), *plains]
    actions = [{"type": "play_spell", "player": "Bob", "object": "wrath", "mana_abilities": [{"object": f"p{i}"} for i in range(4)]},
               p("Bob"), p("Alice")]
    replay = run_scenario(load_scenario(scenario(objects, actions), cards=cards))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "avacyn") == "in_play" and zone_of(replay, "bears") == "in_play"
    assert zone_of(replay, "bob_bears") == "graveyard"  # Bob's creature: not a permanent Alice controls
    assert "indestructible" in objects_in(replay.final_state)["bears"]["keywords"]


@pytest.mark.parametrize("rules", [R07, R26])
def test_darksteel_forge_keeps_an_artifact_from_being_destroyed(cards, rules):
    objects = [obj("forge", "Darksteel Forge"), obj("thopter", "Ornithopter"), obj("shatter", "Shatter", owner="Bob", zone="hand"), *mountains(2)]
    actions = [{"type": "play_spell", "player": "Bob", "object": "shatter", "targets": ["thopter"],
                "mana_abilities": [{"object": "m0"}, {"object": "m1"}]}, p("Bob"), p("Alice")]
    replay = run_scenario(load_scenario(scenario(objects, actions, rules), cards=cards))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "thopter") == "in_play"
    assert "indestructible" in objects_in(replay.final_state)["forge"]["keywords"]  # "Artifacts you control": itself too


def test_leonin_abunas_gives_artifacts_hexproof_against_an_opponents_spell(cards):
    objects = [obj("abunas", "Leonin Abunas"), obj("thopter", "Ornithopter"), obj("shatter", "Shatter", owner="Bob", zone="hand"), *mountains(2)]
    actions = [{"type": "play_spell", "player": "Bob", "object": "shatter", "targets": ["thopter"],
                "mana_abilities": [{"object": "m0"}, {"object": "m1"}]}]
    replay = run_scenario(load_scenario(scenario(objects, actions), cards=cards))
    assert refused(replay) and "hexproof" in log(replay)


def test_leonin_abunas_doesnt_protect_itself_a_creature(cards):
    objects = [obj("abunas", "Leonin Abunas"), obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"), *mountains(1)]
    actions = [{"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["abunas"], "mana_abilities": [{"object": "m0"}]},
               p("Bob"), p("Alice")]
    replay = run_scenario(load_scenario(scenario(objects, actions), cards=cards))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["abunas"]["damage"] == 3  # a 2/5 creature, no artifact: targeted and dealt damage
