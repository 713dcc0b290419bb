"""Full-text search over one rules corpus: a plain module over Whoosh, no Django.

Everything Whoosh-specific lives here, so the engine can be swapped without
touching the views or the importer. The callers hand in plain `Document`s
(built with `make_documents`) and get back plain `SearchResults`.

* `build_index(index_dir, documents)` builds a fresh index beside `index_dir`
  and swaps it in atomically: `index_dir` is a symlink to the current build, and
  replacing a symlink is one rename, so a search never sees half an index and a
  failed build leaves the old one serving.
* `search(index_dir, query, page, per_page)` never raises on what a user types:
  the query is never given to Whoosh's query parser; it is read as words, rule
  numbers and quoted phrases. Ranking is BM25F over the fields, computed here
  from Whoosh's postings (read once per opened index and cached): Whoosh's own
  matchers take ten times longer on a judge's long question.
* Judges' words are expanded with `rules_corpus.vocabulary`; unknown words are
  corrected against the corpus's own words ("priorty" -> "priority").
* Words are stemmed the same way in the index and the question, with irregular
  forms read as their base word first ("died", "dealt", "left") and a few game
  words kept apart from what the stemmer would merge them with ("one"/"on",
  "commander"/"command"). A count given as an example ("pay 4 life") scores
  but is not required; question filler ("what happens", "can I", "actually")
  is not searched at all.
* Only the requested page's best results are put in order (a heap), not every
  rule a question matches.
"""
from __future__ import annotations

import bisect
import heapq
import html
import json
import math
import os
import re
import shutil
import threading
import time
import unicodedata
import uuid
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from whoosh import index as whoosh_index
from whoosh import query as Q
from whoosh.analysis import Token, Tokenizer
from whoosh.codec.whoosh3 import W3Codec
from whoosh.filedb.filestore import FileStorage, RamStorage
from whoosh.fields import ID, KEYWORD, NUMERIC, STORED, TEXT, Schema
from whoosh.lang.snowball.english import EnglishStemmer

from . import vocabulary
from .parser.references import extract_references

# Porter2 (Snowball English): Whoosh's older Porter leaves "tapped" apart from
# "tap" and "activated" apart from "activate".
_english_stem = EnglishStemmer().stem

# ---------------------------------------------------------------------------
# Analysis

# Words too common to help ranking. "in", "from", "out", "up", "no" stay: they
# carry meaning in phrases such as "in play", "removed from the game", "tapped out".
INDEX_STOP_WORDS = frozenset(
    """a an the of to and or is are be been being it its that this these those as at by
    for with was were which who whom whose than then also such so if he she his her him
    they them their there s t d ll re ve m""".split()
)
# Words of a question that say nothing about the rules ("what happens if I ...").
QUERY_STOP_WORDS = INDEX_STOP_WORDS | frozenset(
    """what whats happens happen happened does do did doing done can could would should will
    how why when where i im me my mine you your yours we our us get gets got getting
    rule rules cr comprehensive about anything something someone thing things way
    really just still even please tell explain mean means meaning work works let lets
    okay ok vs versus say says said in on out up from many much
    actually anymore supposed because possible possibly ever basically exactly correct correctly
    happening wondering wonder know magic mtg""".split()
)

TOKEN_PATTERN = r"\w+(?:\.\w+)*"
_TOKEN_RE = re.compile(TOKEN_PATTERN)


# Irregular forms the stemmer cannot join to their base word: without
# these "died" misses "dies", "dealt" misses "deal", "left" misses
# "leave" and "blocker" misses "block" (while "attacker" already meets
# "attack"). Each form is read as its base word before stemming, in the index
# and in questions alike, so a judge's tense never decides what is found.
IRREGULAR_FORMS = {
    form: base
    for base, forms in {
        # The verb only: a bare "die" is as often the one rolled (rule 706).
        "dies": "died dying",
        "go": "goes went gone",
        "have": "has had",
        "lose": "lost losing",
        "leave": "left leaving",
        "deal": "dealt",
        "draw": "drew drawn",
        "pay": "paid pays paying",
        "choose": "chose chosen choosing",
        "take": "took taken",
        "give": "gave given",
        "begin": "began begun",
        "come": "came",
        "become": "became",
        "win": "won",
        "spend": "spent",
        "fight": "fought",
        "see": "saw seen",
        "show": "shown",
        "strike": "struck",
        "hold": "held",
        "keep": "kept",
        "bring": "brought",
        "block": "blocker blockers",
        "life": "lives",
        "steal": "stole stolen",
        "fall": "fell fallen",
        "make": "made",
        "find": "found",
        "grow": "grew grown",
        "throw": "threw thrown",
        "bite": "bitten",
        "freeze": "froze frozen",
        "write": "wrote written",
        "hide": "hid hidden",
        "sell": "sold",
        "think": "thought",
        "forget": "forgot forgotten",
        "tear": "tore torn",
        "wear": "wore worn",
        "lead": "led",
        "flee": "fled",
    }.items()
    for form in forms.split()
}


# Words a stemmer merges with a different word of the game: "one"
# becomes "on" (so "which one" matched every "on the battlefield"), the
# Commander variant's "commander" becomes "command" (the command zone) and the
# keyword "defender" becomes "defend" (the defending player). They keep their own stem.
STEM_EXCEPTIONS = {
    "one": "one",
    "ones": "one",
    "commander": "commander",
    "commanders": "commander",
    "defender": "defender",
    "defenders": "defender",
}


@lru_cache(maxsize=100_000)
def stem(word: str) -> str:
    """The index's stem of one lower-case word (numbers are left alone)."""
    if word[:1].isdigit():
        return word
    kept = STEM_EXCEPTIONS.get(word)
    if kept:
        return kept
    return _english_stem(IRREGULAR_FORMS.get(word, word))


class RulesAnalyzer(Tokenizer):
    """Words, lower case, stop words out, stems: in one pass.

    The same as Whoosh's RegexTokenizer | LowercaseFilter | StopFilter |
    StemFilter, whose chain of generators costs more than the rest of a build.
    """

    def __eq__(self, other):
        return self.__class__ is other.__class__

    def __call__(
        self, value, positions=False, chars=False, keeporiginal=False, removestops=True,
        start_pos=0, start_char=0, tokenize=True, mode="", **kwargs,
    ):
        token = Token(positions, chars, removestops=removestops, mode=mode, **kwargs)
        token.boost = 1.0
        if not tokenize:
            token.original = token.text = value
            if positions:
                token.pos = start_pos
            yield token
            return
        position = start_pos
        for match in _TOKEN_RE.finditer(value):
            word = match.group().lower()
            if word in INDEX_STOP_WORDS:
                continue
            token.text = stem(word)
            token.stopped = False
            if positions:
                token.pos = position
            position += 1
            if chars:
                token.startchar = start_char + match.start()
                token.endchar = start_char + match.end()
            yield token


