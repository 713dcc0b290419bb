"""`python manage.py embed_vectors INDEX_DIR`: compute one index's vectors now.

A gunicorn worker starts it (niced) when a search finds an index without
vectors, so the embedding never runs inside a process that serves pages."""
from django.core.management.base import BaseCommand

from rules_corpus.indexing import vector_cache
from rules_corpus.search import vectors


class Command(BaseCommand):
    help = "Compute the rules' vectors of one index folder (started by the web workers)."

    def add_arguments(self, parser):
        parser.add_argument("index_dir", help="the index folder (SEARCH_INDEX_DIR/corpus-N)")

    def handle(self, *args, **options):
        done = vectors.ensure_vectors(options["index_dir"], vector_cache())
        if done is None:
            self.stdout.write("No index or no embedding model: nothing to embed")
        else:
            self.stdout.write(f"{done['embedded']} embedded, {done['cached']} from the cache in {done['seconds']:.1f} s")
