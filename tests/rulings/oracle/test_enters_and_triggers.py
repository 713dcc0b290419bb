""" "When ~ enters and whenever / at the beginning of ..., [effect]" (rulings/oracle/enters_and_triggers.py): one
ability with two trigger events, played as the two abilities the templates read alone, from real cards
(enters_and_triggers_cards.json: records copied from the pool): Up the Beanstalk ("When this enchantment enters and
whenever you cast a spell with mana value 5 or greater, draw a card"), Crack in Time ("... and at the beginning of
your first main phase, exile target creature an opponent controls until this enchantment leaves the battlefield")."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "enters_and_triggers_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Crack in Time", "Brinelin, the Moon Kraken", "Flaring Cinder", "Ivora, Insatiable Heir", "Layla Hassan",
          "March from the Black Gate", "Ominous Roost", "Up the Beanstalk"]
#: "This ability triggers only once each turn" (one ability counting both events), an ability word's target creature
#: that "can't be blocked this turn", "If a land card is milled this way": wordings this family leaves
NEAR_MISSES = ["MACH-1, Swooping Scoundrel", "Hraesvelgr of the First Brood", "Old Rutstein"]


@pytest.mark.parametrize("name", PLAYED)
def test_enters_and_another_event_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_enters_and_wordings_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_the_two_events_are_two_triggered_abilities(compiled):
    events = [a["trigger"]["event"] for a in compiled["Up the Beanstalk"].definition["abilities"] if a.get("kind") == "triggered"]
    assert events == ["comes_into_play", "plays_spell"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_up_the_beanstalk_draws_as_it_enters_and_for_a_big_spell(cards, rules):
    objects = [obj("bean", "Up the Beanstalk", zone="hand"), obj("wurm", "Craw Wurm", zone="hand"),
               *(obj(f"f{k}", "Forest") for k in range(8)), obj("c1", "Grizzly Bears", zone="library"),
               obj("c2", "Grizzly Bears", zone="library"), obj("c3", "Grizzly Bears", zone="library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bean", "mana_abilities": [{"object": "f0"}, {"object": "f1"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob"),  # the enchantment resolves, then its enters ability
               {"type": "play_spell", "player": "Alice", "object": "wurm", "mana_abilities": [{"object": f"f{k}"} for k in range(2, 8)]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]  # the cast trigger resolves, then Craw Wurm
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "up the beanstalk"), cards=cards))
    assert not refused(replay), log(replay)
    in_hand = [k for k in ("c1", "c2", "c3") if zone_of(replay, k) == "hand"]
    assert len(in_hand) == 2, log(replay)
    assert zone_of(replay, "wurm") == "in_play"


def test_crack_in_time_exiles_again_at_the_beginning_of_the_first_main_phase(cards):
    objects = [obj("crack", "Crack in Time", counters={"time": 2}), obj("bears", "Grizzly Bears", owner="Bob"),
               obj("c1", "Forest", zone="library")]
    doc = {"format": 1, "rules": R2026, "name": "crack in time", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "draw"},
           "objects": objects,
           "actions": [{"type": "pass_until", "player": "Alice", "phase": "precombat_main", "trigger_targets": {"crack": ["bears"]}},
                       p("Alice"), p("Bob")]}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bears") == "removed_from_game", log(replay)
    assert "610.3" in cited(replay)
