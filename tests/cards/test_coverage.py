"""card_coverage: the share the engine plays, by type and era, with what the data lacks said."""
import json

from django.core.management import call_command

from .conftest import SCRYFALL


def test_coverage_counts_engine_cards_as_fully_played(mtgjson_library, capsys):
    call_command("card_coverage", json=True)
    figures = json.loads(capsys.readouterr().out)
    from cards.models import Card

    assert figures["cards"] == Card.objects.count()
    assert figures["fully_played"] == Card.objects.filter(played=True).count() > 0
    creatures = sum("Creature" in types for types in Card.objects.values_list("types", flat=True))
    assert figures["by_type"]["Creature"]["cards"] == creatures


def test_mtgjson_has_no_era_and_says_so(mtgjson_library, capsys):
    call_command("card_coverage", json=True)
    figures = json.loads(capsys.readouterr().out)
    assert figures["by_era"] == {} and "no printing date" in figures["era_note"]


def test_scryfall_dates_give_eras(db, capsys):
    call_command("import_cards", str(SCRYFALL))
    capsys.readouterr()
    call_command("card_coverage", json=True)
    figures = json.loads(capsys.readouterr().out)
    # Lightning Bolt (the engine's own card) and Serra Angel (compiled: flying, vigilance)
    assert figures["by_era"]["1990s"] == {"cards": 2, "fully_played": 2, "share": 1.0}
