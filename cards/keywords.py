"""Which rule a keyword or keyword action is, in the edition being read.

Read from the corpus itself: the rules of the sections titled "Keyword Abilities"
and "Keyword Actions" are titled by their keyword (702.9 "Flying", 701.22 "Scry" in
June 2026; 502.4 "Flying" in February 2007), so no table of numbers is kept here.
"""
from __future__ import annotations

from functools import lru_cache

from rules_corpus.models import Corpus, Rule


@lru_cache(maxsize=16)
def _rules_by_title(corpus_id: int, imported_at) -> dict[str, str]:
    sections = Rule.objects.filter(corpus_id=corpus_id, kind="section", title__icontains="keyword").values_list(
        "number", flat=True
    )
    found: dict[str, str] = {}
    for number, title in Rule.objects.filter(
        corpus_id=corpus_id, kind="rule", parent_number__in=list(sections)
    ).exclude(title="").values_list("number", "title"):
        found.setdefault(title.casefold(), number)
    return found


def keyword_rules(corpus: Corpus | None) -> dict[str, str]:
    """{keyword, case-folded: rule number} for `corpus` (empty without one)."""
    if corpus is None:
        return {}
    return _rules_by_title(corpus.pk, corpus.imported_at)


def rule_for(keyword: str, rules: dict[str, str]) -> str | None:
    """The rule of a keyword as a card lists it ("Protection", "Landcycling" -> cycling's kin)."""
    return rules.get(keyword.casefold())
