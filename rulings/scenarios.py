"""Scenario services: validating documents, caching replays, import and export.

Views stay thin and call these functions. The engine (rulings.engine) is imported
lazily so the rest of the site keeps working while it is being rebuilt.
"""
from __future__ import annotations

import copy
import hashlib
import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from django.db import IntegrityError, transaction

from .models import Replay, ReplayStep, Scenario, document_hash

# An uploaded scenario file larger than this is refused before it is parsed.
MAX_UPLOAD_BYTES = 1024 * 1024
# How many steps either side of the current one the step log lists.
STEP_LOG_WINDOW = 25


def engine():
    """The rules engine package, imported on first use."""
    from rulings import engine as rules_engine

    return rules_engine


@lru_cache(maxsize=1)
def engine_version() -> str:
    """The engine's own version if it declares one, plus a hash of its source and data
    files, so a replay cached by an older engine is never shown."""
    module = engine()
    declared = str(getattr(module, "ENGINE_VERSION", getattr(module, "__version__", "")))
    root = Path(module.__file__).resolve().parent
    digest = hashlib.sha256(declared.encode())
    for path in sorted(root.rglob("*")):
        if path.is_file() and path.suffix in {".py", ".json"} and "__pycache__" not in path.parts:
            digest.update(str(path.relative_to(root)).encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()[:32]


# --- Validation ----------------------------------------------------------------


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


def validate(document) -> list[Problem]:
    """Every error load_scenario finds in the document (empty when it is valid)."""
    rules_engine = engine()
    try:
        rules_engine.load_scenario(document)
    except rules_engine.ScenarioError as error:
        problems = [Problem(str(e.path), str(e.message)) for e in getattr(error, "errors", [])]
        return problems or [Problem("", str(error))]
    return []


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


# --- Documents -----------------------------------------------------------------


def blank_document(name: str = "Untitled scenario", question: str = "") -> dict:
    """The smallest valid scenario: two players at 20 life in the first main phase."""
    return {
        "format": 1,
        "name": name,
        "question": question,
        "players": [{"name": "Alice", "life": 20}, {"name": "Bob", "life": 20}],
        "turn": {"number": 1, "active_player": "Alice", "phase": "precombat_main", "step": None},
        "objects": [],
        "actions": [],
    }


def clone(document: dict) -> dict:
    return copy.deepcopy(document)


def export_bytes(scenario: Scenario) -> bytes:
    """The scenario file a judge downloads: the document, nothing else."""
    return (json.dumps(scenario.document, indent=2, ensure_ascii=False) + "\n").encode("utf-8")


def export_filename(scenario: Scenario) -> str:
    slug = re.sub(r"[^a-z0-9]+", "-", scenario.name.lower()).strip("-")[:60] or "scenario"
    return f"{slug}.json"


class ImportRefused(Exception):
    """An uploaded file that is not a scenario; problems name the fields when it is JSON."""

    def __init__(self, message: str, problems: list[Problem] | None = None):
        super().__init__(message)
        self.message = message
        self.problems = problems or []


def read_upload(upload) -> dict:
    """Parse and validate an uploaded scenario file, or raise ImportRefused.

    Nothing is saved here: the caller creates the scenario only from a document
    that passed, so a bad file is never half-imported.
    """
    if upload is None:
        raise ImportRefused("Choose a scenario file (.json) to import.")
    if upload.size is not None and upload.size > MAX_UPLOAD_BYTES:
        raise ImportRefused(
            f"That file is {upload.size:,} bytes; scenario files may be at most {MAX_UPLOAD_BYTES:,} bytes."
        )
    raw = upload.read(MAX_UPLOAD_BYTES + 1)
    if len(raw) > MAX_UPLOAD_BYTES:
        raise ImportRefused(f"That file is larger than {MAX_UPLOAD_BYTES:,} bytes.")
    try:
        text = raw.decode("utf-8-sig")
        document = json.loads(text)
    except (UnicodeDecodeError, ValueError):
        raise ImportRefused("That file is not a JSON scenario file (it could not be read as JSON).")
    if not isinstance(document, dict):
        raise ImportRefused("A scenario file holds one JSON object ({...}), not a list or a value.")
    problems = validate(document)
    if problems:
        raise ImportRefused("The file was not imported: fix these fields and try again.", problems)
    return document


def create_scenario(owner, document: dict, forked_from: Scenario | None = None) -> Scenario:
    scenario = Scenario(owner=owner, forked_from=forked_from)
    scenario.set_document(document)
    scenario.save()
    return scenario


def save_document(scenario: Scenario, document: dict) -> None:
    scenario.set_document(document)
    scenario.save(update_fields=["document", "name", "document_hash", "updated_at"])
    prune_replays()


def fork(scenario: Scenario, user) -> Scenario:
    """Copy someone else's scenario into the user's own, keeping where it came from."""
    document = clone(scenario.document)
    return create_scenario(user, document, forked_from=scenario)


def delete_scenario(scenario: Scenario) -> None:
    scenario.delete()
    prune_replays()


def prune_replays() -> int:
    """Drop cached replays that no scenario's current document uses any more."""
    live = Scenario.objects.values("document_hash")
    stale = Replay.objects.exclude(document_hash__in=live)
    version = engine_version_or_none()
    if version:
        stale = stale | Replay.objects.exclude(engine_version=version)
    deleted, _ = stale.delete()
    return deleted


def engine_version_or_none() -> str:
    try:
        return engine_version()
    except Exception:  # the engine is not importable: keep every cache
        return ""


def load_examples() -> tuple[int, int]:
    """Store the engine's example scenarios as public scenarios; safe to run twice.

    Returns (created, updated). An example whose document is unchanged is left alone.
    """
    created = updated = 0
    for slug, document in engine().example_scenarios():
        existing = Scenario.objects.filter(example_slug=slug).first()
        if existing is None:
            scenario = Scenario(owner=None, example_slug=slug)
            scenario.set_document(clone(document))
            scenario.save()
            created += 1
        elif existing.document_hash != document_hash(document):
            existing.set_document(clone(document))
            existing.save()
            updated += 1
    return created, updated


# --- Replays -------------------------------------------------------------------


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
    rules_engine = engine()
    try:
        loaded = rules_engine.load_scenario(scenario.document)
    except rules_engine.ScenarioError as error:
        raise ScenarioInvalid([Problem(str(e.path), str(e.message)) for e in error.errors]) from error
    result = rules_engine.run_scenario(loaded).to_json()
    steps = result.get("steps", [])
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


# --- Card library --------------------------------------------------------------


def card_names() -> list[str]:
    return sorted(engine().CARD_LIBRARY)


def card_search(query: str, limit: int = 12) -> list[dict]:
    """Cards whose name (first) or rules text contains the query, for the picker."""
    library = engine().CARD_LIBRARY
    needle = (query or "").strip().lower()
    by_name, by_text = [], []
    for name in sorted(library):
        definition = library[name] if isinstance(library[name], dict) else {}
        if not needle or needle in name.lower():
            by_name.append(_card_summary(name, definition))
        elif needle in json.dumps(definition, ensure_ascii=False).lower():
            by_text.append(_card_summary(name, definition))
    return (by_name + by_text)[:limit]


def _card_summary(name: str, definition: dict) -> dict:
    def text_of(value):
        if isinstance(value, (list, tuple)):
            return " ".join(str(v) for v in value)
        return "" if value is None else str(value)

    types = text_of(definition.get("type_line") or definition.get("types"))
    subtypes = text_of(definition.get("subtypes"))
    if subtypes and "—" not in types:
        types = f"{types} — {subtypes}"
    power, toughness = definition.get("power"), definition.get("toughness")
    return {
        "name": name,
        "mana_cost": text_of(definition.get("mana_cost")),
        "types": types,
        "pt": f"{power}/{toughness}" if power is not None and toughness is not None else "",
        "text": text_of(definition.get("text") or definition.get("rules_text")),
    }


# --- Game-state panel ------------------------------------------------------------

ZONES = ("hand", "in_play", "graveyard", "library", "removed_from_game")
ZONE_LABELS = {
    "library": "Library",
    "hand": "Hand",
    "in_play": "In play",
    "graveyard": "Graveyard",
    "removed_from_game": "Removed from game",
}
# A library lists its top cards only: the rest rarely matters to a ruling.
LIBRARY_SHOWN = 5
_PLAYER_KEYS_SHOWN = {"name", "life", "mana_pool", "zones", "won"}


def state_panel(state: dict) -> dict:
    """The step's game-state snapshot arranged for the panel: per player, life, mana
    pool and zones; then the stack (top first) and who has priority."""
    state = state if isinstance(state, dict) else {}
    all_zones = state.get("zones") if isinstance(state.get("zones"), dict) else {}
    players = []
    for player in state.get("players") or []:
        if not isinstance(player, dict):
            continue
        name = player.get("name")
        zones = player.get("zones") if isinstance(player.get("zones"), dict) else all_zones.get(name, {})
        zones = zones if isinstance(zones, dict) else {}
        names = list(ZONES) + [z for z in zones if z not in ZONES]
        zone_views = []
        for zone in names:
            objects = [o for o in zones.get(zone) or [] if isinstance(o, dict)]
            shown = objects[:LIBRARY_SHOWN] if zone == "library" else objects
            zone_views.append(
                {
                    "zone": zone,
                    "label": ZONE_LABELS.get(zone, zone.replace("_", " ").capitalize()),
                    "count": len(objects),
                    "objects": [_object_view(o) for o in shown],
                    "more": len(objects) - len(shown),
                }
            )
        players.append(
            {
                "name": name,
                "life": player.get("life"),
                "mana_pool": player.get("mana_pool"),
                "is_active": name == state.get("active_player"),
                "has_priority": name == state.get("priority_player"),
                "extra": [
                    (key, value)
                    for key, value in player.items()
                    if key not in _PLAYER_KEYS_SHOWN
                    and isinstance(value, (str, int, float))
                    and not isinstance(value, bool)
                    and value not in ("", None)
                ],
                "lost": bool(player.get("lost")),
                "zones": zone_views,
            }
        )
    stack = [item for item in (state.get("stack") or []) if isinstance(item, dict)]
    return {
        "turn": state.get("turn"),
        "phase": state.get("phase"),
        "step": state.get("step"),
        "active_player": state.get("active_player"),
        "priority_player": state.get("priority_player"),
        "players": players,
        "stack_top_first": list(reversed(stack)),
        "awaiting": state.get("awaiting"),
        "continuous_effects": [e for e in state.get("continuous_effects") or [] if isinstance(e, dict)],
        "delayed_triggers": [d for d in state.get("delayed_triggers") or [] if isinstance(d, dict)],
        "waiting_triggers": [t for t in state.get("waiting_triggers") or [] if isinstance(t, dict)],
        "game_over": state.get("game_over"),
        "winner": state.get("winner"),
    }


def _object_view(obj: dict) -> dict:
    """What the panel prints for one object, worked out here rather than in the template."""
    return {
        "id": str(obj.get("id", "")),
        "name": str(obj.get("name") or obj.get("card") or "a face-down card"),
        "type_line": type_line(obj),
        "facts": ", ".join(object_facts(obj)),
        "tapped": bool(obj.get("tapped")),
    }


def object_facts(obj: dict) -> list[str]:
    """Short facts about a card or permanent beyond its name: "2/2", "tapped", "1 damage"..."""
    facts = ["token"] if obj.get("token") else []
    if obj.get("power") is not None and obj.get("toughness") is not None:
        facts.append(f"{obj['power']}/{obj['toughness']}")
    # its keywords now, after effects (Jump's flying, Crash Landing's loss of it)
    facts += [str(k) for k in obj.get("keywords") or []]
    if obj.get("face_down"):
        facts.append("face down")
    if obj.get("tapped"):
        facts.append("tapped")
    if obj.get("damage"):
        facts.append(f"{obj['damage']} damage")
    for name, count in (obj.get("counters") or {}).items():
        facts.append(f"{count} {name} counter{'s' if count != 1 else ''}")
    if obj.get("summoning_sick"):
        facts.append("came under its controller's control this turn")
    if obj.get("attached_to"):
        facts.append(f"attached to {obj['attached_to']}")
    if obj.get("attacking"):
        facts.append("attacking" + (", blocked" if obj.get("blocked") else ""))
    if obj.get("blocking"):
        facts.append(f"blocking {obj['blocking']}")
    if obj.get("controller") and obj.get("owner") and obj["controller"] != obj["owner"]:
        facts.append(f"controlled by {obj['controller']}")
    return facts


def type_line(obj: dict) -> str:
    """"Basic Land — Forest", "Creature — Bear": the object's types as printed."""
    def words(key):
        value = obj.get(key) or []
        return [str(v) for v in value] if isinstance(value, list) else [str(value)]

    main = " ".join(words("supertypes") + words("types"))
    sub = " ".join(words("subtypes"))
    return f"{main} — {sub}" if main and sub else main


# --- Choices the builder offers --------------------------------------------------


@lru_cache(maxsize=1)
def schema() -> dict:
    """The engine's JSON schema for scenario files ({} when it has none)."""
    try:
        path = Path(engine().SCHEMA_PATH)
        return json.loads(path.read_text(encoding="utf-8"))
    except (AttributeError, OSError, ValueError):
        return {}


def _schema_enums(node, key: str) -> list:
    """Every enum listed under a property called `key` anywhere in the schema."""
    found: list = []

    def walk(value):
        if isinstance(value, dict):
            for name, child in value.items():
                if name == key and isinstance(child, dict):
                    for candidate in [child] + list(child.get("anyOf", [])) + list(child.get("oneOf", [])):
                        if isinstance(candidate, dict):
                            if "enum" in candidate:
                                found.extend(v for v in candidate["enum"] if v not in found)
                            if "const" in candidate and candidate["const"] not in found:
                                found.append(candidate["const"])
                walk(child)
        elif isinstance(value, list):
            for child in value:
                walk(child)

    walk(node)
    return found


def turn_choices() -> tuple[list[str], list[str]]:
    """(phases, steps) in turn order, as the scenario format names them."""
    phases = [str(p) for p in _schema_enums(schema(), "phase") if p]
    steps = [str(s) for s in _schema_enums(schema(), "step") if s]
    return phases, steps


def zone_choices() -> list[str]:
    return [str(z) for z in _schema_enums(schema(), "zone") if z] or list(ZONES)


def keyword_choices() -> list[str]:
    """Keywords an inline card can have without further settings (morph, enchant,
    suspend and protection need some)."""
    return [str(k) for k in _schema_enums(schema(), "keyword") if k not in ("morph", "enchant", "suspend", "protection")]


def protection_choices() -> list[str]:
    """What a permanent can have protection from: the schema's `from` values."""
    return [str(q) for q in _schema_enums(schema(), "from")]


def action_types() -> list[str]:
    """The action types of the format, in the schema's order."""
    action = (schema().get("$defs") or {}).get("action") or {}
    types = []
    for variant in action.get("oneOf") or []:
        kind = ((variant.get("properties") or {}).get("type") or {}).get("const")
        if kind and kind not in types:
            types.append(str(kind))
    return types or ["play_land", "play_spell", "activate_ability", "pass_priority"]
