"""The search index of each stored corpus: where it lives, building it, searching the active one.

The importer calls `build_corpus_index(corpus)` (inside its transaction) and
`remove_stale_indexes()` after commit; the views call `search_corpus()` with the
edition they read (rules_corpus.reading). All the
Whoosh work is in `rules_corpus.search`; this module only reads the database.
"""
from __future__ import annotations

import logging
import os
import re
import subprocess
import sys
import threading
from pathlib import Path

from django.conf import settings

from . import search as engine
from .search import vectors
from .models import Corpus, Example, GlossaryEntry, Rule
from .search_fallback import search_by_words

logger = logging.getLogger(__name__)

_build_lock = threading.Lock()


def index_dir_for(corpus: Corpus) -> Path:
    """Each corpus row (each import) has its own index folder."""
    return Path(settings.SEARCH_INDEX_DIR) / f"corpus-{corpus.pk}"


def documents_for(corpus: Corpus) -> list[engine.Document]:
    """The corpus's rules, examples and glossary as index documents (three queries)."""
    examples: dict[int, list[str]] = {}
    for rule_id, text in (
        Example.objects.filter(rule__corpus=corpus).order_by("rule_id", "position").values_list("rule_id", "text")
    ):
        examples.setdefault(rule_id, []).append(text)
    rules = [
        engine.SourceRule(
            number=number,
            kind=kind,
            title=title,
            text=text,
            parent=parent_number,
            examples=examples.get(pk, []),
        )
        for pk, number, kind, title, text, parent_number in Rule.objects.filter(corpus=corpus)
        .order_by("position")
        .values_list("pk", "number", "kind", "title", "text", "parent_number")
    ]
    glossary = [
        engine.SourceGlossaryEntry(term=term, slug=slug, text=text, aliases=list(aliases or []), obsolete=obsolete)
        for term, slug, text, aliases, obsolete in GlossaryEntry.objects.filter(corpus=corpus)
        .order_by("position")
        .values_list("term", "slug", "text", "aliases", "obsolete")
    ]
    return engine.make_documents(rules, glossary)


def build_corpus_index(corpus: Corpus) -> Path:
    """(Re)build the corpus's index from its rows; the old index serves until the swap.

    Its vectors are not started here: an import is a one-shot command, and
    work left running at its exit is thrown away (and an ONNX session torn
    down under a live thread aborts the interpreter). `embed_now` computes them
    where asked (`build_index --vectors`); a server's first search starts them
    (`embed_later`)."""
    with _build_lock:
        return engine.build_index(index_dir_for(corpus), documents_for(corpus))


def vector_cache() -> Path:
    """The vectors of every passage embedded so far, by text hash (`SEARCH_VECTOR_CACHE`)."""
    configured = getattr(settings, "SEARCH_VECTOR_CACHE", None) or os.environ.get("SEARCH_VECTOR_CACHE")
    return Path(configured) if configured else Path(settings.SEARCH_INDEX_DIR) / "vectors.sqlite3"


def embed_later(index_dir: Path) -> bool:
    """Compute the index's vectors in a separate low-priority process, unless
    they are in (or `SEARCH_EMBED_IN_BACKGROUND=0`: the tests embed only what
    they choose). Never on a thread of this process: a server or command that
    exits would throw the work away mid-way. Returns whether the fused ranking
    is on its way: the vectors are being computed, or are in and this process
    has not read them yet (within 2 s)."""
    if os.environ.get("SEARCH_EMBED_IN_BACKGROUND", "process") == "0":
        return False
    return _embed_in_process(index_dir) or vectors.ready(index_dir)


_spawned: dict[str, subprocess.Popen] = {}
_spawn_lock = threading.Lock()


