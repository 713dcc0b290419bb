"""What this app's cached pages depend on (config.pagecache).

A replay step depends on its scenario's document (its hash and last change) and,
through the rules it cites, on the corpora. Only a public scenario's steps are
cached: a private page, or one shared by link, is never stored nor served from the
cache. Saving or deleting a scenario (its visibility included) bumps its marker.
"""
from __future__ import annotations

from django.db.models.signals import post_delete, post_save

from config.markers import Marker
from rules_corpus.pagecache import corpus_version

from .models import Scenario, Visibility


def _read_scenario(pk: str) -> str | None:
    """The version of a public scenario; None (never cached) for any other."""
    row = Scenario.objects.filter(pk=pk).values_list("document_hash", "updated_at", "visibility").first()
    if row is None or row[2] != Visibility.PUBLIC:
        return None
    return f"scenario:{pk}:{row[0]}:{row[1].timestamp()}"


scenarios = Marker("scenario", _read_scenario)


def _read_owner(pk: str) -> str:
    owner = Scenario.objects.filter(pk=pk).values_list("owner_id", flat=True).first()
    return "" if owner is None else str(owner)


owners = Marker("scenario-owner", _read_owner)


def step_version(request, pk, *args, **kwargs) -> str | None:
    scenario = scenarios.value(str(pk))
    from cards.pagecache import library  # a scenario may name a card of the pool (its compiled Oracle text)
    return scenario and f"{scenario}|{corpus_version()}|{library.value()}"


def same_for_judges_but_its_owner(request, pk, *args, **kwargs) -> bool:
    """A public scenario's step reads the same to every judge but its owner, whose page
    also has the builder's links and what may happen next."""
    return owners.value(str(pk)) != str(request.user.pk)


def _scenario_changed(sender, instance, **kwargs) -> None:
    scenarios.bump(str(instance.pk))
    owners.bump(str(instance.pk))


def connect() -> None:
    post_save.connect(_scenario_changed, sender=Scenario, dispatch_uid="pagecache-scenario-saved")
    post_delete.connect(_scenario_changed, sender=Scenario, dispatch_uid="pagecache-scenario-deleted")
