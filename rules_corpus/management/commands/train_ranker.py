"""`python manage.py train_ranker`: train the search's reranker from the labelled questions.

Asks every labelled question (tests/data/search_questions_*.tsv) of its
edition's index (the seed excerpt for the seed questions, the June 19, 2026
edition for the others: both must be loaded), computes their vectors if
needed, fits LightGBM LambdaRank deterministically and writes the model, its
question bank and meta.json to rules_corpus/search/rerank/model/ (or --output).
The same questions and code give the same files, byte for byte.
"""
import time
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from rules_corpus.indexing import build_corpus_index, embed_now, index_dir_for
from rules_corpus.models import Corpus
from rules_corpus.search import index_exists
from rules_corpus.search.rerank import model, training

QUESTIONS = Path(settings.BASE_DIR) / "tests" / "data"


def corpus_for(edition: str) -> Corpus | None:
    """The seed excerpt for 2007 (its questions are about the excerpt), else the
    most complete loaded copy of the edition."""
    if edition == "2007-02-01":
        return Corpus.objects.filter(slug__startswith="seed-").order_by("pk").first()
    return Corpus.objects.filter(effective_date=edition).order_by("-rule_count", "pk").first()


class Command(BaseCommand):
    help = "Train the search's learned reranker from the labelled questions (deterministic)."

    def add_arguments(self, parser):
        parser.add_argument("--questions", default=str(QUESTIONS), help="folder of search_questions_*.tsv")
        parser.add_argument("--output", default=str(model.MODEL_DIR), help="where to write the model files")

    def handle(self, *args, **options):
        started = time.monotonic()
        folder = Path(options["questions"])
        questions = training.read_questions(folder)
        if not questions:
            raise CommandError(f"no labelled questions in {folder}")
        index_dirs = {}
        for edition in sorted({q.edition for q in questions}):
            corpus = corpus_for(edition)
            if corpus is None:
                raise CommandError(
                    f"the {edition} rules are not loaded: import them first "
                    "(manage.py import_rules, with ../shared/cr/MagicCompRules-20260619.txt for 2026)"
                )
            if not index_exists(index_dir_for(corpus)):
                build_corpus_index(corpus)
            done = embed_now(corpus)
            if done is None:
                raise CommandError("the embedding model is not installed: the reranker reads meaning too")
            index_dirs[edition] = index_dir_for(corpus)
            self.stdout.write(f"{corpus}: {done['embedded']} vectors computed, {done['cached']} from the cache")
        asked = training.ask(questions, index_dirs)
        booster = training.train(asked)
        training.save(booster, asked, folder, training.data_digest(folder), Path(options["output"]))
        trained = sum(1 for q in asked if q.split not in training.BLIND_SPLITS)
        self.stdout.write(self.style.SUCCESS(
            f"Trained on {trained} questions ({len(questions) - len(asked)} not asked: a bare number or no match), "
            f"wrote {options['output']} in {time.monotonic() - started:.1f} s"
        ))
