"""`python manage.py build_index`: rebuild the search index of the active corpus (or all,
or the newest complete edition), and with --vectors compute its rules' vectors now."""
import time

from django.core.management.base import BaseCommand, CommandError

from rules_corpus.indexing import build_corpus_index, embed_now, index_dir_for, remove_stale_indexes
from rules_corpus.models import Corpus
from rules_corpus.search import index_exists


class Command(BaseCommand):
    help = "Rebuild the Whoosh search index of the active corpus (--all: of every corpus)."

    def add_arguments(self, parser):
        parser.add_argument("--all", action="store_true", help="rebuild the index of every stored corpus")
        parser.add_argument(
            "--newest",
            action="store_true",
            help="the newest complete edition loaded (the one a judge reads by default) instead of the active "
            "corpus (the active one when none is loaded)",
        )
        parser.add_argument(
            "--if-missing", action="store_true", help="build only indexes this server does not have yet"
        )
        parser.add_argument(
            "--vectors",
            action="store_true",
            help="also compute the rules' vectors now (a server otherwise computes them in the background)",
        )

    def handle(self, *args, **options):
        if options["all"]:
            corpora = list(Corpus.objects.all())
        elif options["newest"] and newest_complete() is not None:
            corpora = [newest_complete()]
        else:
            if options["newest"]:
                self.stdout.write("No complete edition is loaded: the active corpus instead")
            active = Corpus.active()
            if active is None:
                raise CommandError("No active corpus: run `python manage.py import_rules` first.")
            corpora = [active]
        for corpus in corpora:
            if options["if_missing"] and index_exists(index_dir_for(corpus)):
                self.stdout.write(f"The index of {corpus.name} is already built: {index_dir_for(corpus)}")
            else:
                started = time.perf_counter()
                build_corpus_index(corpus)
                elapsed = time.perf_counter() - started
                self.stdout.write(f"Indexed {corpus.name} in {elapsed:.2f} s -> {index_dir_for(corpus)}")
            if options["vectors"]:
                done = embed_now(corpus)
                if done is None:
                    self.stdout.write("No embedding model installed: search ranks by words alone")
                elif done.get("already"):
                    self.stdout.write(f"The vectors of {corpus.name} are already computed")
                else:
                    self.stdout.write(
                        f"Vectors of {corpus.name}: {done['embedded']} embedded, {done['cached']} from the cache"
                        f" in {done['seconds']:.1f} s"
                    )
        for path in remove_stale_indexes():
            self.stdout.write(f"Removed stale index {path}")


def newest_complete() -> Corpus | None:
    """The loaded edition with the latest effective date that is not an excerpt
    (the seed's slug says it is one); the fuller copy when two share a date."""
    return (
        Corpus.objects.filter(effective_date__isnull=False)
        .exclude(slug__startswith="seed-")
        .order_by("-effective_date", "-rule_count", "pk")
        .first()
    )
