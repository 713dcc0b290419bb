"""The committed reranker: loaded once per process, off cleanly when absent.

The model (LightGBM's text format) and its question bank lie in `model/`
beside this module, with `meta.json`: the features version it was trained on
and the SHA-256 of the labelled questions it learned from (a test fails when
either changed and the model was not retrained). Without the files, with
another features version, or without LightGBM or the embedding model, `reranker()`
is None and the fused ranking stands.
"""
from __future__ import annotations

import json
import logging
import os
import threading
from pathlib import Path

from ..query import ParsedQuery
from ..reader import OpenIndex
from .bank import Bank, banks_by_edition
from .features import FEATURES_VERSION, Candidates, answer_key, rows

logger = logging.getLogger(__name__)

MODEL_DIR = Path(__file__).resolve().parent / "model"
MODEL_FILE = "ranker.txt"
BANK_VECTORS = "bank.npy"
BANK_ANSWERS = "bank.json"
META_FILE = "meta.json"
# The fused ranking's best this many are reordered (the answer is among them for ~95% of questions).
RERANK_DEPTH = 30
# Set to "0" to switch the reranker off.
ENV_SWITCH = "SEARCH_RERANKER"


class Reranker:
    """A trained booster and the question banks of the editions its questions were about."""

    def __init__(self, booster, banks: dict[str, Bank]):
        self.booster = booster
        self.banks = banks

    def scores(self, opened: OpenIndex, parsed: ParsedQuery, candidates: Candidates, vector, glossary_doc, edition=None):
        bank = self.banks.get(edition or "")
        if bank is not None:
            keys = [answer_key(opened, d) for d in candidates.docs]
            candidates.bank, candidates.bank_rules, candidates.bank_counts = bank.votes(vector, keys)
        table = rows(opened, parsed, candidates, glossary_doc)
        if not table:
            return []
        import numpy as np

        return list(self.booster.predict(np.asarray(table, dtype=np.float64), num_threads=1))


_loaded: dict[Path, Reranker | None] = {}
_lock = threading.Lock()


def load(directory: Path = MODEL_DIR) -> Reranker | None:
    """The model in `directory`, or None (logged) when it can't be used."""
    try:
        meta = json.loads((directory / META_FILE).read_text())
        if meta.get("features_version") != FEATURES_VERSION:
            logger.warning("reranker: trained on features version %s, code has %s; off", meta.get("features_version"), FEATURES_VERSION)
            return None
        import lightgbm
        import numpy as np

        booster = lightgbm.Booster(model_str=(directory / MODEL_FILE).read_text())
        vectors = np.load(directory / BANK_VECTORS).astype(np.float32)
        bank = json.loads((directory / BANK_ANSWERS).read_text())
        return Reranker(booster, banks_by_edition(vectors, bank["answers"], bank["editions"]))
    except (OSError, ValueError, ImportError, KeyError) as error:
        logger.info("reranker off: %s", error)
        return None
    except Exception as error:  # noqa: BLE001 - a damaged model file never breaks search
        logger.warning("reranker off, its files can't be read: %s", error)
        return None


def reranker(directory: Path = MODEL_DIR) -> Reranker | None:
    """The process's reranker (loaded on first use), or None when off or absent."""
    if os.environ.get(ENV_SWITCH, "1") == "0":
        return None
    if directory not in _loaded:
        with _lock:
            if directory not in _loaded:
                _loaded[directory] = load(directory)
    return _loaded[directory]


def rerank(opened: OpenIndex, parsed: ParsedQuery, candidates: Candidates, vector, glossary_doc=None, edition=None, model=None):
    """The candidates reordered by the model -> [(doc, score)], best first; None when off.

    `edition` (the corpus's effective date) picks the question bank whose rule numbers mean the same.
    """
    model = model or reranker()
    if model is None or not candidates.docs:
        return None
    predicted = model.scores(opened, parsed, candidates, vector, glossary_doc, edition)
    order = sorted(range(len(candidates.docs)), key=lambda i: (-predicted[i], i))
    return [(candidates.docs[i], float(predicted[i])) for i in order]
