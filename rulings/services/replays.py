"""The replay cache: the engine runs a document once, every step is stored, and a step
page reads one stored step and a window of the log."""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from django.db import IntegrityError, transaction

import rulings.engine as rules_engine
from rulings.engine import ScenarioError, load_scenario, run_scenario
from rulings.models import Replay, ReplayStep, Scenario

from .validation import Problem, problems_of

# How many steps either side of the current one the step log lists.
STEP_LOG_WINDOW = 25


@lru_cache(maxsize=1)
def engine_version() -> str:
    """The engine's declared version plus a hash of its source and data files, so a
    replay cached by an older engine is never shown."""
    digest = hashlib.sha256(str(rules_engine.ENGINE_VERSION).encode())
    root = Path(rules_engine.__file__).resolve().parent
    for path in sorted(root.rglob("*")):
        if path.is_file() and path.suffix in {".py", ".json"} and "__pycache__" not in path.parts:
            digest.update(str(path.relative_to(root)).encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()[:32]


def prune_replays() -> int:
    """Drop cached replays that no scenario's current document uses any more."""
    live = Scenario.objects.values("document_hash")
    stale = Replay.objects.exclude(document_hash__in=live) | Replay.objects.exclude(engine_version=engine_version())
    deleted, _ = stale.delete()
    return deleted


class ScenarioInvalid(Exception):
    """A stored document the engine no longer accepts (e.g. after an engine update)."""

    def __init__(self, problems: list[Problem]):
        super().__init__("; ".join(f"{p.path}: {p.message}" for p in problems))
        self.problems = problems


def replay_for(scenario: Scenario) -> Replay:
    """The cached replay of the scenario's document, running the engine on a miss.

    Raises ScenarioInvalid when the engine refuses the document.
    """
    version = engine_version()
    replay = Replay.objects.filter(document_hash=scenario.document_hash, engine_version=version).first()
    if replay is not None:
        return replay
    try:
        loaded = load_scenario(scenario.document)
    except ScenarioError as error:
        raise ScenarioInvalid(problems_of(error)) from error
    # the pages read one vocabulary, format 1's, whatever the document's format;
    # the checked `expect` block is stored with the last step
    played = run_scenario(loaded).to_json(internal=True)
    steps = played.get("steps", [])
    if "expectations" in played and steps:
        steps[-1] = {**steps[-1], "expectations": played["expectations"]}
    try:
        with transaction.atomic():
            replay = Replay.objects.create(
                document_hash=scenario.document_hash, engine_version=version, step_count=len(steps)
            )
            ReplayStep.objects.bulk_create(
                [_replay_step(replay, position, step) for position, step in enumerate(steps)],
                batch_size=200,
            )
    except IntegrityError:  # another request stored the same replay first
        replay = Replay.objects.get(document_hash=scenario.document_hash, engine_version=version)
    return replay


def _replay_step(replay: Replay, position: int, step: dict) -> ReplayStep:
    return ReplayStep(
        replay=replay,
        index=position,
        summary=str(step.get("summary") or ""),
        refused=bool(step.get("refused")),
        data=ReplayStep.pack(step),
    )


@dataclass
class StepView:
    """What a step page shows: the step, its neighbours in the log, and navigation."""

    scenario: Scenario
    replay: Replay
    step: ReplayStep
    log: list
    first: int
    last: int
    urls: dict | None = None
    log_html: str = ""

    @property
    def index(self) -> int:
        return self.step.index

    @property
    def previous(self):
        return self.index - 1 if self.index > self.first else None

    @property
    def next(self):
        return self.index + 1 if self.index < self.last else None

    @property
    def log_start(self) -> str:
        return str(self.log[0]["index"]) if self.log else "0"

    @property
    def step_text(self) -> str:
        return str(self.index)

    @property
    def last_text(self) -> str:
        return str(self.last)

    @property
    def log_starts_late(self) -> bool:
        return bool(self.log) and self.log[0]["index"] > self.first

    @property
    def log_ends_early(self) -> bool:
        return bool(self.log) and self.log[-1]["index"] < self.last


def step_view(scenario: Scenario, index: int) -> StepView | None:
    """The step page for one step, or None when the scenario has no such step.

    A cached replay's step comes with its replay in one query; on a miss (or a
    step past the end) the replay is found or computed first.
    """
    if index < 0:
        return None
    step = (
        ReplayStep.objects.select_related("replay")
        .filter(replay__document_hash=scenario.document_hash, replay__engine_version=engine_version(), index=index)
        .first()
    )
    if step is None:
        replay = replay_for(scenario)
        step = ReplayStep.objects.filter(replay=replay, index=index).first()
        if step is None:
            return None
    replay = step.replay
    low = max(0, index - STEP_LOG_WINDOW)
    high = min(replay.step_count - 1, index + STEP_LOG_WINDOW)
    log = list(
        ReplayStep.objects.filter(replay=replay, index__gte=low, index__lte=high)
        .order_by("index")
        .values("index", "summary", "refused")
    )
    return StepView(scenario=scenario, replay=replay, step=step, log=log, first=0, last=replay.step_count - 1)


def refused_after(replay: Replay, index: int) -> list[dict]:
    """The steps after `index` that the rules refuse (index and summary)."""
    return list(
        ReplayStep.objects.filter(replay=replay, index__gt=index, refused=True)
        .order_by("index")
        .values("index", "summary")[:20]
    )


def expectations_of(scenario: Scenario) -> list | None:
    """The scenario's `expect` block checked by its replay (None without one, or
    when it can't be played): read from the replay's stored last step."""
    if "expect" not in (scenario.document or {}):
        return None
    try:
        replay = replay_for(scenario)
    except ScenarioInvalid:
        return None
    last = ReplayStep.objects.filter(replay=replay, index=replay.step_count - 1).first()
    return last.expectations if last else None


# A share page reads every stored step of a replay this long to find where the
# outcome happened; a longer one compares its first and last states only.
OUTCOME_STEPS = 300


def outcome_of(scenario: Scenario) -> str:
    """The replay's outcome in one line (engine.outcome), in the words of the
    scenario's edition; "" if it can't be played."""
    from rulings.engine.outcome import outcome
    try:
        replay = replay_for(scenario)
    except ScenarioInvalid:
        return ""
    rows = ReplayStep.objects.filter(replay=replay).order_by("index")
    if replay.step_count > OUTCOME_STEPS:
        rows = rows.filter(index__in=(0, replay.step_count - 1))
    from rulings.engine.editions import EDITIONS, rules_for
    from .editions import played_under
    edition = played_under(scenario.document.get("rules"), scenario.document.get("format"))
    line = outcome([{"state": row.state, "events": row.events} for row in rows])
    return rules_for(edition if edition in EDITIONS else None).say(line)