def _analyzer():
    return RulesAnalyzer()


def analyze(text: str) -> list[str]:
    """The stems the index holds for `text`, in order (stop words dropped)."""
    return [
        stem(word)
        for word in (w.lower() for w in _TOKEN_RE.findall(index_text(text)))
        if word not in INDEX_STOP_WORDS
    ]


_CONTROL_RE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_QUOTES = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "–": "-", "—": "-", "−": "-"})


def normalize(text: str) -> str:
    """NFKC, straight quotes, no control characters: the same for index and query."""
    text = unicodedata.normalize("NFKC", text).translate(_QUOTES)
    return _CONTROL_RE.sub(" ", text)


_CONTRACTIONS = [
    (re.compile(r"\b(can)'t\b", re.I), r"\1 not"),
    (re.compile(r"\bwon't\b", re.I), "will not"),
    (re.compile(r"\b(\w+)n't\b", re.I), r"\1 not"),
]


def index_text(text: str) -> str:
    """What gets tokenized: `normalize`d, with "isn't" read as "is not" so negations count."""
    text = normalize(text)
    if "'" in text:
        for pattern, replacement in _CONTRACTIONS:
            text = pattern.sub(replacement, text)
    return text


# ---------------------------------------------------------------------------
# Documents and the schema

SCHEMA_VERSION = 6


def _schema() -> Schema:
    analyzer = _analyzer()
    return Schema(
        key=ID(stored=True, unique=True),
        number=ID(stored=True),
        kind=ID(stored=True),
        position=NUMERIC(stored=True, sortable=True),
        # Titles of sections, chapters, heading rules and glossary terms.
        title=TEXT(analyzer=analyzer, phrase=False),
        # The rule's own words.
        body=TEXT(analyzer=analyzer, phrase=True),
        # Section title, the parent heading's title and glossary terms citing it:
        # the words a rule is *about* even when it does not repeat them.
        context=TEXT(analyzer=analyzer, phrase=False),
        examples=TEXT(analyzer=analyzer, phrase=False),
        # What the results show (the indexed fields hold `index_text`).
        shown_title=STORED(),
        shown_body=STORED(),
        shown_examples=STORED(),
        # Numbers: this rule's ancestors (for "405" -> its rules) and cited rules.
        lineage=KEYWORD(lowercase=True),
        refs=KEYWORD(lowercase=True),
        breadcrumb=STORED(),
        slug=STORED(),
    )


@dataclass
class Document:
    """One searchable entry: a rule of any kind, or a glossary entry."""

    key: str
    number: str
    kind: str
    title: str
    body: str
    position: int
    breadcrumb: list[tuple[str, str]] = field(default_factory=list)  # (number, label)
    context: str = ""
    examples: list[str] = field(default_factory=list)
    lineage: list[str] = field(default_factory=list)
    refs: list[str] = field(default_factory=list)
    slug: str = ""
    # The keyword a rule of "Keyword Abilities"/"Keyword Actions" is about ("Scavenge").
    topic: str = ""


@dataclass
class SourceRule:
    """What `make_documents` needs of a rule (from the database or a parser)."""

    number: str
    kind: str
    title: str
    text: str
    parent: str = ""
    examples: list[str] = field(default_factory=list)


@dataclass
class SourceGlossaryEntry:
    term: str
    slug: str
    text: str
    aliases: list[str] = field(default_factory=list)
    obsolete: bool = False


RULE_NUMBER_PATTERN = r"\d{1,3}(?:\.\d{1,3}[a-z]?)?"


def cited_numbers(text: str) -> list[str]:
    """Rule numbers a text cites ("See rule 603.6", "rules 405.2 and 418.5a",
    "616.1a-c"), found by the parser's own citation finder, so that what a rule
    page links and what a number search calls "cites it" are the same."""
    return sorted({reference.target for reference in extract_references(text)})


def _label(rule: SourceRule) -> str:
    if rule.title:
        return f"{rule.number}. {rule.title}"
    return rule.number


KEYWORD_SECTIONS = frozenset({"keyword abilities", "keyword actions"})


def _keyword_topic(rule: SourceRule, ancestors: list[SourceRule]) -> str:
    """The keyword (its rule's title) that a rule under "Keyword Abilities" or
    "Keyword Actions" is about, else "". Found by the section's title, so the
    2007 edition's 502 and a modern 702 are read alike."""
    chain = [*ancestors, rule]
    for i, ancestor in enumerate(chain[:-1]):
        if ancestor.title.strip().lower() in KEYWORD_SECTIONS:
            return chain[i + 1].title
    return ""


def make_documents(rules: list[SourceRule], glossary: list[SourceGlossaryEntry] = ()) -> list[Document]:
    """Turn rules (in document order) and glossary entries into index documents.

    Each rule carries the words of its section title and parent heading
    (`context`), its breadcrumb, and the glossary terms that cite it.
    """
    by_number = {rule.number: rule for rule in rules}
    glossary_terms: dict[str, list[str]] = {}
    for entry in glossary:
        if entry.obsolete:
            continue
        for number in cited_numbers(entry.text):
            glossary_terms.setdefault(number, []).extend([entry.term, *entry.aliases])

    documents = []
    for position, rule in enumerate(rules):
        ancestors = []
        parent = rule.parent
        seen = set()
        while parent and parent in by_number and parent not in seen:
            seen.add(parent)
            ancestors.append(by_number[parent])
            parent = by_number[parent].parent
        ancestors.reverse()
        topic = _keyword_topic(rule, ancestors)
        context_parts = [a.title for a in ancestors if a.title and a.kind != "chapter"]
        context_parts += glossary_terms.get(rule.number, [])
        documents.append(
            Document(
                key=f"r:{rule.number}",
                number=rule.number,
                kind=rule.kind,
                title=rule.title,
                body=rule.text,
                position=position,
                breadcrumb=[(a.number, _label(a)) for a in ancestors],
                context=" ".join(context_parts),
                examples=list(rule.examples),
                lineage=[a.number for a in ancestors],
                refs=[n for n in cited_numbers(rule.text + " " + " ".join(rule.examples)) if n != rule.number],
                topic=topic,
            )
        )
    for offset, entry in enumerate(glossary):
        documents.append(
            Document(
                key=f"g:{entry.slug}",
                number="",
                kind="glossary",
                title=" ".join([entry.term, *entry.aliases]),
                body=entry.text,
                position=len(rules) + offset,
                breadcrumb=[("", "Glossary")],
                refs=cited_numbers(entry.text),
                slug=entry.slug,
            )
        )
    return documents


