"""Editions compared: /diff/<from>/<to> and its JSON twin (thin views over editions.py)."""
from django.http import Http404, JsonResponse
from django.shortcuts import redirect, render
from django.utils.safestring import mark_safe
from django.views.decorators.http import require_GET

from config.pagecache import cacheable

from . import diff, editions
from .models import Corpus
from .pagecache import corpus_version


def _corpus(slug: str) -> Corpus | None:
    return Corpus.objects.filter(slug=slug).first()


def _known() -> str:
    return ", ".join(Corpus.objects.order_by("effective_date", "slug").values_list("slug", flat=True)) or "none"


@require_GET
def diff_index(request):
    """The loaded editions, each next to the one before it; or the two chosen in the form."""
    old, new = request.GET.get("from"), request.GET.get("to")
    if old and new and _corpus(old) and _corpus(new):
        return redirect("rules_corpus:diff", old=old, new=new)
    corpora = list(Corpus.objects.order_by("effective_date", "slug"))
    line = editions.timeline()
    pairs = list(zip(line, line[1:]))
    return render(request, "rules_corpus/diff_index.html", {"corpora": corpora, "pairs": pairs})


def _shown_changes(result: diff.EditionDiff) -> tuple[list[dict], list[dict]]:
    changed = []
    for change in result.changed:
        before, after = diff.word_diff(change.before, change.after)
        # word_diff escapes both texts and adds only <del>/<ins>.
        changed.append({"number": change.number, "before": mark_safe(before), "after": mark_safe(after)})  # noqa: S308
    moved = []
    for move in result.moved:
        before, after = diff.word_diff(move.before, move.after)
        moved.append(
            {"from": move.before_number, "to": move.after_number, "before": mark_safe(before), "after": mark_safe(after)}  # noqa: S308
        )
    return changed, moved


@cacheable(corpus_version, same_for_every_judge=True)  # two corpora, never changed once imported: any import bumps the version
@require_GET
def diff_page(request, old, new):
    before, after = _corpus(old), _corpus(new)
    if before is None or after is None:
        raise Http404(f"No loaded edition named {old if before is None else new!r}. Loaded: {_known()}.")
    result = editions.edition_diff(before, after)
    old_texts, new_texts = editions.corpus_texts(before), editions.corpus_texts(after)
    changed, moved = _shown_changes(result)
    context = {
        "before": before,
        "after": after,
        "result": result,
        "changed": changed,
        "moved": moved,
        "added": [{"number": n, "text": new_texts[n]} for n in result.added],
        "removed": [{"number": n, "text": old_texts[n]} for n in result.removed],
    }
    return render(request, "rules_corpus/diff.html", context)


@cacheable(corpus_version, same_for_every_judge=True)
@require_GET
def api_diff(request, old, new):
    before, after = _corpus(old), _corpus(new)
    if before is None or after is None:
        missing = old if before is None else new
        return JsonResponse({"error": f"no loaded edition named {missing!r}", "loaded": _known().split(", ")}, status=404)
    payload = editions.edition_diff(before, after).as_json()
    return JsonResponse({"from": before.slug, "to": after.slug, **payload})
