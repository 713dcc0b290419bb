"""The rules editions a scenario is played under, as the pages show them: the
edition's name, where its citations link, and the scenario played under both.

A citation links into its own edition, pinned with `?edition=<date>` (the rules
pages read the newest edition loaded unless told otherwise); when no copy of that
edition is loaded, the link says so.
"""
from __future__ import annotations

import copy
import datetime
from dataclasses import dataclass

from rules_corpus.models import Corpus
from rulings.engine import ScenarioError, load_scenario
from rulings.services.cards import library_card
from rulings.engine.compare import compare_scenario, short_name
from rulings.engine.editions import DEFAULT_RULES, EDITIONS, NEWEST_RULES, rules_for

from .validation import problems_of


def title_of(date: str | None) -> str:
    """The edition's name ("Comprehensive Rules effective June 19, 2026")."""
    return rules_for(date if date in EDITIONS else None).title


def date_of(date: str | None) -> str:
    """The effective date ("2026-06-19") of the edition a scenario names (the default if none)."""
    return date if date in EDITIONS else DEFAULT_RULES


__all__ = ["DEFAULT_RULES", "NEWEST_RULES", "ComparisonInvalid", "ComparisonView", "Linker", "Side", "choices",
           "comparison", "comparison_view", "date_of", "link_step", "played_under", "title_of"]


def played_under(rules: str | None, scenario_format=None) -> str | None:
    """The edition a document is played under: its `rules`, else its format's
    default (format 2, in today's words, defaults to the 2026 rules)."""
    from rulings.engine.scenario.format2 import FORMAT2_RULES
    if rules in EDITIONS:
        return rules
    return FORMAT2_RULES if str(scenario_format) == "2" else None


def choices() -> list[tuple[str, str]]:
    """The editions a scenario may name, for the builder."""
    return [(date, rules.title) for date, rules in EDITIONS.items()]


class Linker:
    """Gives citations of one edition their URLs; one query at most per page."""

    def __init__(self, date: str | None, rule_base: str):
        self.date = date if date in EDITIONS else DEFAULT_RULES
        self.rule_base = rule_base
        self.missing = ""
        # Pinned to the scenario's edition: the pages read the newest edition by
        # default, and a scenario is played under one edition for good.
        self.suffix = "?edition=" + self.date
        if not Corpus.objects.filter(effective_date=datetime.date.fromisoformat(self.date)).exists():
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


def comparison(document: dict, rule_base: str) -> ComparisonView:
    """The scenario played under both editions, arranged for the compare page."""
    try:
        loaded = load_scenario(document, cards=library_card)
    except ScenarioError as error:
        raise ComparisonInvalid(problems_of(error)) from error
    cmp = compare_scenario(loaded)
    sides = []
    for replay in (cmp.left, cmp.right):
        step = None
        if cmp.first_difference is not None:
            step = replay.steps[cmp.first_difference].to_json()
            del step["state"]
        sides.append({"rules": replay.rules, "step": step})
    return comparison_view({"first_difference": cmp.first_difference, "final_differences": cmp.final_differences,
                            "step_count": len(cmp.left.steps), "sides": sides}, rule_base)


def comparison_view(stored: dict, rule_base: str) -> ComparisonView:
    """A comparison as the replay keeps it (replays.comparison_for), arranged for the
    compare page, each side's citations linked into its own edition."""
    sides = []
    for side in stored["sides"]:
        date, step = side["rules"], copy.deepcopy(side["step"])
        if step is not None:
            link_step(step, Linker(date, rule_base))
        sides.append(Side(date, rules_for(date).title, short_name(date), step))
    return ComparisonView(sides, stored["first_difference"], stored["final_differences"], stored["step_count"])
