"""Index storage: building an index atomically and swapping it in.

`index_dir` is a symlink to the current build folder; replacing a symlink is
one rename, so a search never sees half an index and a failed build leaves the
old one serving. Beside Whoosh's files each build keeps `words.json`: the
corpus's own spellings (for typo fixes) and per document what the ranking reads
without Whoosh (number, kind, heading or not, keyword topic).
"""
from __future__ import annotations

import json
import os
import re
import shutil
import time
import uuid
from collections import Counter
from pathlib import Path

from whoosh.codec.whoosh3 import W3Codec
from whoosh.filedb.filestore import FileStorage, RamStorage

from .analysis import analyze, index_text
from .documents import SCHEMA_VERSION, Document, passage, schema

WORDS_FILE = "words.json"
PASSAGES_FILE = "passages.json"
UNFINISHED_BUILD_GRACE = 600  # seconds
_SPELLING_WORD_RE = re.compile(r"\b[a-z]{3,}\b")


def build_index(index_dir: Path | str, documents: list[Document]) -> Path:
    """Build a new index for `documents` and atomically make `index_dir` point at it.

    The build goes to a sibling folder; `index_dir` becomes (or is replaced by)
    a symlink to it in one rename. The build before the previous one is deleted;
    the previous one is kept a little longer for searches still reading it.
    """
    index_dir = Path(index_dir)
    parent = index_dir.parent
    parent.mkdir(parents=True, exist_ok=True)
    build = parent / f"{index_dir.name}.build-{uuid.uuid4().hex[:12]}"
    try:
        build.mkdir()
        # Written in memory, then copied: Whoosh's writer checks files on disk for
        # every posting, which costs more than the whole build in RAM.
        storage = _BuildStorage(build)
        ix = storage.create_index(schema())
        writer = ix.writer(limitmb=256, codec=_Codec(compression=0))
        words: Counter[str] = Counter()  # the corpus's own spellings, for typo fixes
        docs_meta = []
        passages = []  # what the dense index embeds, after the swap (`vectors`)
        defined: dict[str, list] = {}  # a glossary term's stems -> [its document, the term], for "what is X"
        for docnum, doc in enumerate(documents):
            passages.append(passage(doc))
            for term in doc.terms:
                defined.setdefault(" ".join(analyze(term)), [docnum, doc.terms[0]])
            docs_meta.append([
                doc.number.lower(), doc.kind, bool(doc.title) and doc.kind in ("rule", "subrule"), analyze(doc.topic)
            ])
            title = index_text(doc.title)
            # A heading's text is its title: counted once, as a title.
            body = "" if doc.body.strip() == doc.title.strip() else index_text(doc.body)
            examples = index_text("\n".join(doc.examples))
            words.update(_SPELLING_WORD_RE.findall(f"{title} {body} {examples}".lower()))
            writer.add_document(
                key=doc.key,
                number=doc.number.lower(),
                kind=doc.kind,
                position=doc.position,
                title=title,
                body=body,
                context=index_text(doc.context),
                examples=examples,
                shown_title=doc.title,
                shown_body=doc.body,
                shown_examples="\n".join(doc.examples),
                lineage=" ".join(doc.lineage),
                refs=" ".join(doc.refs),
                breadcrumb=doc.breadcrumb,
                slug=doc.slug,
            )
        writer.commit()
        for name in storage.list():
            (build / name).write_bytes(bytes(storage.files[name]))
        for scratch in build.glob("scratch-*"):
            shutil.rmtree(scratch, ignore_errors=True)
        (build / WORDS_FILE).write_text(json.dumps({"version": SCHEMA_VERSION, "words": words, "docs": docs_meta, "defined": defined}))
        (build / PASSAGES_FILE).write_text(json.dumps(passages), encoding="utf-8")
        (build / _version_marker()).touch()
        _swap_in(index_dir, build)
    except BaseException:
        shutil.rmtree(build, ignore_errors=True)
        raise
    _remove_old_builds(index_dir)
    return index_dir


class _Codec(W3Codec):
    """Whoosh's codec without per-block length statistics: they only speed up
    Whoosh's own scoring, which this module does not use, and cost a tenth of a build."""

    length_stats = False


class _BuildStorage(RamStorage):
    """In-memory storage whose scratch files go inside this build's own folder.

    Whoosh's default puts them in a fixed-name folder of /tmp, which two builds
    running at once (two processes) would share and delete under each other.
    """

    def __init__(self, build: Path):
        super().__init__()
        self._scratch = build

    def temp_storage(self, name=None):
        path = self._scratch / f"scratch-{uuid.uuid4().hex[:8]}-{name or 'tmp'}"
        return FileStorage(str(path)).create()


def _swap_in(index_dir: Path, build: Path) -> None:
    if index_dir.is_dir() and not index_dir.is_symlink():
        # A plain folder from an older layout: move it aside so the link can take its place.
        shutil.rmtree(index_dir)
    # Anything else in the link's place (a plain file, a broken link) is replaced by the rename.
    link = index_dir.parent / f".{index_dir.name}.link-{uuid.uuid4().hex[:12]}"
    os.symlink(build.name, link)
    os.replace(link, index_dir)


def builds_of(index_dir: Path) -> list[Path]:
    """The build folders that belong to `index_dir`, oldest first."""
    index_dir = Path(index_dir)
    builds = [p for p in index_dir.parent.glob(f"{index_dir.name}.build-*") if p.is_dir()]
    return sorted(builds, key=lambda p: p.stat().st_mtime)


def _remove_old_builds(index_dir: Path, keep: int = 2) -> None:
    current = current_build(index_dir)
    # Leave alone a build another process may still be writing (young, unfinished).
    cutoff = time.time() - UNFINISHED_BUILD_GRACE
    old = [
        p
        for p in builds_of(index_dir)
        if p != current and ((p / WORDS_FILE).exists() or p.stat().st_mtime < cutoff)
    ]
    for path in old[: max(0, len(old) - (keep - 1))]:
        shutil.rmtree(path, ignore_errors=True)


def current_build(index_dir: Path | str) -> Path | None:
    """The build folder `index_dir` points at now, or None if there is no index."""
    index_dir = Path(index_dir)
    try:
        target = index_dir.parent / os.readlink(index_dir)
    except OSError:
        return None
    # A build by another version of this module (another schema) counts as no index.
    return target if (target / _version_marker()).exists() else None


def _version_marker() -> str:
    return f"schema-{SCHEMA_VERSION}"


def remove_index(index_dir: Path | str) -> None:
    """Delete an index: its link and every build folder."""
    index_dir = Path(index_dir)
    for build in builds_of(index_dir):
        shutil.rmtree(build, ignore_errors=True)
    if index_dir.is_symlink():
        index_dir.unlink()
    elif index_dir.exists():
        shutil.rmtree(index_dir, ignore_errors=True)


def index_exists(index_dir: Path | str) -> bool:
    return current_build(index_dir) is not None
