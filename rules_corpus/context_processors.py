"""Every page shows which corpus (edition) it is reading from."""
from .models import Corpus


def active_corpus(request):
    return {"active_corpus": Corpus.active()}
