"""The engine's verdict on a scenario document, with field paths a judge can read."""
from __future__ import annotations

import re
from dataclasses import dataclass

from rulings.engine import ScenarioError, load_scenario
from rulings.services.cards import library_card


@dataclass(frozen=True)
class Problem:
    """One validation error: the path of the field it names and what is wrong."""

    path: str
    message: str

    @property
    def parts(self) -> tuple:
        return parse_path(self.path)


_PATH_TOKEN = re.compile(r"([^.\[\]]+)|\[(\d+)\]")


def parse_path(path: str) -> tuple:
    """"actions[3].targets[0]" -> ("actions", 3, "targets", 0)."""
    parts: list = []
    for name, index in _PATH_TOKEN.findall(path or ""):
        parts.append(int(index) if index else name)
    return tuple(parts)


def problems_of(error: ScenarioError) -> list[Problem]:
    """The engine's field errors as Problems (the error itself when it names none)."""
    problems = [Problem(str(e.path), str(e.message)) for e in getattr(error, "errors", [])]
    return problems or [Problem("", str(error))]


def validate(document) -> list[Problem]:
    """Every error load_scenario finds in the document, or else the refusal of one that
    asks more work of a request than it may do (limits); empty when it can be saved."""
    from .limits import work_problems
    try:
        load_scenario(document, cards=library_card)
    except ScenarioError as error:
        return problems_of(error)
    return work_problems(document)


def problems_under(problems, prefix: tuple) -> list[Problem]:
    return [p for p in problems if p.parts[: len(prefix)] == prefix]


def describe_path(path: str) -> str:
    """A path as a judge would read it: "actions[3].targets[0]" -> "action 4, target 1"."""
    words = []
    for part in parse_path(path):
        if isinstance(part, int) and words:
            words[-1] = f"{words[-1]} {part + 1}"
        else:
            name = str(part).replace("_", " ")
            words.append(name[:-1] if name.endswith("s") and name not in {"status"} else name)
    return ", ".join(words) or "scenario"
