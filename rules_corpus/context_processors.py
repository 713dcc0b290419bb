"""Every page shows which edition it is reading, and offers the others."""
from django.urls import reverse

from .models import Corpus

_UNSET = object()

# The pages that read the edition chosen in the header switch; elsewhere the
# switch opens the contents in the chosen edition.
_EDITION_PAGES = {"contents", "rule", "glossary", "search"}


def request_active_corpus(request) -> Corpus | None:
    """The active corpus, looked up once per request."""
    corpus = getattr(request, "_active_corpus", _UNSET)
    if corpus is _UNSET:
        corpus = Corpus.active()
        request._active_corpus = corpus
    return corpus


def _switch_action(request) -> str:
    match = getattr(request, "resolver_match", None)
    if match is not None and match.namespace == "rules_corpus" and match.url_name in _EDITION_PAGES:
        return request.path
    return reverse("rules_corpus:contents")


def active_corpus(request):
    from .reading import reading  # reading builds on request_active_corpus

    read = reading(request)
    return {
        "active_corpus": request_active_corpus(request),
        "reading": read,
        "edition_query": read.query,
        "edition_switch_action": _switch_action(request),
    }