def _embed_in_process(index_dir: Path) -> bool:
    """A web worker must keep answering gunicorn's heartbeat, which a minute of
    embedding on a busy core can starve (the worker is then killed): the
    embedding runs in `manage.py embed_vectors`, niced, once per index folder
    and worker; the build's file lock lets only one process embed it."""
    key = str(index_dir)
    with _spawn_lock:
        process = _spawned.get(key)
        if process is not None:
            return process.poll() is None
        if not vectors.missing(index_dir):
            return False
        manage = Path(settings.BASE_DIR) / "manage.py"
        _spawned[key] = subprocess.Popen(
            ["nice", "-n", "10", sys.executable, str(manage), "embed_vectors", key],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, start_new_session=True,
        )
        return True


def embed_now(corpus: Corpus) -> dict | None:
    """Compute the corpus's vectors now (blocking); None without the model or an index."""
    return vectors.ensure_vectors(index_dir_for(corpus), vector_cache())


def search_active(query: str, page: int = 1, per_page: int = 10) -> engine.SearchResults:
    """Search the active corpus, building its index first if this server has none yet."""
    corpus = Corpus.active()
    if corpus is None:
        return engine.empty_results(query, page, per_page)
    return search_corpus(corpus, query, page, per_page)


def search_corpus(corpus: Corpus, query: str, page: int = 1, per_page: int = 10) -> engine.SearchResults:
    """Search one corpus, building its index first if this server has none yet."""
    index_dir = index_dir_for(corpus)
    # The edition picks the reranker's question bank (its answers' numbers mean that edition's rules).
    edition = corpus.effective_date.isoformat() if corpus.effective_date else None
    try:
        results = engine.search(index_dir, query, page, per_page, edition=edition)
    except engine.IndexMissing:
        with _build_lock:
            try:  # another thread may have built it while this one waited
                results = engine.search(index_dir, query, page, per_page, edition=edition)
            except engine.IndexMissing:
                logger.info("Building the missing search index for %s", corpus)
                try:
                    engine.build_index(index_dir, documents_for(corpus))
                    results = engine.search(index_dir, query, page, per_page, edition=edition)
                except (OSError, engine.IndexMissing):
                    # A damaged folder that can't be replaced, a full or read-only disk:
                    # answer by words from the database, and say so.
                    logger.exception("The search index of %s can't be read or rebuilt", corpus)
                    return search_by_words(corpus, query, page, per_page)
    if not results.meaning and results.hits and not results.number:
        # An index whose vectors are not in yet (just built, or a server just
        # started): ranked by words until the background thread is done.
        results.meaning_pending = embed_later(index_dir)
    return results


def warm_search() -> bool:
    """Open what a search of the active edition reads (its index and vectors, the reranker,
    the query tables and the word lists) with one search, before a worker's first question: the question
    is not kept waiting, and the worker's memory is from then on what it stays.
    False (logged) when there is nothing to open; never raises."""
    from .search import known_words

    try:
        # The spelling corrector's English word lists (about 30 MB): read on the first word
        # that isn't the rules' own, which a warm-up question may not have.
        known_words.english_words()
        known_words.vocabulary_words()
        corpus = Corpus.active()
        if corpus is None:
            return False
        search_corpus(corpus, "the stack resolves", 1, 1)
        return True
    except Exception:  # noqa: BLE001 - a worker must start even when its index can't be read
        logger.exception("Warming the search at start failed; the first question will open it")
        return False


_FOLDER_RE = re.compile(r"^corpus-(\d+)(?:\.build-[0-9a-f]+)?$")


def remove_stale_indexes() -> list[Path]:
    """Delete the index folders of corpora that no longer exist; returns what was removed."""
    root = Path(settings.SEARCH_INDEX_DIR)
    if not root.is_dir():
        return []
    existing = set(Corpus.objects.values_list("pk", flat=True))
    removed = []
    for path in sorted(root.iterdir()):
        match = _FOLDER_RE.match(path.name)
        if match and int(match.group(1)) not in existing:
            engine.remove_index(root / f"corpus-{match.group(1)}")
            removed.append(path)
        elif path.name.startswith(".corpus-") and ".link-" in path.name:
            path.unlink(missing_ok=True)  # a link left by an interrupted swap
    return removed
