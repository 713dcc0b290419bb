"""python manage.py corpora [--activate SLUG]: list the loaded editions, switch the active one.

The pages read the newest complete edition loaded (rules_corpus.reading); the
active corpus is the base they fall back on when no complete edition is loaded."""
from django.core.management.base import BaseCommand, CommandError
from django.db import transaction

from rules_corpus import indexing, reading
from rules_corpus.pagecache import corpora as corpora_marker
from rules_corpus.models import Corpus


class Command(BaseCommand):
    help = "List the loaded rules corpora (editions), or make one of them the active one."

    def add_arguments(self, parser):
        parser.add_argument("--activate", metavar="SLUG", help="make this corpus the active one")

    def handle(self, *args, activate=None, **options):
        if activate:
            corpus = Corpus.objects.filter(slug=activate).first()
            if corpus is None:
                known = ", ".join(Corpus.objects.values_list("slug", flat=True)) or "none"
                raise CommandError(f"no corpus '{activate}' (loaded: {known})")
            if not indexing.index_dir_for(corpus).exists():
                indexing.build_corpus_index(corpus)
            with transaction.atomic():
                Corpus.objects.filter(is_active=True).update(is_active=False)
                Corpus.objects.filter(pk=corpus.pk).update(is_active=True)
            corpora_marker.bump()  # updates send no signal: cached pages of the old edition go now
            self.stdout.write(self.style.SUCCESS(f"{corpus.slug} is now the active corpus"))
        for corpus in Corpus.objects.all():
            marker = "*" if corpus.is_active or corpus.slug == activate else " "
            date = corpus.effective_date.isoformat() if corpus.effective_date else "no date"
            self.stdout.write(f"{marker} {corpus.slug:<24} {date}  {corpus.rule_count:>5} entries  {corpus.name}")
        newest = next((edition for edition in reading.loaded_editions() if edition.newest), None)
        if newest is not None:
            self.stdout.write(f"The pages read {newest.corpus.slug} by default (the newest complete edition); "
                              "?edition=<effective date> reads another.")
