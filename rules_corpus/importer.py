"""Load a parsed corpus into the database and its search index, all or nothing.

An import never disturbs what readers see until it is complete: the new
edition goes into a fresh Corpus row (and a fresh index folder) inside one
transaction; only at the end is the previous copy of the same edition
deleted and the new one made active. A parse error, a database error or a
failed index build rolls everything back and leaves the old corpus and its
index exactly as they were. A file lock keeps two imports from interleaving.
"""
from __future__ import annotations

import contextlib
import fcntl
import os
import time
import uuid
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from django.conf import settings
from django.db import transaction
from django.urls import reverse
from django.utils.text import slugify

from . import fetch, indexing
from .linking import WORD, GlossaryMatcher, render_linked_text
from .models import Corpus, Example, GlossaryEntry, Reference, Rule
from .parser import ParseError, ParsedCorpus, parse_bytes, parse_file
from .parser.numbers import number_sort_key
from .parser.seed import parse_seed

Progress = Callable[[str], None]


class ImportBusy(Exception):
    """Another import holds the lock for longer than we are willing to wait."""


class ImportRefused(Exception):
    """The import would lose rules (a smaller copy over a loaded edition) without `replace`."""


def _quiet(message: str) -> None:
    pass


@contextlib.contextmanager
def import_lock(timeout: float = 120.0) -> Iterator[None]:
    """One import at a time, across processes: an flock beside the index."""
    folder = Path(settings.SEARCH_INDEX_DIR)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / ".import.lock"
    with open(path, "a+") as handle:
        deadline = time.monotonic() + timeout
        while True:
            try:
                fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    raise ImportBusy(
                        "another import of the rules is running; try again when it has finished"
                    ) from None
                time.sleep(0.1)
        try:
            yield
        finally:
            fcntl.flock(handle.fileno(), fcntl.LOCK_UN)


def corpus_slug(parsed: ParsedCorpus, *, seed: bool = False) -> str:
    prefix = "seed" if seed else "cr"
    if parsed.effective_date:
        return f"{prefix}-{parsed.effective_date.isoformat()}"
    stem = slugify(Path(parsed.source.split(",")[0]).stem)[:60] or "unnamed"
    return f"{prefix}-{stem}"


def parse_inputs(
    paths: Sequence[str | os.PathLike] | None, download: fetch.Progress | None = None
) -> list[tuple[ParsedCorpus, bool]]:
    """Parse every input (a file, or a URL downloaded first) before anything
    changes, so a bad or cut-short one stops the import with nothing lost."""
    if not paths:
        return [(parse_seed(), True)]
    parsed = []
    for path in paths:
        if fetch.is_url(str(path)):
            try:
                data = fetch.fetch(str(path), progress=download)
            except fetch.FetchError as error:
                raise ParseError(str(error)) from error
            parsed.append((parse_bytes(data, fetch.file_name(str(path))), False))
            continue
        if not Path(path).is_file():
            raise ParseError("no such file", path=str(path))
        parsed.append((parse_file(path), False))
    return parsed


def check_not_smaller(parsed: ParsedCorpus, slug: str) -> None:
    """A loaded copy of the same edition is only replaced by a smaller one on
    purpose (`replace`): a smaller copy is usually a damaged one."""
    loaded = Corpus.objects.filter(slug=slug).first()
    if loaded is not None and len(parsed.rules) < loaded.rule_count:
        raise ImportRefused(
            f"{slug} is loaded with {loaded.rule_count} rules and {parsed.source or 'this file'} has "
            f"{len(parsed.rules)}: nothing was changed. Pass --replace to replace it with the smaller copy."
        )


