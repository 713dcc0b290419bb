"""Cards that return themselves from their owner's graveyard when something happens
(rulings/oracle/returns_itself.py), played from real cards' Oracle text (returns_itself_cards.json:
records copied from the pool): Masked Admirers' "Whenever you cast a creature spell, you may pay
{G}{G}. If you do, return this card from your graveyard to your hand", Veilborn Ghoul's "Whenever a
Swamp you control enters, you may return this card ...", Spit Flame's (an instant's) and Akoum
Firebird's. The ability works only in the graveyard (2007 402.8g; 2026 113.6m); the choice is
made on resolution (2007 413.2c; 2026 608.2d)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, log, obj, objects_in, p

CARDS = Path(__file__).parent / "returns_itself_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
ONLY_IN_GRAVEYARD = {R2007: "402.8g", R2026: "113.6m"}
MAY = {R2007: "413.2c", R2026: "608.2d"}


def play(cards, objects, actions, rules):
    doc = {"format": 1, "rules": rules, "name": "returns itself", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(doc, cards=cards))


def admirers(cards, rules, may, zone="graveyard"):
    objects = [obj("adm", "Masked Admirers", zone=zone), obj("bears", "Grizzly Bears", zone="hand")] + \
        [obj(f"f{i}", "Forest") for i in range(4)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bears", "mana_abilities": [{"object": "f0"}, {"object": "f1"}]},
               p("Alice"), p("Bob", choices={"adm": {"may": may}})]
    return play(cards, objects, actions, rules)


def test_the_cards_compile_to_graveyard_abilities(compiled):
    for name in ("Masked Admirers", "Spit Flame", "Akoum Firebird", "Veilborn Ghoul"):
        assert compiled[name].played, name
    spit = compiled["Spit Flame"].definition["abilities"][-1]
    assert spit["zone"] == "graveyard"
    assert spit["trigger"] == {"event": "comes_into_play", "who": "permanent_you_control", "subtype": "Dragon"}
    assert spit["effect"] == [{"do": "may", "text": "pay {R}", "pay_mana": "{R}", "effect": [],
                               "then": [{"do": "return_to_hand_from_graveyard", "what": "self"}]}]
    firebird = compiled["Akoum Firebird"].definition["abilities"][-1]
    assert firebird["trigger"] == {"event": "comes_into_play", "who": "land_you_control"}
    assert firebird["effect"][0]["then"] == [{"do": "return_to_play", "what": "self"}]


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_masked_admirers_returns_to_hand_when_its_owner_pays(cards, rules):
    replay = admirers(cards, rules, True)
    assert not any(st.refused for st in replay.steps), log(replay)
    objs = objects_in(replay.final_state)
    assert objs["adm"]["zone"] == "hand", log(replay)
    assert objs["f2"]["tapped"] and objs["f3"]["tapped"]
    assert {ONLY_IN_GRAVEYARD[rules], MAY[rules]} <= cited(replay)


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_masked_admirers_stays_when_its_owner_declines(cards, rules):
    replay = admirers(cards, rules, False)
    objs = objects_in(replay.final_state)
    assert objs["adm"]["zone"] == "graveyard" and not objs["f2"]["tapped"], log(replay)


def test_masked_admirers_on_the_battlefield_does_not_trigger(cards):
    replay = admirers(cards, R2026, True, zone="in_play")
    assert "Masked Admirers's ability triggers" not in log(replay)


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_veilborn_ghoul_returns_when_a_swamp_enters(cards, rules):
    objects = [obj("ghoul", "Veilborn Ghoul", zone="graveyard"), obj("swamp", "Swamp", zone="hand")]
    actions = [{"type": "play_land", "player": "Alice", "object": "swamp"}, p("Alice"), p("Bob", choices={"ghoul": {"may": True}})]
    replay = play(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert objects_in(replay.final_state)["ghoul"]["zone"] == "hand", log(replay)


def _played(text, types=("Creature",)):
    return compile_card({"name": "Near Miss", "mana_cost": "{2}{B}", "types": list(types), "supertypes": [], "subtypes": [],
                         "power": "2", "toughness": "2", "text": text, "layout": "normal"}).played


@pytest.mark.parametrize("text", [
    "Whenever this creature attacks, you may pay {1}. If you do, return this card from your graveyard to your hand.",  # the permanent's event
    "Whenever a player draws a card, you may pay {B}. If you do, return this card from your graveyard to the battlefield.",  # not seen there
    "Whenever a creature you control enters, you may pay {X}. If you do, return this card from your graveyard to your hand.",  # X
    "Whenever you cast a spell, if it's the second creature spell you cast this turn, you may return this card from your graveyard to the battlefield.",
])
def test_a_condition_the_graveyard_card_cant_see_stays_text_only(text):
    assert not _played(text)


def test_a_noncreature_spell_card_cant_return_to_the_battlefield():
    assert not _played("Whenever a land you control enters, return this card from your graveyard to the battlefield.", types=("Instant",))
