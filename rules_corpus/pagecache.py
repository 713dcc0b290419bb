"""What this app's cached pages depend on (config.pagecache): the corpora.

Rule pages, the contents, the glossary and searches read the newest complete
edition loaded, or the one their `?edition=` names (rules_corpus.reading): so their
version is every stored corpus (ids, count, the last import or switch), and the
edition asked for is in the page's key with the rest of its URL (config.pagecache).
Saving or deleting a corpus bumps the marker; `corpora --activate` bumps it too.
"""
from __future__ import annotations

from django.db.models import Count, Max, Q
from django.db.models.signals import post_delete, post_save

from config.markers import Marker

from .models import Corpus


def _read_corpora(_key: str = "") -> str:
    found = Corpus.objects.aggregate(
        active=Max("pk", filter=Q(is_active=True)), count=Count("pk"), last=Max("pk"), changed=Max("imported_at")
    )
    changed = found["changed"].timestamp() if found["changed"] else 0
    return f"corpus:{found['active']}:{found['count']}:{found['last']}:{changed}"


corpora = Marker("corpora", _read_corpora)


def corpus_version(request=None, *args, **kwargs) -> str:
    """The version of a page that reads the corpora (any view's arguments are ignored)."""
    return corpora.value()


def _corpus_changed(sender, **kwargs) -> None:
    corpora.bump()


def connect() -> None:
    post_save.connect(_corpus_changed, sender=Corpus, dispatch_uid="pagecache-corpus-saved")
    post_delete.connect(_corpus_changed, sender=Corpus, dispatch_uid="pagecache-corpus-deleted")
