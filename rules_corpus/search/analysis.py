"""Text analysis: how the rules' text and a judge's question become stems.

Words are stemmed the same way in the index and the question (Porter2, so
"tapped" meets "tap"), with irregular forms read as their base word first
("died", "dealt", "left") and a few game words kept apart from what the
stemmer would merge them with ("one"/"on", "commander"/"command").
"""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from whoosh.analysis import Token, Tokenizer
from whoosh.lang.snowball.english import EnglishStemmer

# Porter2 (Snowball English): Whoosh's older Porter leaves "tapped" apart from
# "tap" and "activated" apart from "activate".
_english_stem = EnglishStemmer().stem

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
