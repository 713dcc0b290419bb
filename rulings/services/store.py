"""Storing scenarios: create, save, fork and delete, and the engine's examples.

Every write that can leave a replay unused prunes the replay cache.
"""
from __future__ import annotations

from rulings.engine import example_scenarios
from rulings.models import Scenario, Visibility, document_hash

from .documents import clone
from .replays import prune_replays


def create_scenario(owner, document: dict, forked_from: Scenario | None = None) -> Scenario:
    """A new scenario, private (new, imported or forked alike) until its owner shares it."""
    scenario = Scenario(owner=owner, forked_from=forked_from, visibility=Visibility.PRIVATE)
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


def delete_all_of(user) -> int:
    """Delete every scenario the user owns (their account is going); returns how many."""
    deleted = user.scenarios.count()
    user.scenarios.all().delete()
    prune_replays()
    return deleted


def load_examples() -> tuple[int, int]:
    """Store the engine's example scenarios as public scenarios; safe to run twice.

    Returns (created, updated). An example whose document is unchanged is left alone.
    """
    created = updated = 0
    for slug, document in example_scenarios():
        existing = Scenario.objects.filter(example_slug=slug).first()
        if existing is None:
            scenario = Scenario(owner=None, example_slug=slug, visibility=Visibility.PUBLIC)
            scenario.set_document(clone(document))
            scenario.save()
            created += 1
        elif existing.document_hash != document_hash(document) or existing.visibility != Visibility.PUBLIC:
            existing.set_document(clone(document))
            existing.visibility = Visibility.PUBLIC
            existing.save()
            updated += 1
    return created, updated
