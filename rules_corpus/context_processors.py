"""Every page shows which corpus (edition) it is reading from."""
from .models import Corpus

_UNSET = object()


def request_active_corpus(request) -> Corpus | None:
    """The active corpus, looked up once per request."""
    corpus = getattr(request, "_active_corpus", _UNSET)
    if corpus is _UNSET:
        corpus = Corpus.active()
        request._active_corpus = corpus
    return corpus


def active_corpus(request):
    from .reading import reading  # reading builds on request_active_corpus

    return {"active_corpus": request_active_corpus(request), "reading": reading(request)}