# ---------------------------------------------------------------------------
# Building

WORDS_FILE = "words.json"
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
        ix = storage.create_index(_schema())
        writer = ix.writer(limitmb=256, codec=_Codec(compression=0))
        words: Counter[str] = Counter()  # the corpus's own spellings, for typo fixes
        docs_meta = []
        for doc in documents:
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
        (build / WORDS_FILE).write_text(json.dumps({"version": SCHEMA_VERSION, "words": words, "docs": docs_meta}))
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
    if index_dir.exists() and not index_dir.is_symlink():
        # A plain folder from an older layout: move it aside so the link can take its place.
        shutil.rmtree(index_dir)
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


# ---------------------------------------------------------------------------
# Opened indexes, cached per folder (per thread: a Whoosh searcher is not
# meant to be shared between threads).


class _OpenIndex:
    def __init__(self, build: Path):
        self.build = build
        self.lock = threading.RLock()
        self.ix = whoosh_index.open_dir(str(build))
        self.searcher = self.ix.searcher()
        self.reader = self.searcher.reader()
        data = json.loads((build / WORDS_FILE).read_text())
        self.words: dict[str, int] = data["words"]
        # Per document, in Whoosh's document order: (number, kind, is a heading rule).
        self.docs: list[tuple[str, str, bool]] = [tuple(d[:3]) for d in data["docs"]]
        # Per document: the stems of the keyword it is about (empty for most rules),
        # and the same as an index into `topic_list` (-1 for none), for one pass per question.
        self.topics: list[frozenset[str]] = [frozenset(d[3]) for d in data["docs"]]
        self.topic_list: list[frozenset[str]] = sorted({t for t in self.topics if t}, key=sorted)
        numbered = {topic: i for i, topic in enumerate(self.topic_list)}
        self.topic_of: list[int] = [numbered.get(t, -1) for t in self.topics]
        self.doc_count = len(self.docs)
        self._deletes: dict[str, list[str]] | None = None
        self._sorted_words: list[str] | None = None
        self._phrases: dict[tuple[str, ...], bool] = {}
        self._scores: dict[tuple, dict[int, float]] = {}
        self._postings: dict[tuple[str, str], dict[int, tuple[int, ...] | int]] = {}
        self.lengths = {
            name: [self.reader.doc_field_length(d, name, 0) or 0 for d in range(self.doc_count)]
            for name in TEXT_FIELDS
        }
        self.average_length = {
            name: (sum(values) / max(1, sum(1 for v in values if v))) or 1.0 for name, values in self.lengths.items()
        }
        self.prior = [_prior(number, kind, heading) for number, kind, heading in self.docs]
        # Common words' postings are read once here, so that no question pays
        # for reading "creature" or "player"; rare words are read when asked for.
        for fieldname in TEXT_FIELDS:
            for term, info in self.reader.iter_field(fieldname):
                if info.doc_frequency() >= PRELOAD_DOC_FREQUENCY:
                    self.postings(fieldname, term.decode() if isinstance(term, bytes) else term)

    def postings(self, fieldname: str, term: str) -> dict:
        """doc -> positions (tuple) for positional fields, doc -> frequency otherwise; cached."""
        key = (fieldname, term)
        found = self._postings.get(key)
        if found is None:
            found = {}
            with self.lock:
                if key in self.reader:
                    matcher = self.reader.postings(fieldname, term)
                    if fieldname in POSITIONAL_FIELDS:
                        found = {doc: tuple(positions) for doc, positions in matcher.items_as("positions")}
                    else:
                        found = {doc: int(weight) for doc, weight in matcher.items_as("weight")}
            self._postings[key] = found
        return found

    def frequencies(self, fieldname: str, stems: tuple[str, ...], slop: int) -> dict[int, int]:
        """doc -> how often the word (or the phrase, words within `slop`) occurs in the field."""
        if len(stems) == 1:
            found = self.postings(fieldname, stems[0])
            if fieldname in POSITIONAL_FIELDS:
                return {doc: len(positions) for doc, positions in found.items()}
            return found
        lists = [self.postings(fieldname, s) for s in stems]
        if not all(lists):
            return {}
        smallest = min(lists, key=len)
        if fieldname not in POSITIONAL_FIELDS:
            return {doc: min(other.get(doc, 0) for other in lists) for doc in smallest if all(doc in o for o in lists)}
        result = {}
        for doc in smallest:
            if all(doc in other for other in lists):
                count = _phrase_count([other[doc] for other in lists], slop)
                if count:
                    result[doc] = count
        return result

    def alternative_scores(self, stems: tuple[str, ...], slop: int) -> dict[int, float]:
        """doc -> BM25F score of one phrasing over all fields (cached per index)."""
        key = ("alt", stems, slop)
        found = self._scores.get(key)
        if found is None:
            found = {}
            for fieldname in TEXT_FIELDS:
                frequencies = self.frequencies(fieldname, stems, slop)
                if frequencies:
                    _bm25(self, fieldname, frequencies, self.idf(fieldname, stems), FIELD_WEIGHTS[fieldname], found)
            # A rule that names the thing in its first words is about it.
            # The earlier, the more: "Special actions don't use the stack" is about
            # special actions more than "Playing a land is a special action".
            for doc, position in self.early(stems).items():
                if doc in found:
                    found[doc] *= 1 + (LEAD_BOOST - 1) * (LEAD_WORDS - position) / LEAD_WORDS
            self._remember(key, found)
        return found

    def phrase_scores(self, stems: tuple[str, ...]) -> dict[int, float]:
        """doc -> bonus for the typed words standing close together in the rule's text."""
        key = ("phrase", stems)
        found = self._scores.get(key)
        if found is None:
            found = {}
            frequencies = self.frequencies("body", stems, PHRASE_SLOP)
            if frequencies:
                _bm25(self, "body", frequencies, self.idf("body", stems), PHRASE_WEIGHT, found)
            self._remember(key, found)
        return found

    def _remember(self, key, value) -> None:
        if len(self._scores) > SCORE_CACHE_SIZE:
            self._scores.clear()
        self._scores[key] = value

    def defining(self, stems: tuple[str, ...]) -> set[int]:
        """Documents whose text starts by naming `stems` (within its first words), or
        that are the first subrule of the keyword named `stems`."""
        key = ("defining", stems)
        found = self._scores.get(key)
        if found is None:
            lead = {doc for doc, position in self.early(stems).items() if position < DEFINITION_WORDS}
            if len(stems) > 1:
                lead = {doc for doc in lead if _phrase_count([self.postings("body", s).get(doc, ()) for s in stems], 1)}
            wanted = frozenset(stems)
            keyword = {doc for doc, topic in enumerate(self.topics) if topic == wanted}
            first = {doc for doc in keyword if self.docs[doc][0].endswith("a")}
            if first:
                # Among a keyword's own rules, its first subrule defines it; the
                # others that start with its name ("Scry 0 ...") are details.
                lead = (lead - keyword) | first
            found = dict.fromkeys(lead, 1.0)
            self._remember(key, found)
        return set(found)

    def early(self, stems: tuple[str, ...]) -> dict[int, int]:
        """Documents whose text uses the first of `stems` within its first words -> that position."""
        return {
            doc: positions[0]
            for doc, positions in self.postings("body", stems[0]).items()
            if positions[0] < LEAD_WORDS
        }

    def idf(self, fieldname: str, stems: tuple[str, ...]) -> float:
        """BM25's inverse document frequency of the rarest word of `stems` in a field."""
        return self.idf_of_count(min(len(self.postings(fieldname, s)) for s in stems))

    def idf_of_count(self, df: int) -> float:
        """BM25's inverse document frequency of something `df` documents hold."""
        return math.log(1 + (self.doc_count - df + 0.5) / (df + 0.5))

    def has_stem(self, term: str) -> bool:
        return any(self.postings(name, term) for name in TEXT_FIELDS)

    def has_phrase(self, stems: tuple[str, ...]) -> bool:
        """Whether the corpus's rules say these words (at least twice), cached."""
        known = self._phrases.get(stems)
        if known is None:
            if len(stems) == 1:
                known = len(self.postings("body", stems[0])) >= 2
            else:
                known = len(self.frequencies("body", stems, 1)) >= 2
            self._phrases[stems] = known
        return known

    def has_number(self, number: str) -> int | None:
        with self.lock:
            return self.searcher.document_number(number=number)

    def stored(self, docnum: int) -> dict:
        with self.lock:
            return self.searcher.stored_fields(docnum)

    def in_order(self, fieldname: str, number: str) -> list[int]:
        """Documents whose `fieldname` (lineage or refs) holds `number`, in rules order."""
        with self.lock:
            found = self.searcher.search(Q.Term(fieldname, number), limit=None, sortedby="position")
            return [hit.docnum for hit in found]

    def completion(self, prefix: str) -> str | None:
        """The most frequent corpus word starting with `prefix` (ties: the shortest, then A-Z)."""
        if self._sorted_words is None:
            self._sorted_words = sorted(self.words)
        ordered = self._sorted_words
        best = None
        for at in range(bisect.bisect_left(ordered, prefix), len(ordered)):
            word = ordered[at]
            if not word.startswith(prefix):
                break
            rank = (-self.words[word], len(word), word)
            if best is None or rank < best:
                best = rank
        return best[2] if best else None

    def deletes(self) -> dict[str, list[str]]:
        """Words by each one-letter deletion of them, for fast typo lookup."""
        if self._deletes is None:
            table: dict[str, list[str]] = {}
            for word in list(self.words) + list(_VOCABULARY_WORDS):
                table.setdefault(word, []).append(word)
                for i in range(len(word)):
                    table.setdefault(word[:i] + word[i + 1 :], []).append(word)
            self._deletes = table
        return self._deletes

    def close(self):
        try:
            self.searcher.close()
        except Exception:  # noqa: BLE001 - a closed or vanished index is fine to drop
            pass


