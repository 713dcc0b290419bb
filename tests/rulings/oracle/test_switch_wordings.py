"""Two more wordings of "switch ... power and toughness until end of turn" (rulings/oracle/switch_wordings.py),
played from real cards' Oracle text (switch_wordings_cards.json: records copied from the pool): "you may switch
this creature's power and toughness until end of turn" (Fluxcharger, Calcite Snapper: an optional instruction,
2007 413.2c; 2026 608.2d) and "Whenever this creature attacks, switch its power and toughness until end of turn"
(Valakut Fireboar). Switching applies after every other power and toughness effect (2007 418.5i; 2026 613.4d);
near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited_pairs, in_main_phase, log, obj, p, pt

CARDS = Path(__file__).parent / "switch_wordings_cards.json"
POOL_TOO = True  # Lightning Bolt and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Calcite Snapper", "Fluxcharger", "Valakut Fireboar"]
#: "each creature's" (every creature), "each of any number of target creatures", a flavor word before the cost
NEAR_MISSES = ["Mannichi, the Fevered Dream", "Inversion Behemoth", "Flatman"]
SWITCH = {R2007: ("418.5i", "switch_power_toughness"), R2026: ("613.4d", "switch_power_toughness")}


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "switch wordings"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def bolt_then_trigger(may: bool) -> list:
    """Alice casts Lightning Bolt at Bob; Fluxcharger's trigger resolves first, Alice choosing `may`."""
    return [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"], "mana_abilities": [{"object": "m"}]},
            p("Alice"), p("Bob", choices={"flux": {"may": may}})]


@pytest.mark.parametrize("name", PLAYED)
def test_switch_wording_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_switch_wordings_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_fluxcharger_switches_when_its_controller_chooses_to(cards, rules):
    objects = [obj("flux", "Fluxcharger"), obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain")]
    replay = play(cards, objects, bolt_then_trigger(True), rules)
    assert pt(replay, "flux") == (5, 1), log(replay)  # a 1/5
    assert SWITCH[rules] in cited_pairs(replay), sorted(cited_pairs(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_fluxcharger_stays_1_5_when_its_controller_declines(cards, rules):
    objects = [obj("flux", "Fluxcharger"), obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain")]
    replay = play(cards, objects, bolt_then_trigger(False), rules)
    assert pt(replay, "flux") == (1, 5), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_calcite_snapper_switches_when_a_land_enters(cards, rules):
    objects = [obj("snap", "Calcite Snapper"), obj("island", "Island", zone="hand")]
    actions = [{"type": "play_land", "player": "Alice", "object": "island"}, p("Alice"), p("Bob", choices={"snap": {"may": True}})]
    replay = play(cards, objects, actions, rules)
    assert pt(replay, "snap") == (4, 1), log(replay)  # a 1/4


@pytest.mark.parametrize("rules", EDITIONS)
def test_valakut_fireboar_attacks_as_a_7_1(cards, rules):
    objects = [obj("boar", "Valakut Fireboar")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["boar"]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert pt(replay, "boar") == (7, 1), log(replay)  # a 1/7
    assert SWITCH[rules] in cited_pairs(replay), sorted(cited_pairs(replay))