def import_corpus(
    paths: Sequence[str | os.PathLike] | None = None,
    *,
    keep_active: bool = False,
    progress: Progress = _quiet,
    lock_timeout: float = 120.0,
    skip_loaded: bool = False,
    replace: bool = False,
    download: fetch.Progress | None = None,
) -> list[Corpus]:
    """Import the seed excerpt (no paths) or official rules files; returns the corpora.

    The last imported corpus becomes active unless `keep_active`, or unless no
    corpus is active yet (then the first becomes active, so the site always
    has one). With `skip_loaded`, an edition already loaded is left as it is;
    a loaded edition is replaced by a copy with fewer rules only with `replace`
    (ImportRefused otherwise). A URL is downloaded first (`download` reports
    its progress).
    """
    progress("Parsing…")
    started = time.perf_counter()
    inputs = parse_inputs(paths, download)
    for parsed, _seed in inputs:
        progress(
            f"  {parsed.source or parsed.name}: {len(parsed.rules)} rules, "
            f"{len(parsed.glossary)} glossary entries ({time.perf_counter() - started:.2f}s)"
        )
        for warning in parsed.warnings if not _seed else ():
            progress(f"  warning: {warning}")
    imported = []
    with import_lock(lock_timeout):
        slugs = [corpus_slug(parsed, seed=seed) for parsed, seed in inputs]
        if not replace:
            for (parsed, _seed), slug in zip(inputs, slugs):
                if not (skip_loaded and Corpus.objects.filter(slug=slug).exists()):
                    check_not_smaller(parsed, slug)
        for (parsed, seed), slug in zip(inputs, slugs):
            loaded = Corpus.objects.filter(slug=slug).first() if skip_loaded else None
            if loaded is not None:
                progress(f"{slug} is already loaded; left as it is")
                imported.append(loaded)
                continue
            imported.append(_load(parsed, slug, keep_active, progress))
    indexing.remove_stale_indexes()
    return imported


def _load(parsed: ParsedCorpus, slug: str, keep_active: bool, progress: Progress) -> Corpus:
    started = time.perf_counter()
    with transaction.atomic():
        corpus = Corpus.objects.create(
            slug=f"pending-{uuid.uuid4().hex[:16]}",
            name=parsed.name,
            effective_date=parsed.effective_date,
            source=parsed.source[:500],
            encoding=parsed.encoding[:40],
            introduction=parsed.introduction,
            rule_count=len(parsed.rules),
            outside_references=parsed.outside_references(),
        )
        progress(f"Loading the database ({len(parsed.rules)} rules)…")
        _load_rows(corpus, parsed)
        progress(f"  done ({time.perf_counter() - started:.2f}s)")
        progress("Building the search index…")
        indexing.build_corpus_index(corpus)
        progress(f"  done ({time.perf_counter() - started:.2f}s)")
        was_active = Corpus.objects.filter(slug=slug, is_active=True).exists()
        Corpus.objects.filter(slug=slug).delete()
        corpus.slug = slug
        activate = (not keep_active) or was_active or not Corpus.objects.filter(is_active=True).exists()
        if activate:
            Corpus.objects.filter(is_active=True).update(is_active=False)
        corpus.is_active = activate
        corpus.save(update_fields=["slug", "is_active"])
    missing = corpus.outside_references
    progress(
        f"Imported {corpus.name} as '{slug}'{' (active)' if corpus.is_active else ''}: "
        f"{corpus.rule_count} rules, {len(parsed.glossary)} glossary entries, "
        f"{len(missing)} cited numbers outside the corpus "
        f"({time.perf_counter() - started:.2f}s)"
    )
    for target in sorted(missing, key=number_sort_key):
        progress(f"  outside reference: {target} (cited by {', '.join(missing[target])})")
    return corpus


# Glossary headings that are grammar, not game terms, when they stand alone in a sentence.
GRAMMAR_WORDS = {"if", "during", "instead", "becomes", "you", "your"}
# A one-word term used in more than this share of the rules ("player", "spell") is
# everywhere; underlining it in every rule helps nobody.
COMMON_SHARE = 0.055


def word_shares(parsed: ParsedCorpus) -> dict[str, float]:
    """For each word, the share of the corpus's rules that use it."""
    counts: dict[str, int] = {}
    for rule in parsed.rules:
        for word in set(WORD.findall(rule.text.lower())):
            counts[word] = counts.get(word, 0) + 1
    total = max(1, len(parsed.rules))
    return {word: count / total for word, count in counts.items()}


def too_common_to_link(surface: str, shares: dict[str, float]) -> bool:
    words = WORD.findall(surface.lower())
    if len(words) != 1:
        return False
    return words[0] in GRAMMAR_WORDS or shares.get(words[0], 0.0) > COMMON_SHARE


def unique_slugs(terms: Sequence[str]) -> list[str]:
    seen: dict[str, int] = {}
    slugs = []
    for term in terms:
        base = slugify(term)[:200] or "term"
        count = seen.get(base, 0)
        seen[base] = count + 1
        slugs.append(base if count == 0 else f"{base}-{count + 1}")
    return slugs