# One open index per folder for the whole process: the dev server starts a
# thread per request, so a per-thread cache would reopen (and re-read) the
# index on every search. Whoosh's readers are not thread-safe: each open index
# serializes its own Whoosh calls (`_OpenIndex.lock`); the scoring is plain
# Python over dicts that are only ever added to.
_indexes: dict[Path, _OpenIndex] = {}
_indexes_lock = threading.Lock()


def _open(index_dir: Path | str) -> _OpenIndex:
    """The cached open index for `index_dir`, reopened when a rebuild swapped it."""
    index_dir = Path(index_dir)
    build = current_build(index_dir)
    if build is None:
        raise IndexMissing(str(index_dir))
    opened = _indexes.get(index_dir)
    if opened is not None and opened.build == build:
        return opened
    with _indexes_lock:
        opened = _indexes.get(index_dir)
        if opened is None or opened.build != build:
            # The old one is left to the garbage collector: another thread may
            # still be reading it.
            try:
                opened = _OpenIndex(build)
            except Exception as error:  # noqa: BLE001 - unreadable: the caller rebuilds it
                raise IndexMissing(f"{build} cannot be read: {error}") from error
            _indexes[index_dir] = opened
    return opened


class IndexMissing(Exception):
    """No index has been built in this folder yet."""


# ---------------------------------------------------------------------------
# Reading a query

