"""What cached pages that show cards depend on (config.pagecache): the card library.

The site-wide search shows the card a query names above the rules, so its cached
pages depend on the last card import as well as on the corpora. Each import bumps
the marker (CardImport saved).
"""
from __future__ import annotations

from django.db.models.signals import post_save

from config.markers import Marker
from rules_corpus.pagecache import corpus_version

from .models import CardImport


def _read_library(_key: str = "") -> str:
    latest = CardImport.objects.order_by("-pk").values_list("pk", "imported_at").first()
    return f"cards:{latest[0]}:{latest[1].timestamp()}" if latest else "cards:none"


library = Marker("cards", _read_library)


def search_version(request=None, *args, **kwargs) -> str | None:
    """The version of a search page: the corpora and the card library."""
    corpora = corpus_version(request, *args, **kwargs)
    return corpora and f"{corpora}|{library.value()}"


def _library_changed(sender, **kwargs) -> None:
    library.bump()


def connect() -> None:
    post_save.connect(_library_changed, sender=CardImport, dispatch_uid="pagecache-card-import")
