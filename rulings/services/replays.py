"""The replay cache: the engine runs a document once, every step is stored (its state by
difference from a keyframe), and a step page reads its keyframe, the changes up to it and
a window of the log."""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from django.db import IntegrityError, transaction
from django.db.models import Subquery

import rulings.engine as rules_engine
from rulings.engine import ScenarioError, load_scenario, run_scenario
from rulings.engine.changes import Tracker, rebuild
from rulings.engine.compare import where_they_part
from rulings.services.cards import library_card
from rulings.models import Replay, ReplayStep, Scenario

from .limits import work_problems
from .validation import Problem, problems_of

# How many steps either side of the current one the step log lists.
STEP_LOG_WINDOW = 25


@lru_cache(maxsize=1)
def engine_version() -> str:
    """The engine's declared version plus a hash of its source and data files, so a
    replay cached by an older engine is never shown."""
    digest = hashlib.sha256(str(rules_engine.ENGINE_VERSION).encode())
    root = Path(rules_engine.__file__).resolve().parent
    # the Oracle text compiler beside it makes the pool's cards the engine plays
    for path in sorted(root.rglob("*")) + sorted((root.parent / "oracle").rglob("*")):
        if path.is_file() and path.suffix in {".py", ".json"} and "__pycache__" not in path.parts:
            digest.update(str(path.relative_to(root.parent)).encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()[:32]


def replay_version() -> str:
    """What a cached replay depends on: the engine and compiler, and the card
    library (a scenario may name a pool card, whose Oracle text an import changes)."""
    from cards.pagecache import library
    return hashlib.sha256(f"{engine_version()}|{library.value()}".encode()).hexdigest()[:32]


def prune_replays() -> int:
    """Drop cached replays that no scenario's current document uses any more."""
    live = Scenario.objects.values("document_hash")
    stale = Replay.objects.exclude(document_hash__in=live) | Replay.objects.exclude(engine_version=replay_version())
    deleted, _ = stale.delete()
    return deleted


class ScenarioInvalid(Exception):
    """A stored document the engine no longer accepts (e.g. after an engine update)."""

    def __init__(self, problems: list[Problem]):
        super().__init__("; ".join(f"{p.path}: {p.message}" for p in problems))
        self.problems = problems


def replay_for(scenario: Scenario) -> Replay:
    """The cached replay of the scenario's document, running the engine on a miss.

    Raises ScenarioInvalid when the engine refuses the document, or when it asks
    for more work than a request may do (limits.work_problems): such a document is
    refused when it is saved or imported, so only one stored before the limit
    reaches here, and it is refused again, never played.
    """
    version = replay_version()
    replay = Replay.objects.filter(document_hash=scenario.document_hash, engine_version=version).first()
    if replay is not None:
        return replay
    document = scenario.document
    try:
        loaded = load_scenario(document, cards=library_card)
    except ScenarioError as error:
        raise ScenarioInvalid(problems_of(error)) from error
    over = work_problems(document)
    if over:
        raise ScenarioInvalid(over)
    played = run_scenario(loaded)
    # the pages read one vocabulary, the engine's (format 1's), whatever the
    # document's format; the checked `expect` block is stored with the last step
    steps = [step.to_json() for step in played.steps]
    if played.expectations is not None and steps:
        steps[-1]["expectations"] = [e.to_json() for e in played.expectations]
    try:
        with transaction.atomic():
            replay = Replay.objects.create(
                document_hash=scenario.document_hash, engine_version=version, step_count=len(steps),
                outcome=_outcome(steps, played.rules),  # the edition played: a format 2 document's default is 2026
            )
            ReplayStep.objects.bulk_create(_replay_steps(replay, steps), batch_size=200)
    except IntegrityError:  # another request stored the same replay first
        replay = Replay.objects.get(document_hash=scenario.document_hash, engine_version=version)
    return replay


def _replay_steps(replay: Replay, steps: list[dict]):
    """The rows of a replay: each step's state by difference from the step before,
    and a whole state (a keyframe) once the changes since the last one outweigh it."""
    tracker = Tracker()
    since_keyframe = keyframe_size = 0
    for position, step in enumerate(steps):
        changes = tracker.changes(step["state"])
        size = len(json.dumps(changes, separators=(",", ":")))
        keyframe = position == 0 or since_keyframe + size > keyframe_size
        if keyframe:
            changes = Tracker().changes(step["state"])
            keyframe_size, since_keyframe = len(json.dumps(changes, separators=(",", ":"))), 0
        else:
            since_keyframe += size
        yield ReplayStep(
            replay=replay,
            index=position,
            summary=str(step.get("summary") or ""),
            refused=bool(step.get("refused")),
            keyframe=keyframe,
            data=ReplayStep.pack(step, changes),
        )


def state_of(step: ReplayStep) -> dict:
    """The game state after a stored step: its keyframe's state with the changes of
    the steps up to it applied, read in one query (none for a keyframe)."""
    if "state" in step.detail:
        return step.state
    rows = []
    if not step.keyframe:
        keyframe = (
            ReplayStep.objects.filter(replay_id=step.replay_id, keyframe=True, index__lte=step.index)
            .order_by("-index").values("index")[:1]
        )
        rows = list(
            ReplayStep.objects.filter(replay_id=step.replay_id, index__gte=Subquery(keyframe), index__lt=step.index)
            .order_by("index").only("index", "keyframe", "data")
        )
    state, objects = None, {}
    for row in rows + [step]:
        if row.keyframe:  # a whole state: every object's snapshot is in its changes
            state, objects = None, {}
        state = rebuild(state, row.changes, objects)
    step.set_state(state)
    return state


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
        .filter(replay__document_hash=scenario.document_hash, replay__engine_version=replay_version(), index=index)
        .first()
    )
    if step is None:
        replay = replay_for(scenario)
        step = ReplayStep.objects.filter(replay=replay, index=index).first()
        if step is None:
            return None
    replay = step.replay
    state_of(step)
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


# The outcome is worked out from every step of a replay this long, to find where
# it happened; a longer one compares its first and last states only.
OUTCOME_STEPS = 300


def _outcome(steps: list[dict], edition) -> str:
    """The replay's outcome in one line (engine.outcome), in the words of the
    scenario's edition."""
    from rulings.engine.outcome import outcome
    if len(steps) > OUTCOME_STEPS:
        steps = [steps[0], steps[-1]]
    return outcome(steps, edition)


def outcome_of(scenario: Scenario) -> str:
    """The replay's outcome in one line, as stored with it; "" if it can't be played."""
    try:
        return replay_for(scenario).outcome
    except ScenarioInvalid:
        return ""


def comparison_for(scenario: Scenario) -> dict:
    """The scenario played under both editions (engine.compare), worked out once per
    replay and kept with it: {"first_difference", "final_differences", "step_count",
    "sides": [{"rules", "step"}]}, each side's step without its state.

    Raises ScenarioInvalid as replay_for does.
    """
    replay = replay_for(scenario)
    if replay.comparison is None:
        parting = where_they_part(load_scenario(scenario.document, cards=library_card))
        sides = []
        for rules, played in zip(parting.rules, parting.steps):
            step = None
            if played is not None:
                step = played.to_json()
                del step["state"]
            sides.append({"rules": rules, "step": step})
        replay.comparison = {"first_difference": parting.first_difference,
                             "final_differences": parting.final_differences,
                             "step_count": parting.step_count, "sides": sides}
        Replay.objects.filter(pk=replay.pk).update(comparison=replay.comparison)
    return replay.comparison