TEXT_FIELDS = ("title", "body", "context", "examples")
# How much a word counts in each field. Titles and section titles name what a
# rule is about; examples mention many things in passing.
FIELD_WEIGHTS = {"title": 2.5, "body": 1.0, "context": 1.2, "examples": 0.1}
KIND_WEIGHTS = {"glossary": 0.3, "section": 0.5, "chapter": 0.4, "heading": 0.7}
COVERAGE_POWER = 1.5
# Multiplayer and casual variants (chapters 8 and 9) answer fewer questions than
# the rules of a two-player game, which they mostly repeat for their variant.
VARIANT_CHAPTERS = ("8", "9")
VARIANT_WEIGHT = 0.75
NUMBER_WEIGHT = 8.0
# "What is X?": the rules that start by naming X (within DEFINITION_WORDS words).
DEFINITION_BOOST = 1.5
DEFINITION_WORDS = 3
# A keyword's rules when the question does not name the keyword.
TOPIC_WEIGHT = 0.3
PHRASE_WEIGHT = 1.32
PHRASE_SLOP = 3
MAX_QUERY_CHARS = 1000
# The opposite word ("untapped" for "tapped"): the rules often state the contrary.
OPPOSITE_WEIGHT = 0.3
# Weight of another edition's or the table's words when the corpus uses the typed ones.
KNOWN_WORD_ALTERNATIVES = 0.6
LEAD_WORDS = 6
# The boost of a rule whose first word is the searched one, falling linearly to none
# at LEAD_WORDS.
LEAD_BOOST = 1.44
MAX_CONCEPTS = 24
SCORE_CACHE_SIZE = 20_000
PRELOAD_DOC_FREQUENCY = 25
# A count a judge gives as an example ("pay 4 life", "scry 2", "7 cards"): the
# rules speak of N, X or "that much". Zero is not an example: "0 toughness",
# "0 life" and "0 loyalty" are what the rules check for.
_EXAMPLE_NUMBER_RE = re.compile(r"^[1-9]\d?$")
_POWER_TOUGHNESS_RE = re.compile(r"[+-]?\d+/[+-]?\d+")
# Single letters are noise in a question, except X: the variable the rules define (107.3).
KEPT_LETTERS = frozenset("x")
MAX_CORRECTED_LENGTH = 20  # longer "words" are not typos of rules words
# A last word still being typed is completed from this many letters on ("dec" -> "declare").
COMPLETE_FROM = 3

K1 = 1.32
FIELD_B = {"title": 0.3, "body": 0.75, "context": 0.4, "examples": 0.75}
# Only the rules' text keeps word positions (for phrases); titles are a few words,
# so "all the words" stands in for "the phrase" there (and keeps builds fast).
POSITIONAL_FIELDS = ("body",)

_NUMBER_QUERY_RE = re.compile(
    r"^\s*(?:(?:comp(?:rehensive)?\.?\s+)?(?:rules?|cr|r|§+|section)\.?\s*)?#?\s*"
    r"(\d{1,3}(?:\.\d{1,3}[a-z]?)?)\s*\.?\s*$",
    re.I,
)
_NUMBER_IN_QUERY_RE = re.compile(r"(?<![\w.])(\d{3}(?:\.\d{1,3}[a-z]?)?)(?![\w])", re.I)


def rule_number_in(query: str) -> str | None:
    """The rule number a query consists of ("409.1a", "rule 405.2", "R 409.1A."), else None."""
    match = _NUMBER_QUERY_RE.match(normalize(query or "")[:200])
    return match.group(1).lower() if match else None


@dataclass
class Concept:
    """One thing the judge asked about: alternative phrases (as stems) with weights."""

    typed: str
    alternatives: list[tuple[tuple[str, ...], float]]
    # False for an example value ("pay 4 life", "scry 2"): it helps a rule that
    # says it, but a rule that speaks in general terms is not marked down for lacking it.
    required: bool = True


def _stems_of_phrase(phrase: str) -> tuple[str, ...]:
    return tuple(analyze(phrase))


@lru_cache(maxsize=1)
def _vocabulary_table() -> dict[tuple[str, ...], list[tuple[tuple[str, ...], float]]]:
    """The vocabulary keyed by the stems of the typed phrase."""
    table: dict[tuple[str, ...], dict[tuple[str, ...], float]] = {}
    for key, alternatives in vocabulary.all_phrases():
        key_stems = tuple(stem(w) for w in _query_words(key))
        if not key_stems:
            continue
        merged = table.setdefault(key_stems, {})
        for phrase, weight, source in alternatives:
            if source == vocabulary.TYPED and "/" in phrase:
                continue  # "0/0" is not words the rules use; only its meaning is searched
            stems = _stems_of_phrase(phrase)
            if stems:
                merged[stems] = max(merged.get(stems, 0.0), weight)
    return {key: sorted(alts.items(), key=lambda kv: -kv[1]) for key, alts in table.items()}



_VOCABULARY_WORDS = frozenset(
    word
    for key, _alternatives in vocabulary.all_phrases()
    for word in re.findall(r"[a-z]+", key.lower())
    if len(word) > 2
)

_QUERY_WORD_RE = re.compile(r"\d+/\d+|\w+(?:\.\w+)*(?:'\w+)?")


def _query_words(text: str) -> list[str]:
    """Lower-case words of a query, keeping "0/0" and "409.1a" whole and dropping "'s"."""
    words = []
    for word in _QUERY_WORD_RE.findall(index_text(text).lower()):
        if "'" in word:
            base, _, tail = word.partition("'")
            word = base if tail in {"s", "ll", "re", "ve", "d", "m"} else word
        words.append(word.replace("'", ""))
    return words


def _still_typing(text: str, last_word: str) -> bool:
    """Whether the query ends inside its last word (no space or punctuation after
    it): live search sends every keystroke, and "decl" is "declare" half typed."""
    return text[-1:].isalnum() and text.lower().endswith(last_word)


def _complete(prefix: str, opened: _OpenIndex) -> str | None:
    """The corpus's most used word that starts with `prefix`, when `prefix` is
    not itself a word of the corpus; None if there is none or it is too short."""
    if len(prefix) < COMPLETE_FROM or not prefix.isalpha() or opened.has_stem(stem(prefix)):
        return None
    return opened.completion(prefix)


def _correct(word: str, opened: _OpenIndex) -> str | None:
    """The corpus word closest to a misspelt `word` (edit distance 1, or 2 if long)."""
    table = opened.deletes()
    max_distance = 1 if len(word) <= 5 else 2
    candidates: set[str] = set()
    keys = {word} | {word[:i] + word[i + 1 :] for i in range(len(word))}
    if max_distance == 2:
        keys |= {k[:i] + k[i + 1 :] for k in list(keys) for i in range(len(k))}
    for key in keys:
        candidates.update(table.get(key, ()))
    best = None
    for candidate in candidates:
        distance = _edit_distance(word, candidate)
        if distance <= max_distance:
            rank = (distance, -opened.words.get(candidate, 1), candidate)
            if best is None or rank < best[0]:
                best = (rank, candidate)
    return best[1] if best else None


def _edit_distance(a: str, b: str) -> int:
    """Damerau-Levenshtein distance (adjacent swaps count as one edit)."""
    previous2 = None
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            cost = 0 if ca == cb else 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if previous2 is not None and i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                current[j] = min(current[j], previous2[j - 2] + 1)
        previous2, previous = previous, current
    return previous[-1]


