"""Scenarios as stored: the JSON scenario document is the source of truth.

Everything else is derived from it: the name column (for listing), the document
hash, and the replay cache, which is keyed by (document hash, engine version) so
that exporting every scenario and importing it into a fresh database gives the
same scenarios, and the same replays once they are recomputed.
"""
import hashlib
import json
import zlib

from django.conf import settings
from django.db import models
from django.utils.functional import cached_property


def document_hash(document: dict) -> str:
    """A stable hash of a scenario document (key order and spacing do not matter)."""
    canonical = json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


class Visibility(models.TextChoices):
    """Who may read a scenario. Judges write about real appeals, with players' names:
    a scenario is private until its owner shares it."""

    PRIVATE = "private", "Private: only you can read it"
    LINK = "link", "Shared by link: anyone holding the link can read it"
    PUBLIC = "public", "Public: listed with the examples for everyone"


class ScenarioQuerySet(models.QuerySet):
    def readable_by(self, user):
        """The scenarios `user` may open by number: the public ones and their own.

        A scenario shared by link is read through its link only (rulings.access).
        """
        public = models.Q(visibility=Visibility.PUBLIC)
        if user is None or not user.is_authenticated:
            return self.filter(public)
        return self.filter(public | models.Q(owner=user))


class Scenario(models.Model):
    """A situation at the table, described as a scenario document, owned by a judge.

    Example scenarios shipped with the engine have no owner and are public: anyone
    may read and fork them, nobody may change them.
    """

    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="scenarios",
    )
    name = models.CharField(max_length=200)
    document = models.JSONField()
    document_hash = models.CharField(max_length=64, db_index=True)
    example_slug = models.SlugField(max_length=100, null=True, blank=True, unique=True)
    forked_from = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="forks"
    )
    visibility = models.CharField(max_length=10, choices=Visibility.choices, default=Visibility.PRIVATE)
    # The secret of the share link (/s/<token>/), set only while shared by link.
    share_token = models.CharField(max_length=64, null=True, blank=True, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    objects = ScenarioQuerySet.as_manager()

    class Meta:
        ordering = ["-updated_at", "-id"]

    def __str__(self) -> str:
        return self.name

    @property
    def is_example(self) -> bool:
        return bool(self.example_slug)

    @property
    def question(self) -> str:
        return str(self.document.get("question") or "")

    def set_document(self, document: dict) -> None:
        """Replace the document and the columns derived from it."""
        self.document = document
        self.name = (str(document.get("name") or "").strip() or "Untitled scenario")[:200]
        self.document_hash = document_hash(document)

    @property
    def visibility_short(self) -> str:
        """"Private", "Shared by link", "Public": the choice's label before its explanation."""
        return self.get_visibility_display().split(":")[0]

    def can_read(self, user) -> bool:
        """Whether `user` may open it by number (its link aside)."""
        return self.visibility == Visibility.PUBLIC or self.can_edit(user)

    def can_edit(self, user) -> bool:
        return bool(user.is_authenticated and self.owner_id is not None and self.owner_id == user.pk)


class Replay(models.Model):
    """The engine's replay of one document, cached until the document or engine changes."""

    document_hash = models.CharField(max_length=64)
    engine_version = models.CharField(max_length=64)
    step_count = models.PositiveIntegerField()
    # The replay's outcome in one line (engine.outcome), worked out once as it is stored.
    outcome = models.TextField(default="", blank=True)
    # The scenario played under both editions (engine.compare), worked out on the first
    # compare page and kept: {"first_difference", "final_differences", "step_count",
    # "sides": [{"rules", "step"}]}.
    comparison = models.JSONField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["document_hash", "engine_version"], name="one_replay_per_document_and_engine"
            )
        ]

    def __str__(self) -> str:
        return f"{self.document_hash[:12]} ({self.step_count} steps)"


class ReplayStep(models.Model):
    """One stored step of a replay, so a step page reads a few rows instead of
    replaying the game up to that step.

    The step log columns (summary, refused) stay plain for listing; the rest
    (the action, events, citations and the game state) is one zlib-compressed
    JSON document. The state is stored by difference (engine.changes): a keyframe
    step holds the whole state, any other step only what changed since the step
    before, and a keyframe is written once the changes since the last one outgrow
    it. A step's state is the nearest keyframe at or before it with the changes
    after it applied: at most about twice one state read, whatever the step, and
    the stored replay grows with what changes, not with objects x steps.
    """

    replay = models.ForeignKey(Replay, on_delete=models.CASCADE, related_name="steps")
    index = models.PositiveIntegerField()
    summary = models.TextField()
    refused = models.BooleanField(default=False)
    keyframe = models.BooleanField(default=False)
    data = models.BinaryField()

    class Meta:
        ordering = ["replay", "index"]
        constraints = [
            models.UniqueConstraint(fields=["replay", "index"], name="one_step_per_index")
        ]

    def __str__(self) -> str:
        return f"step {self.index}: {self.summary}"

    @staticmethod
    def pack(step: dict, changes: dict) -> bytes:
        """The step's action, events and citations, and its state's changes (all of
        the state for a keyframe); the last step of a scenario with an `expect`
        block also keeps the expectations checked (engine.expectations)."""
        detail = {key: step.get(key) for key in ("action", "events", "citations")}
        detail["changes"] = changes
        if step.get("expectations") is not None:
            detail["expectations"] = step["expectations"]
        return zlib.compress(json.dumps(detail, separators=(",", ":"), ensure_ascii=False).encode("utf-8"), 6)

    @cached_property
    def detail(self) -> dict:
        return json.loads(zlib.decompress(bytes(self.data)).decode("utf-8"))

    @property
    def action(self):
        return self.detail.get("action")

    @property
    def events(self) -> list:
        return self.detail.get("events") or []

    @property
    def citations(self) -> list:
        return self.detail.get("citations") or []

    @property
    def changes(self) -> dict:
        return self.detail.get("changes") or {}

    @property
    def state(self) -> dict:
        """The game state after the step, once rulings.services.replays has rebuilt it
        from the keyframe (set_state)."""
        return self.detail.get("state") or {}

    def set_state(self, state: dict) -> None:
        self.detail["state"] = state

    @property
    def expectations(self) -> list | None:
        """The scenario's expectations, each met or not (engine.expectations), on its last step only."""
        return self.detail.get("expectations")
