"""What this app's cached pages depend on (config.pagecache).

A replay step depends on its scenario's document (its hash and last change) and,
through the rules it cites, on the corpora. Saving or deleting a scenario bumps
its marker.
"""
from __future__ import annotations

from django.db.models.signals import post_delete, post_save

from config.markers import Marker
from rules_corpus.pagecache import corpus_version

from .models import Scenario


def _read_scenario(pk: str) -> str | None:
    row = Scenario.objects.filter(pk=pk).values_list("document_hash", "updated_at").first()
    return f"scenario:{pk}:{row[0]}:{row[1].timestamp()}" if row else None


scenarios = Marker("scenario", _read_scenario)


def step_version(request, pk, *args, **kwargs) -> str | None:
    scenario = scenarios.value(str(pk))
    return scenario and f"{scenario}|{corpus_version()}"


def _scenario_changed(sender, instance, **kwargs) -> None:
    scenarios.bump(str(instance.pk))


def connect() -> None:
    post_save.connect(_scenario_changed, sender=Scenario, dispatch_uid="pagecache-scenario-saved")
    post_delete.connect(_scenario_changed, sender=Scenario, dispatch_uid="pagecache-scenario-deleted")