class _Linker:
    """Renders a text once, at import, as escaped HTML with its citations and glossary terms linked."""

    def __init__(self, parsed: ParsedCorpus, slugs: list[str]):
        # Fast, stable URL building: every rule URL has the same shape.
        self.rule_prefix = reverse("rules_corpus:rule", args=["0"])[:-1]
        self.glossary_prefix = reverse("rules_corpus:glossary") + "#"
        surfaces = []
        for entry, slug in zip(parsed.glossary, slugs):
            if entry.obsolete:
                continue
            surfaces.append((entry.term, slug))
            surfaces.extend((alias, slug) for alias in entry.aliases)
        if surfaces:
            shares = word_shares(parsed)
            surfaces = [pair for pair in surfaces if not too_common_to_link(pair[0], shares)]
        self.matcher = GlossaryMatcher(surfaces) if surfaces else None

    def to_rule(self, number: str) -> str:
        return self.rule_prefix + number

    def to_term(self, slug: str) -> str:
        return self.glossary_prefix + slug

    def html(self, text, references, skip_slugs=None) -> str:
        # The parser lists every citation with its span: each occurrence is a link.
        return render_linked_text(text, references, self.to_rule, self.matcher, self.to_term, skip_slugs=skip_slugs)


def _load_rows(corpus: Corpus, parsed: ParsedCorpus) -> None:
    slugs = unique_slugs([entry.term for entry in parsed.glossary])
    linker = _Linker(parsed, slugs)
    rows = _rule_rows(corpus, parsed, linker)
    _set_subtree_ends(rows)
    Rule.objects.bulk_create(rows, batch_size=500)
    ids = dict(Rule.objects.filter(corpus=corpus).values_list("number", "id"))
    examples, references = _example_and_reference_rows(corpus, parsed, linker, ids)
    Example.objects.bulk_create(examples, batch_size=500)
    Reference.objects.bulk_create(references, batch_size=500)
    GlossaryEntry.objects.bulk_create(
        [
            GlossaryEntry(
                corpus=corpus,
                term=entry.term[:200],
                slug=slug,
                aliases=entry.aliases,
                text=entry.text,
                html=linker.html(entry.text, entry.references, skip_slugs={slug}),
                obsolete=entry.obsolete,
                position=position,
            )
            for position, (entry, slug) in enumerate(zip(parsed.glossary, slugs))
        ],
        batch_size=500,
    )


def _rule_rows(corpus: Corpus, parsed: ParsedCorpus, linker: _Linker) -> list[Rule]:
    by_number = {rule.number: rule for rule in parsed.rules}

    def section_of(number: str) -> str:
        rule = by_number.get(number)
        while rule is not None and rule.kind not in ("section", "chapter"):
            rule = by_number.get(rule.parent) if rule.parent else None
        return rule.number if rule is not None and rule.kind == "section" else ""

    return [
        Rule(
            corpus=corpus,
            number=rule.number,
            kind=rule.kind,
            title=rule.title[:300],
            text=rule.text,
            html=linker.html(rule.text, rule.references),
            parent_number=rule.parent or "",
            section_number=section_of(rule.number),
            position=position,
            line=rule.line,
        )
        for position, rule in enumerate(parsed.rules)
    ]


def _example_and_reference_rows(corpus, parsed: ParsedCorpus, linker: _Linker, ids: dict[str, int]):
    """Each rule's examples, and one Reference per rule it cites (in its text or examples)."""
    examples, references = [], []
    for rule in parsed.rules:
        rule_id = ids[rule.number]
        example_refs = list(rule.example_references) + [[]] * (
            len(rule.examples) - len(rule.example_references)
        )
        targets = []
        for position, (text, refs) in enumerate(zip(rule.examples, example_refs)):
            examples.append(
                Example(rule_id=rule_id, position=position, text=text, html=linker.html(text, refs))
            )
            targets.extend(ref.target for ref in refs)
        targets.extend(ref.target for ref in rule.references)
        for target in dict.fromkeys(targets):
            if target != rule.number:
                references.append(Reference(corpus=corpus, source_id=rule_id, target_number=target))
    return examples, references


def _set_subtree_ends(rows: list[Rule]) -> None:
    """Each row's subtree_end: the position of its last descendant (rows in document order)."""
    open_rows: list[Rule] = []  # the chain of ancestors of the current row
    for row in rows:
        while open_rows and open_rows[-1].number != row.parent_number:
            open_rows.pop()
        row.subtree_end = row.position
        for ancestor in open_rows:
            ancestor.subtree_end = row.position
        open_rows.append(row)
