"""The rules editions a scenario is played under, as the pages show them: the
edition's name, where its citations link, and the scenario played under both.

A citation links into the corpus of its own edition: the default (February 2007)
edition's numbers open in the active corpus while it is of that edition (the seed
excerpt, or its complete copy); another edition's, or the default's while a
judge has made another edition active, open with `?edition=<date>`, and when no
copy of that edition is loaded the link says so.
"""
from __future__ import annotations

import datetime
from dataclasses import dataclass

from rules_corpus.models import Corpus
from rulings.engine import ScenarioError, load_scenario
from rulings.engine.compare import compare_scenario, short_name
from rulings.engine.editions import DEFAULT_RULES, EDITIONS, NEWEST_RULES, rules_for

from .validation import problems_of


def title_of(date: str | None) -> str:
    """The edition's name ("Comprehensive Rules effective June 19, 2026")."""
    return rules_for(date if date in EDITIONS else None).title


__all__ = ["DEFAULT_RULES", "NEWEST_RULES", "ComparisonInvalid", "ComparisonView", "Linker", "Side", "choices", "comparison",
           "link_step", "title_of"]


def choices() -> list[tuple[str, str]]:
    """The editions a scenario may name, for the builder."""
    return [(date, rules.title) for date, rules in EDITIONS.items()]


class Linker:
    """Gives citations of one edition their URLs; one query at most per page.
    `active` is the active corpus, as the request has already read it."""

    def __init__(self, date: str | None, rule_base: str, active: Corpus | None):
        self.date = date if date in EDITIONS else DEFAULT_RULES
        self.rule_base = rule_base
        self.missing = ""
        self.suffix = ""
        date = datetime.date.fromisoformat(self.date)
        if self.date != DEFAULT_RULES or (active is not None and active.effective_date != date):
            # another edition's numbers, or the default edition's while another one is active
            self.suffix = "?edition=" + self.date
            if not Corpus.objects.filter(effective_date=date).exists():
                self.missing = f"the {rules_for(self.date).title} are not loaded here"

    def link(self, citations) -> None:
        """Each citation's URL, and its concept as this edition says it."""
        words = rules_for(self.date).words
        for citation in citations:
            citation["url"] = self.rule_base + str(citation.get("rule", "")) + self.suffix
            if citation.get("concept"):
                citation["label"] = words.concept_label(citation["concept"])
            if self.missing:
                citation["missing"] = self.missing


def link_step(step, linker: Linker) -> None:
    """Every citation of a step (its own and its events') gets its link."""
    citations = list(step.get("citations") or [])
    for event in step.get("events") or []:
        citations.extend(event.get("citations") or [])
    linker.link(citations)


@dataclass
class Side:
    """One edition's column: its name, the step where the editions part, the end."""

    date: str
    title: str
    short: str
    step: dict | None


@dataclass
class ComparisonView:
    sides: list
    first_difference: int | None
    final_differences: list
    step_count: int


class ComparisonInvalid(Exception):
    def __init__(self, problems):
        super().__init__("; ".join(f"{p.path}: {p.message}" for p in problems))
        self.problems = problems


def comparison(document: dict, rule_base: str, active: Corpus | None) -> ComparisonView:
    """The scenario played under both editions, arranged for the compare page."""
    try:
        loaded = load_scenario(document)
    except ScenarioError as error:
        raise ComparisonInvalid(problems_of(error)) from error
    cmp = compare_scenario(loaded)
    sides = []
    for replay in (cmp.left, cmp.right):
        step = None
        if cmp.first_difference is not None:
            step = replay.steps[cmp.first_difference].to_json()
            del step["state"]
            link_step(step, Linker(replay.rules, rule_base, active))
        sides.append(Side(replay.rules, rules_for(replay.rules).title, short_name(replay.rules), step))
    return ComparisonView(sides, cmp.first_difference, cmp.final_differences, len(cmp.left.steps))
