"""python manage.py import_rules [PATH ...]: load the seed excerpt or official rules files.
`--latest`: the newest rules file the official rules page links (`rules_corpus.official`)."""
import time

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from rules_corpus import official
from rules_corpus.editions import warm_lineage
from rules_corpus.fetch import FetchError, Unreachable, progress_bar
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
            "--latest",
            action="store_true",
            help="fetch the current rules: the newest .txt link of the official rules page "
            f"(RULES_PAGE_URL, by default {official.RULES_PAGE_URL})",
        )
        parser.add_argument(
            "--replace",
            action="store_true",
            help="replace a loaded copy of the same edition even by one with fewer rules",
        )

    def handle(self, *args, paths, keep_active, if_empty, skip_loaded, replace=False, latest=False, **options):
        if latest:
            if paths:
                raise CommandError("--latest finds its file on the official rules page: give no path with it")
            paths = [self._latest_url()]
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
        # Each rule page shows the same rule in every loaded edition (matched by its words):
        # matched now, once per pair of editions, so that no reader's first page pays for it.
        started = time.monotonic()
        pairs = warm_lineage()
        if pairs:
            self.stdout.write(f"Rules matched across {pairs} pair(s) of editions in {time.monotonic() - started:.1f} s.")

    def _latest_url(self) -> str:
        page = getattr(settings, "RULES_PAGE_URL", None) or official.page_url()
        self.stderr.write(f"Looking for the current rules on {page}…")
        try:
            url = official.latest_rules_url(page)
        except Unreachable as error:
            raise CommandError(f"the current rules cannot be fetched: {error}. Nothing was changed.") from error
        except FetchError as error:
            raise CommandError(f"{error}. Nothing was changed.") from error
        self.stderr.write(f"The newest rules file it links: {url}")
        return url