@dataclass
class ParsedQuery:
    text: str
    number: str | None  # the whole query is this rule number
    numbers: list[str]  # rule numbers mentioned among other words
    concepts: list[Concept]
    phrases: list[tuple[str, ...]]  # quoted phrases and the typed word order
    corrections: dict[str, str]
    # "what is a mana ability": the stems of the thing to define, else ().
    defines: tuple[str, ...] = ()

    def stems(self) -> set[str]:
        found = set()
        for concept in self.concepts:
            for stems, _weight in concept.alternatives:
                found.update(stems)
        for phrase in self.phrases:
            found.update(phrase)
        return found


@lru_cache(maxsize=1)
def _edition_alternatives() -> frozenset[tuple[tuple[str, ...], tuple[str, ...]]]:
    """(typed stems, alternative stems) pairs that are another edition's words."""
    pairs = set()
    for key, alternatives in vocabulary.all_phrases():
        key_stems = tuple(stem(w) for w in _query_words(key))
        for phrase, _weight, source in alternatives:
            if source == vocabulary.EDITION:
                pairs.add((key_stems, _stems_of_phrase(phrase)))
    return frozenset(pairs)


def _weigh_alternatives(typed, alternatives, opened):
    """The corpus's own words lead when it has them: "exile" on a modern edition
    leans on "exile"; on the 2007 edition (no "exile") "removed from the game"
    keeps its full weight.

    Only another edition's words step back so: a table-talk row's phrases are
    the rules' words for what the judge means, even when the corpus also uses
    the typed words in another sense ("look at" the top card vs "examine" a graveyard).
    """
    if opened is None or not opened.has_phrase(typed):
        return alternatives
    editions = _edition_alternatives()
    return [
        (stems, weight * KNOWN_WORD_ALTERNATIVES if stems != typed and (typed, stems) in editions else weight)
        for stems, weight in alternatives
    ]


# "unless" is not the opposite of "less", nor "under" of "der".
_NOT_OPPOSITES = frozenset({"less", "der", "til", "ion", "it"})


def _opposite(word_stem: str, opened: _OpenIndex | None) -> str | None:
    """The un-word of a word (or the other way round), or the word a -less word
    lacks, if the corpus has it.

    A judge asks about the state the rules forbid: "can a tapped creature
    block" is answered by "the chosen creatures must be untapped"; "is a
    colorless card colorless in my hand" by the rule on an object's colors.
    """
    if opened is None or not word_stem.isalpha() or len(word_stem) < 3:
        return None
    if word_stem.endswith("less") and len(word_stem) > 6:
        # "colorless" is answered by the rule on colors
        other = stem(word_stem[:-4])
    else:
        other = word_stem[2:] if word_stem.startswith("un") else "un" + word_stem
    if len(other) >= 3 and other not in _NOT_OPPOSITES and opened.has_stem(other):
        return other
    return None


def parse_query(query: str, opened: _OpenIndex | None = None) -> ParsedQuery:
    """Read what a judge typed: a rule number, or words expanded with the vocabulary.

    Never raises: anything that is not a word is ignored.
    """
    text = normalize(query or "")[:MAX_QUERY_CHARS]
    number = rule_number_in(text)
    numbers = [] if number else sorted({m.group(1).lower() for m in _NUMBER_IN_QUERY_RE.finditer(text)})
    quoted = [q for q in re.findall(r'"([^"]+)"', text) if q.strip()]
    words = [] if number else [w for w in _query_words(text) if w not in numbers]
    corrections: dict[str, str] = {}
    if words and opened is not None and _still_typing(text, words[-1]):
        completed = _complete(words[-1], opened)
        if completed:
            corrections[words[-1]] = completed
            words[-1] = completed
    stems = [stem(w) for w in words]
    table = _vocabulary_table()
    longest = max((len(k) for k in table), default=1)

    concepts: list[Concept] = []
    # Numbers of a power/toughness ("+1/+1 counters") are what is asked about, not examples.
    power_toughness = set(re.findall(r"\d+", " ".join(_POWER_TOUGHNESS_RE.findall(text))))
    i = 0
    while i < len(words) and len(concepts) < MAX_CONCEPTS:
        for size in range(min(longest, len(words) - i), 0, -1):
            key = tuple(stems[i : i + size])
            if key in table:
                concepts.append(Concept(" ".join(words[i : i + size]), _weigh_alternatives(key, table[key], opened)))
                i += size
                break
        else:
            word = words[i]
            i += 1
            if word in QUERY_STOP_WORDS or (len(word) == 1 and not word.isdigit() and word not in KEPT_LETTERS):
                continue
            word_stem = stem(word)
            if (
                opened is not None
                and word.isalpha()
                and 3 < len(word) <= MAX_CORRECTED_LENGTH
                and not opened.has_stem(word_stem)
            ):
                corrected = _correct(word, opened)
                if corrected and corrected != word:
                    corrections[word] = corrected
                    corrected_stem = stem(corrected)
                    key = (corrected_stem,)
                    if key in table:
                        concepts.append(Concept(corrected, table[key]))
                    else:
                        concepts.append(Concept(corrected, [((corrected_stem,), 0.9)]))
                    continue
            example = bool(_EXAMPLE_NUMBER_RE.match(word)) and word not in power_toughness
            alternatives = [((word_stem,), 1.0)]
            opposite = _opposite(word_stem, opened)
            if opposite:
                alternatives.append(((opposite,), OPPOSITE_WEIGHT))
            concepts.append(Concept(word, alternatives, required=not example))

    phrases = [p for p in (_stems_of_phrase(q) for q in quoted) if len(p) > 1]
    # Words typed next to each other probably belong together in the rule too.
    singles = [c.alternatives[0][0][0] for c in concepts if len(c.alternatives[0][0]) == 1]
    phrases += [tuple(singles[j : j + 2]) for j in range(len(singles) - 1)]
    phrases += [tuple(singles[j : j + 3]) for j in range(len(singles) - 2)]
    if len(singles) > 3:
        phrases.append(tuple(singles))
    return ParsedQuery(text, number, numbers, concepts, phrases, corrections, _defined(text, corrections))


_DEFINITION_RE = re.compile(
    r"^\s*(?:what(?:'s|s|\s+is|\s+are|\s+does|\s+do)|define|definition\s+of|meaning\s+of)\s+"
    r"(?:an?\s+|the\s+)?(?P<thing>[\w\s'/+-]{2,60}?)\s*(?:mean|means|do|does)?\s*\??\s*$",
    re.I,
)
# "how does trample work", "explain banding": the same question in other words.
_WORKINGS_RE = re.compile(
    r"^\s*(?:how\s+(?:does|do)\s+(?:an?\s+|the\s+)?(?P<thing>[\w\s'/+-]{2,60}?)\s+works?"
    r"|explain\s+(?:an?\s+|the\s+)?(?P<explained>[\w\s'/+-]{2,60}?))\s*\??\s*$",
    re.I,
)


