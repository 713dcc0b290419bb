"""What a rule page shows, gathered from the database in a handful of queries."""
from __future__ import annotations

from dataclasses import dataclass, field

from .models import Corpus, Reference, Rule
from .parser.numbers import normalize_number, parent_of


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


def canonical_number(raw: str) -> str | None:
    return normalize_number(raw)


def _ancestor_numbers(number: str) -> list[str]:
    chain = []
    parent = parent_of(number)
    while parent:
        chain.append(parent)
        parent = parent_of(parent)
    return chain


def _descendants(corpus: Corpus, rule: Rule) -> list[Rule]:
    """Everything below `rule` in the outline, in document order, each with a depth."""
    if rule.subtree_end <= rule.position:
        return []
    below = Rule.objects.filter(
        corpus=corpus, position__gt=rule.position, position__lte=rule.subtree_end
    ).only("id", "number", "kind", "title", "html", "parent_number", "position")
    depth_of = {rule.number: 0}
    result = []
    for candidate in below.order_by("position"):
        candidate.depth = depth_of.get(candidate.parent_number, 0) + 1
        depth_of[candidate.number] = candidate.depth
        result.append(candidate)
    return result


def rule_page(corpus: Corpus, number: str) -> RulePage:
    rule = Rule.objects.filter(corpus=corpus, number=number).first()
    page = RulePage(corpus=corpus, number=number, rule=rule)
    citing_ids = (
        Reference.objects.filter(corpus=corpus, target_number=number)
        .values_list("source_id", flat=True)
    )
    page.cited_by = list(
        Rule.objects.filter(id__in=list(citing_ids)).order_by("position").only(
            "number", "kind", "title", "text", "position"
        )
    )
    if rule is None:
        return page
    page.breadcrumb = list(
        Rule.objects.filter(
            corpus=corpus, number__in=_ancestor_numbers(rule.number), position__lt=rule.position
        )
        .order_by("position")
        .only("number", "kind", "title", "text", "parent_number")
    )
    if rule.kind != "chapter":
        page.children = _descendants(corpus, rule)
    ids = [rule.id] + [child.id for child in page.children]
    for example in rule.examples.model.objects.filter(rule_id__in=ids).order_by("position"):
        page.examples.setdefault(example.rule_id, []).append(example)
    rule.own_examples = page.examples.get(rule.id, [])
    for child in page.children:
        child.own_examples = page.examples.get(child.id, [])
    neighbours = Rule.objects.filter(corpus=corpus).only("number", "kind", "title", "position")
    page.previous = neighbours.filter(position__lt=rule.position).order_by("-position").first()
    page.next = neighbours.filter(position__gt=rule.position).order_by("position").first()
    page.references = list(
        rule.references_out.order_by("id").values_list("target_number", flat=True)
    )
    return page


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


def summary(rule: Rule, length: int = 90) -> str:
    text = rule.title or rule.text
    return text if len(text) <= length else text[: length - 1].rstrip() + "…"
