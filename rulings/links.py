"""The URLs of a scenario as its reader reached it: by number, or through its share link.

A reader who came by the link keeps to the link's URLs (the overview, every step, the
export, the fork), since the number URLs answer them 404.
"""
from __future__ import annotations

from dataclasses import dataclass

from django.urls import reverse


@dataclass(frozen=True)
class ScenarioLinks:
    detail: str
    step_base: str  # a step's URL is this plus its number
    export: str
    fork: str
    compare: str  # the scenario under both rules editions
    by_link: bool = False

    @property
    def first_step(self) -> str:
        return self.step_base + "0"


def by_number(pk: int) -> ScenarioLinks:
    return ScenarioLinks(
        detail=reverse("rulings:scenario_detail", args=[pk]),
        step_base=reverse("rulings:step", args=[pk, 0])[:-1],
        export=reverse("rulings:scenario_export", args=[pk]),
        fork=reverse("rulings:scenario_fork", args=[pk]),
        compare=reverse("rulings:compare", args=[pk]),
    )


def by_token(token: str) -> ScenarioLinks:
    return ScenarioLinks(
        detail=reverse("rulings:shared_detail", args=[token]),
        step_base=reverse("rulings:shared_step", args=[token, 0])[:-1],
        export=reverse("rulings:shared_export", args=[token]),
        fork=reverse("rulings:shared_fork", args=[token]),
        compare=reverse("rulings:shared_compare", args=[token]),
        by_link=True,
    )
