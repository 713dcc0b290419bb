"""What a rule page shows, gathered from the database in a handful of queries."""
from __future__ import annotations

import datetime

from dataclasses import dataclass, field

from django.db.models import Q

from .models import Corpus, Example, Rule
from .parser.numbers import parent_of


@dataclass
class RulePage:
    corpus: Corpus
    number: str
    rule: Rule | None
    breadcrumb: list[Rule] = field(default_factory=list)
    children: list[Rule] = field(default_factory=list)  # in document order, with .depth
    examples: dict[int, list] = field(default_factory=dict)  # rule id -> examples
    previous: Rule | None = None
    next: Rule | None = None
    cited_by: list[Rule] = field(default_factory=list)
    references: list[str] = field(default_factory=list)

    @property
    def trail(self) -> list[tuple[str, str]]:
        """(number, label) for every ancestor, chapter first, whether or not the corpus
        has it (the seed excerpt lacks chapter 4 and section 402): the same chain on
        every rule page."""
        titles = {crumb.number: crumb.title for crumb in self.breadcrumb}
        chain = list(reversed(_ancestor_numbers(self.number)))
        return [(number, f"{number} {titles[number]}" if titles.get(number) else number) for number in chain]


def _ancestor_numbers(number: str) -> list[str]:
    chain = []
    parent = parent_of(number)
    while parent:
        chain.append(parent)
        parent = parent_of(parent)
    return chain


def rule_page(corpus: Corpus, number: str) -> RulePage:
    """The rule, its outline neighbourhood and its citations, in five queries."""
    rule = Rule.objects.filter(corpus=corpus, number=number).first()
    page = RulePage(corpus=corpus, number=number, rule=rule)
    page.cited_by = list(
        Rule.objects.filter(corpus=corpus, references_out__target_number=number)
        .order_by("position")
        .only("number", "kind", "title", "text", "position")
        .distinct()
    )
    if rule is None:
        return page
    # One query for the ancestors, the previous and next entries and the subtree.
    ancestors = _ancestor_numbers(rule.number)
    subtree = Q(position__gt=rule.position, position__lte=rule.subtree_end)
    if rule.kind == "chapter":
        subtree = Q(kind="section", parent_number=rule.number)  # a chapter page lists its sections
    around = Rule.objects.filter(corpus=corpus).filter(
        Q(number__in=ancestors, position__lt=rule.position)
        | Q(position__in=[rule.position - 1, rule.subtree_end + 1])
        | subtree
    ).only("id", "number", "kind", "title", "text", "html", "parent_number", "position")
    depth_of = {rule.number: 0}
    for entry in around.order_by("position"):
        if entry.position == rule.position - 1:
            page.previous = entry
        if entry.position == rule.subtree_end + 1 or (
            entry.position == rule.position + 1 and rule.kind == "chapter"
        ):
            page.next = entry
        if rule.position < entry.position <= rule.subtree_end and (
            rule.kind != "chapter" or entry.parent_number == rule.number
        ):
            entry.depth = depth_of.get(entry.parent_number, 0) + 1
            depth_of[entry.number] = entry.depth
            page.children.append(entry)
        elif entry.number in ancestors and entry.position < rule.position:
            page.breadcrumb.append(entry)
    if rule.kind == "chapter" and page.next is None:
        page.next = Rule.objects.filter(corpus=corpus, position=rule.position + 1).first()
    ids = [rule.id] + [child.id for child in page.children]
    for example in Example.objects.filter(rule_id__in=ids).order_by("position"):
        page.examples.setdefault(example.rule_id, []).append(example)
    rule.own_examples = page.examples.get(rule.id, [])
    for child in page.children:
        child.own_examples = page.examples.get(child.id, [])
    page.references = list(
        rule.references_out.order_by("id").values_list("target_number", flat=True)
    )
    return page


def edition_date(text: str) -> datetime.date | None:
    """An edition named by its effective date ("2026-06-19"); None if it isn't one."""
    try:
        return datetime.date.fromisoformat(text) if len(text) == 10 else None
    except ValueError:
        return None


def edition_with(date: datetime.date, number: str) -> Corpus | None:
    """The most complete loaded copy of the edition of `date` that has `number`."""
    return (
        Corpus.objects.filter(effective_date=date, rules__number=number).order_by("-rule_count").first()
    )


def edition_loaded(date: datetime.date) -> bool:
    return Corpus.objects.filter(effective_date=date).exists()


def same_edition_with(active: Corpus, number: str) -> Corpus | None:
    """Another loaded copy of the active corpus's edition (same effective date) that has `number`."""
    if active.effective_date is None:
        return None
    return (
        Corpus.objects.filter(effective_date=active.effective_date, rules__number=number)
        .exclude(pk=active.pk)
        .order_by("-rule_count")
        .first()
    )


def contents(corpus: Corpus) -> list[dict]:
    """Chapters, sections and rules (not subrules) as a nested outline."""
    entries = Rule.objects.filter(corpus=corpus).exclude(kind="subrule").order_by("position").only(
        "number", "kind", "title", "text", "parent_number"
    )
    outline: list[dict] = []
    nodes: dict[str, dict] = {}
    for entry in entries:
        node = {"rule": entry, "children": []}
        nodes[entry.number] = node
        parent = nodes.get(entry.parent_number)
        (parent["children"] if parent else outline).append(node)
    return outline

