"""Typed errors: a refused action (IllegalAction) and a malformed scenario."""
from __future__ import annotations

from dataclasses import dataclass


class IllegalAction(Exception):
    """An action the rules forbid, with the rule that forbids it and why.

    `rule` is given as a citation concept ("tap_ability_summoning_sickness");
    the error carries it as `concept` and its number in the 2007 table as
    `rule` ("403.4"; a concept only later rules have, such as hexproof, gives
    its number there). Raised while checking or performing an action; the engine
    then rolls the game back to the moment before the action (409.1, 422.1).
    """

    def __init__(self, rule: str, reason: str, *also: str):
        from .citations import EDITION_2007, EDITIONS
        ref = EDITION_2007.get(rule) or next((t[rule] for t in EDITIONS.values() if rule in t), None)
        self.concept = rule if ref else None
        self.rule = ref.rule if ref else rule
        self.reason = reason
        self.also = also  # further concepts that apply (e.g. "playing_spell_steps")
        super().__init__(f"{self.rule}: {reason}")


@dataclass(frozen=True)
class FieldError:
    """One problem in a scenario, at a JSON path such as "actions[3].targets[0]"."""

    path: str
    message: str

    def __str__(self) -> str:
        return f"{self.path}: {self.message}" if self.path else self.message

    def to_json(self) -> dict:
        return {"path": self.path, "message": self.message}


class ScenarioError(ValueError):
    """A scenario that can't be played, listing every error found."""

    def __init__(self, errors: list[FieldError]):
        self.errors = list(errors)
        super().__init__("; ".join(str(e) for e in self.errors) or "invalid scenario")