def _defined(text: str, corrections: dict[str, str]) -> tuple[str, ...]:
    """What a "what is X" / "what does X mean" / "how does X work" question asks
    to define, as stems."""
    match = _DEFINITION_RE.match(text)
    if match:
        thing = match.group("thing")
    else:
        match = _WORKINGS_RE.match(text)
        if not match:
            return ()
        thing = match.group("thing") or match.group("explained")
    words = [corrections.get(w, w) for w in _query_words(thing)]
    # "what does scry 2 mean": the number is an example value, not part of the term.
    return tuple(stem(w) for w in words if w not in QUERY_STOP_WORDS and not w.isdigit())


# ---------------------------------------------------------------------------
# Results


@dataclass
class Segment:
    text: str
    marked: bool = False


@dataclass
class Hit:
    number: str
    kind: str
    title: str
    breadcrumb: list[tuple[str, str]]
    snippet: list[Segment]
    score: float
    slug: str = ""

    @property
    def snippet_text(self) -> str:
        return "".join(s.text for s in self.snippet)

    @property
    def snippet_html(self) -> str:
        """The snippet as HTML: every character escaped, matched words in <mark>."""
        return "".join(
            f"<mark>{html.escape(s.text)}</mark>" if s.marked else html.escape(s.text) for s in self.snippet
        )

    @property
    def is_glossary(self) -> bool:
        return self.kind == "glossary"


