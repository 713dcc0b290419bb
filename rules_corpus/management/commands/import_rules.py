"""python manage.py import_rules [PATH ...]: load the seed excerpt or official rules files."""
from django.core.management.base import BaseCommand, CommandError

from rules_corpus.fetch import progress_bar
from rules_corpus.importer import ImportBusy, ImportRefused, import_corpus
from rules_corpus.models import Corpus
from rules_corpus.parser import ParseError


class Command(BaseCommand):
    help = (
        "Import the Comprehensive Rules. With no path, the embedded seed excerpt; with paths, "
        "official rules files (any encoding and line ending). The import makes its corpus "
        "active unless --keep-active. A malformed file changes nothing."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "paths", nargs="*", help="official rules text files, or their http(s) URLs (downloaded first)"
        )
        parser.add_argument(
            "--keep-active", action="store_true", help="load without switching the active corpus"
        )
        parser.add_argument(
            "--if-empty", action="store_true", help="do nothing when a corpus is already loaded"
        )
        parser.add_argument(
            "--skip-loaded",
            action="store_true",
            help="leave an edition that is already loaded as it is",
        )
        parser.add_argument(
            "--replace",
            action="store_true",
            help="replace a loaded copy of the same edition even by one with fewer rules",
        )

    def handle(self, *args, paths, keep_active, if_empty, skip_loaded, replace=False, **options):
        if if_empty and Corpus.objects.exists():
            self.stdout.write(f"A corpus is already loaded ({Corpus.active() or 'none active'}).")
            return
        verbose = options.get("verbosity", 1) >= 1

        def progress(message: str) -> None:
            if verbose:
                self.stderr.write(message)
                self.stderr.flush()

        def write(text: str) -> None:
            if verbose:
                self.stderr.write(text, ending="")
                self.stderr.flush()

        try:
            corpora = import_corpus(
                paths or None,
                keep_active=keep_active,
                progress=progress,
                skip_loaded=skip_loaded,
                replace=replace,
                download=progress_bar(write),
            )
        except ParseError as error:
            raise CommandError(f"{error}. Nothing was changed.") from error
        except (ImportBusy, ImportRefused) as error:
            raise CommandError(str(error)) from error
        for corpus in corpora:
            state = "active" if corpus.is_active else "loaded, not active"
            self.stdout.write(self.style.SUCCESS(f"{corpus.slug}: {corpus.name} ({state})"))
