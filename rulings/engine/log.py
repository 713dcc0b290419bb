"""The step log: what happened at each step, with the rules applied and why."""
from __future__ import annotations

from dataclasses import dataclass, field

from .citations import Citation, cite


@dataclass(frozen=True, slots=True)
class Event:
    text: str
    citations: tuple[Citation, ...] = ()

    def to_json(self) -> dict:
        return {"text": self.text, "citations": [c.to_json() for c in self.citations]}


@dataclass(slots=True)
class Step:
    index: int
    action: dict | None
    summary: str
    refused: bool
    events: list[Event]
    citations: list[Citation]
    state: dict

    def to_json(self) -> dict:
        return {
            "index": self.index,
            "action": self.action,
            "summary": self.summary,
            "refused": self.refused,
            "events": [e.to_json() for e in self.events],
            "citations": [c.to_json() for c in self.citations],
            "state": self.state,
        }


@dataclass(slots=True)
class Replay:
    steps: list[Step] = field(default_factory=list)
    final_state: dict = field(default_factory=dict)
    rules: str = "2007-02-01"  # the edition it was played under
    format: int = 1  # the scenario's format: the words the JSON speaks
    expectations: list | None = None  # the scenario's `expect` block checked (expectations.Expectation), if it has one

    def to_json(self, internal: bool = False) -> dict:
        """The replay as JSON, in the words of its scenario's format (format 1's
        with `internal`: one vocabulary for readers of both formats)."""
        steps = [s.to_json() for s in self.steps]
        final = self.final_state
        if self.format == 2 and not internal:
            from .scenario.format2 import state_to_format2, to_format2
            for s in steps:
                s["action"] = to_format2(s["action"], whole=False)
                s["state"] = state_to_format2(s["state"])
            final = state_to_format2(final)
        out = {"format": 1 if internal else self.format, "rules": self.rules, "steps": steps, "final_state": final}
        if self.expectations is not None:
            out["expectations"] = [e.to_json() for e in self.expectations]
        return out

    @property
    def expectations_met(self) -> bool:
        return all(e.met for e in self.expectations or ())


_EVENTS: dict = {}


def emit(game, text: str, *cites: tuple[str, str], at: int | None = None) -> None:
    """Record an event; each cite is (concept, reason), both already in the
    words of the game's edition (wording.py). Events are immutable, so equal
    ones (a long game repeats "Bob receives priority." a lot) are shared.
    `at` puts the event at that place of the step's log (a state-based action
    before the events it caused). A line that begins with an object's name begins with a
    capital even when the name is "the face-down creature (c1)" (targets.display)."""
    if text.startswith(("the ", "a ", "an ")):
        text = text[0].upper() + text[1:]
    date = game.rules.date
    key = (text, cites, date)
    ev = _EVENTS.get(key)
    if ev is None:
        ev = Event(text, tuple([cite(c, r, date) for c, r in cites]))
        if len(_EVENTS) < 50_000:
            _EVENTS[key] = ev
    if at is None:
        game.record(ev)
    else:
        game.record_at(at, ev)


#: the keyword actions a line says it applies (known(): a 2007 log cites tapping and sacrificing nowhere)
SACRIFICED = ("sacrifice_permanent", "to sacrifice a permanent, its controller moves it from the battlefield directly to its owner's graveyard")


def exiled(game) -> tuple[str, str]:
    """The cite of a line that exiles (2026 406.2) or removes from the game (2007 217.7a) an object."""
    return ("exile_object", "an effect puts it into the exile zone" if game.words.today else "an effect removes it from the game")


def known(game, *cites: tuple[str, str]) -> tuple[tuple[str, str], ...]:
    """The cites whose concept the game's edition has a rule for: tapping and sacrificing are
    numbered keyword actions in 2026 (701.26a, 701.21a), only glossary entries in February 2007."""
    return tuple(c for c in cites if game.rules.applies(c[0]))


def mark(game) -> int:
    """The place of the next event in the step's log (for emit(at=...))."""
    return len(game._events)