@dataclass
class SearchResults:
    query: str
    page: int
    per_page: int
    total: int
    hits: list[Hit]
    number: str | None = None  # the query was this rule number...
    number_found: bool = False  # ...and the corpus has it (it is the first hit)
    corrections: dict[str, str] = field(default_factory=dict)

    @property
    def has_next(self) -> bool:
        return self.page * self.per_page < self.total

    @property
    def has_previous(self) -> bool:
        return self.page > 1

    @property
    def pages(self) -> int:
        return max(1, -(-self.total // self.per_page))


def empty_results(query: str = "", page: int = 1, per_page: int = 10) -> SearchResults:
    return SearchResults(query=query, page=page, per_page=per_page, total=0, hits=[])


SNIPPET_WORDS = 36
_WORD_SPAN_RE = re.compile(r"\w+(?:\.\w+)*")


def make_snippet(text: str, stems: set[str], words: int = SNIPPET_WORDS) -> list[Segment]:
    """The part of `text` with the most matched words, as plain segments to escape."""
    text = normalize(text).replace("\n", " ")
    spans = [(m.start(), m.end(), stem(m.group().lower()) in stems) for m in _WORD_SPAN_RE.finditer(text)]
    if not spans:
        return [Segment(text[:300])]
    start_word = 0
    if len(spans) > words:
        marks = [1 if hit else 0 for _s, _e, hit in spans]
        best, best_at, window = -1, 0, sum(marks[:words])
        for i in range(len(spans) - words + 1):
            if i:
                window += marks[i + words - 1] - marks[i - 1]
            if window > best:
                best, best_at = window, i
        if best > 0:
            # Start a little before the window's first match so the sentence reads.
            first = next(i for i in range(best_at, len(spans)) if marks[i])
            start_word = max(0, min(first - 3, len(spans) - words))
    chosen = spans[start_word : start_word + words]
    begin = chosen[0][0] if start_word else 0
    end = chosen[-1][1] if start_word + words < len(spans) else len(text)
    segments: list[Segment] = []
    if begin:
        segments.append(Segment("… "))
    cursor = begin
    for s, e, hit in chosen:
        if hit:
            if s > cursor:
                segments.append(Segment(text[cursor:s]))
            segments.append(Segment(text[s:e], True))
            cursor = e
    if end > cursor:
        segments.append(Segment(text[cursor:end]))
    if end < len(text):
        segments.append(Segment(" …"))
    return segments


def _hit_from(fields: dict, score: float, stems: set[str]) -> Hit:
    body = fields.get("shown_body", "") or ""
    examples = fields.get("shown_examples", "") or ""
    source = body
    if examples and not any(stem(w.lower()) in stems for w in _WORD_SPAN_RE.findall(normalize(body))):
        if any(stem(w.lower()) in stems for w in _WORD_SPAN_RE.findall(normalize(examples))):
            source = "Example: " + examples
    return Hit(
        number=fields.get("number", ""),
        kind=fields.get("kind", ""),
        title=fields.get("shown_title", "") or "",
        breadcrumb=[tuple(x) for x in fields.get("breadcrumb", []) or []],
        snippet=make_snippet(source, stems),
        score=round(float(score), 4),
        slug=fields.get("slug", "") or "",
    )


def _phrase_count(position_lists: list[tuple[int, ...]], slop: int) -> int:
    """How many times the words occur in order, each within `slop` positions of the last."""
    count = 0
    for start in position_lists[0]:
        at = start
        for positions in position_lists[1:]:
            following = [p for p in positions if at < p <= at + slop]
            if not following:
                break
            at = following[0]
        else:
            count += 1
    return count


def _prior(number: str, kind: str, heading: bool) -> float:
    """How likely an entry is to answer a question, before reading the question.

    Headings and glossary entries only name things (the rules under them say
    what happens); the multiplayer and casual variants (chapters 8 and 9)
    mostly repeat the two-player rules for their variant.
    """
    weight = KIND_WEIGHTS.get("heading" if heading else kind, 1.0)
    if number[:1] in VARIANT_CHAPTERS:
        weight *= VARIANT_WEIGHT
    return weight


def _bm25(opened: _OpenIndex, fieldname: str, frequencies: dict[int, int], idf: float, scale: float, into: dict):
    lengths = opened.lengths[fieldname]
    average = opened.average_length[fieldname]
    b = FIELD_B[fieldname]
    k1 = K1
    for doc, tf in frequencies.items():
        norm = k1 * (1 - b + b * lengths[doc] / average)
        into[doc] = into.get(doc, 0.0) + scale * idf * tf * (k1 + 1) / (tf + norm)


def _rank(opened: _OpenIndex, parsed: ParsedQuery, limit: int | None = None) -> tuple[list[tuple[int, float]], int]:
    """The `limit` best (doc, score) in order, and how many documents matched at all.

    BM25F over the fields, summed over the judge's concepts and scaled by coverage.

    Each concept scores by its best alternative (so a rule saying both "exile"
    and "removed from the game" is not counted twice). A rule that speaks of
    every thing asked about beats one that repeats a single word: the score is
    scaled by the share of the concepts it matches, each concept weighing by
    how rare (specific) its words are.
    """
    scores: dict[int, float] = {}
    covered: dict[int, float] = {}
    total_weight = 0.0
    for concept in parsed.concepts:
        concept_weight = max(opened.idf("body", (s,)) for stems, _w in concept.alternatives for s in stems)
        if not concept.required:
            concept_weight = 0.0
        found = [
            (weight, opened.alternative_scores(stems, 1 if weight >= 1.0 else PHRASE_SLOP))
            for stems, weight in concept.alternatives
        ]
        found = [(weight, alternative) for weight, alternative in found if alternative]
        if len(found) < 2:
            total_weight += concept_weight
        if not found:
            continue
        if len(found) == 1:
            weight, alternative = found[0]
            for doc, score in alternative.items():
                scores[doc] = scores.get(doc, 0.0) + weight * score
                covered[doc] = covered.get(doc, 0.0) + concept_weight
            continue
        best: dict[int, float] = {}
        credit: dict[int, float] = {}  # the weight of the best alternative a doc matched
        top = max(weight for weight, _alternative in found)  # the best the corpus has at all
        for weight, alternative in found:
            for doc, score in alternative.items():
                score *= weight
                if score > best.get(doc, 0.0):
                    best[doc] = score
                if weight > credit.get(doc, 0.0):
                    credit[doc] = weight
        # A thing said in many ways is only as specific as all its phrasings
        # together: "right away" is rare, but "immediately" is not. Halfway (the
        # geometric mean) between the rarest phrasing and all of them: the typed
        # words still say what the judge cares about.
        concept_weight = math.sqrt(concept_weight * min(concept_weight, opened.idf_of_count(len(best))))
        total_weight += concept_weight
        for doc, score in best.items():
            scores[doc] = scores.get(doc, 0.0) + score
            covered[doc] = covered.get(doc, 0.0) + concept_weight * credit[doc] / top
    for number in parsed.numbers:
        weight = opened.idf("body", ("x",))  # a rare word's weight
        total_weight += weight
        for fieldname, boost in (("number", NUMBER_WEIGHT), ("refs", 1.0)):
            for doc in opened.postings(fieldname, number):
                scores[doc] = scores.get(doc, 0.0) + boost
                covered[doc] = covered.get(doc, 0.0) + (weight if fieldname == "number" else weight / 2)
    for phrase in parsed.phrases:
        for doc, score in opened.phrase_scores(phrase).items():
            scores[doc] = scores.get(doc, 0.0) + score
    share = 1.0 / (total_weight or 1.0)
    prior = opened.prior
    coverage = covered.get
    power = COVERAGE_POWER
    # (-score, doc): the best first, ties in rules order. Only the first `limit`
    # are put in order: a question matches thousands of rules, a page shows ten.
    # A keyword's rules answer questions about that keyword: when the question
    # does not name it, its rules' words matched only in passing.
    asked = parsed.stems()
    named = {i for i, topic in enumerate(opened.topic_list) if topic & asked}
    topic_of = opened.topic_of
    keyed = [
        (
            -score * (coverage(doc, 0.0) * share) ** power * prior[doc]
            * (TOPIC_WEIGHT if topic_of[doc] >= 0 and topic_of[doc] not in named else 1.0),
            doc,
        )
        for doc, score in scores.items()
    ]
    if parsed.defines:
        # "What is X?": the rule that starts by naming X defines it.
        defining = opened.defining(parsed.defines)
        keyed = [(negative * DEFINITION_BOOST, doc) if doc in defining else (negative, doc) for negative, doc in keyed]
    best = heapq.nsmallest(limit, keyed) if limit is not None and limit < len(keyed) else sorted(keyed)
    return [(doc, -negative) for negative, doc in best], len(keyed)


def search(index_dir: Path | str, query: str, page: int = 1, per_page: int = 10) -> SearchResults:
    """Search one index. Raises `IndexMissing` if there is none; never on the query."""
    page = max(1, int(page))
    per_page = max(1, min(int(per_page), 100))
    opened = _open(index_dir)
    parsed = parse_query(query, opened)
    stems = parsed.stems()
    hits: list[Hit] = []
    total = 0
    number_found = False
    first_doc = None

    if parsed.number:
        first_doc = opened.has_number(parsed.number)
        number_found = first_doc is not None

    if parsed.number and not parsed.concepts:
        # Just a number: the rule, its subrules in order, then rules that cite it.
        ordered = ([first_doc] if number_found else []) + opened.in_order("lineage", parsed.number)
        seen = set(ordered)
        ordered += [doc for doc in opened.in_order("refs", parsed.number) if doc not in seen]
        total = len(ordered)
        window = ordered[(page - 1) * per_page : page * per_page]
        for rank, docnum in enumerate(window):
            score = float(total - (page - 1) * per_page - rank)
            hits.append(_hit_from(opened.stored(docnum), score, stems | {parsed.number}))
        return SearchResults(parsed.text, page, per_page, total, hits, parsed.number, number_found, parsed.corrections)

    if not parsed.concepts and not parsed.numbers:
        if number_found:
            fields = opened.stored(first_doc)
            return SearchResults(
                parsed.text, page, per_page, 1, [_hit_from(fields, 1.0, stems)], parsed.number, True, parsed.corrections
            )
        return SearchResults(parsed.text, page, per_page, 0, [], parsed.number, False, parsed.corrections)

    # One more than the page needs: the rule whose number was typed may be among them.
    ranked, total = _rank(opened, parsed, page * per_page + 1)
    ordered = [docnum for docnum, _score in ranked]
    scores = dict(ranked)
    if number_found:
        ordered = [first_doc] + [d for d in ordered if d != first_doc]
        scores[first_doc] = (ranked[0][1] if ranked else 1.0) + 1.0
        total += 1
    window = ordered[(page - 1) * per_page : page * per_page]
    for docnum in window:
        hits.append(_hit_from(opened.stored(docnum), scores[docnum], stems))
    return SearchResults(parsed.text, page, per_page, total, hits, parsed.number, number_found, parsed.corrections)
