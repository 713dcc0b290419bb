"""Editions compared: /diff/<from>/<to> and its JSON twin (thin views over editions.py)."""
from django.core.paginator import Paginator
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


# A diff with more entries than this shows its chapters a page each (?chapter=N);
# a smaller one shows them all, each a <details> of its own.
ONE_PAGE = 150
# Entries on a chapter page, at most (?page=N for the rest).
PER_PAGE = 150


def _marked(before: str, after: str) -> tuple[str, str]:
    old_html, new_html = diff.word_diff(before, after)
    # word_diff escapes both texts and adds only <del>/<ins>.
    return mark_safe(old_html), mark_safe(new_html)  # noqa: S308


def _entries(chapter: diff.Chapter) -> list[tuple[str, object]]:
    return (
        [("changed", c) for c in chapter.changed]
        + [("moved", m) for m in chapter.moved]
        + [("added", n) for n in chapter.added]
        + [("removed", n) for n in chapter.removed]
    )


def _shown(chapter: diff.Chapter, entries, old_texts: dict, new_texts: dict) -> dict:
    """Entries of a chapter as the page shows them (the word diffs made here, for
    the entries shown only)."""
    part = {"chapter": chapter, "changed": [], "moved": [], "added": [], "removed": []}
    for kind, entry in entries:
        if kind == "changed":
            before, after = _marked(entry.before, entry.after)
            part["changed"].append({"number": entry.number, "before": before, "after": after})
        elif kind == "moved":
            before, after = _marked(entry.before, entry.after)
            part["moved"].append({"from": entry.before_number, "to": entry.after_number, "before": before, "after": after})
        elif kind == "added":
            part["added"].append({"number": entry, "text": new_texts[entry]})
        else:
            part["removed"].append({"number": entry, "text": old_texts[entry]})
    return part


def _titles(old_texts: dict, new_texts: dict) -> dict[str, str]:
    titles = {}
    for digit in "123456789":
        new_title, old_title = new_texts.get(digit, ""), old_texts.get(digit, "")
        if new_title and old_title and new_title != old_title:
            titles[digit] = f"{new_title} (in the older edition: {old_title})"
        else:
            titles[digit] = new_title or old_title
    return titles


@cacheable(corpus_version, same_for_every_judge=True)  # two corpora, never changed once imported: any import bumps the version
@require_GET
def diff_page(request, old, new):
    """The two editions compared: counts by chapter (a jump list), and the
    chapters themselves, all on the page when the diff is small, else one a page."""
    before, after = _corpus(old), _corpus(new)
    if before is None or after is None:
        raise Http404(f"No loaded edition named {old if before is None else new!r}. Loaded: {_known()}.")
    result = editions.edition_diff(before, after)
    old_texts, new_texts = editions.corpus_texts(before), editions.corpus_texts(after)
    chapters = diff.chapters(result, _titles(old_texts, new_texts))
    paged = sum(chapter.size for chapter in chapters) > ONE_PAGE
    asked = request.GET.get("chapter")
    if asked is not None:
        chosen = [chapter for chapter in chapters if chapter.number == asked]
        if not chosen:
            numbers = ", ".join(chapter.number for chapter in chapters) or "none"
            raise Http404(f"No chapter {asked!r} in this comparison. Its chapters: {numbers}.")
        shown = chosen
    else:
        shown = [] if paged else chapters
    position = chapters.index(shown[0]) if asked is not None else -1
    pages = None
    if asked is not None:
        # a long chapter (2007 -> 2026: 1,500 entries in chapter 7) a page at a time
        pages = Paginator(_entries(shown[0]), PER_PAGE).get_page(request.GET.get("page"))
        parts = [_shown(shown[0], pages.object_list, old_texts, new_texts)]
    else:
        parts = [_shown(chapter, _entries(chapter), old_texts, new_texts) for chapter in shown]
    context = {
        "before": before,
        "after": after,
        "result": result,
        "chapters": chapters,
        "paged": paged,
        "asked": asked,
        "shown": parts,
        "pages": pages if pages is not None and pages.paginator.num_pages > 1 else None,
        "previous_chapter": chapters[position - 1] if position > 0 else None,
        "next_chapter": chapters[position + 1] if 0 <= position < len(chapters) - 1 else None,
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
