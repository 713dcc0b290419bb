"""Rule pages: thin views over rules_corpus.browse."""
from django.http import Http404, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET
from django.views.decorators.vary import vary_on_headers

from config.pagecache import cacheable

from . import browse, editions, glossary_view, seed_report
from .models import Corpus
from .pagecache import corpus_version
from .parser.numbers import normalize_number
from .reading import edition_value, reading, requested_date, reread


def edition_not_loaded(request, read, number: str = ""):
    """`?edition=` names an edition that is not loaded: say so, and offer the loaded ones."""
    context = {"number": number, "date": requested_date(read), "loaded": False, "requested": read.requested}
    template = "rules_corpus/partials/edition_missing.html" if request.htmx else "rules_corpus/edition_missing.html"
    return render(request, template, context, status=404)


def _canonical_edition(request, read):
    """A corpus name that stands for its edition (`?edition=cr-2026-06-19`) redirects
    to the date form (`?edition=2026-06-19`), so a page has one permalink."""
    if request.htmx or not read.chosen or read.unknown or read.requested == read.chosen:
        return None
    query = request.GET.copy()
    query["edition"] = read.chosen
    return redirect(f"{request.path}?{query.urlencode()}")


@cacheable(corpus_version, same_for_every_judge=True)
@require_GET
def contents(request):
    read = reading(request)
    if read.unknown:
        return edition_not_loaded(request, read)
    if (moved := _canonical_edition(request, read)) is not None:
        return moved
    corpus = read.corpus
    outline = browse.contents(corpus) if corpus else []
    context = {"outline": outline, "corpus": corpus, "seed_numbers": read.seed_numbers}
    return render(request, "rules_corpus/contents.html", context)


def rule_slash(request, number):
    """`/rules/408.1c/` is `/rules/408.1c`, like `408.1C` is."""
    canonical = normalize_number(number)
    if canonical is None:
        raise Http404(f"“{number}” is not a rule number.")
    url = reverse("rules_corpus:rule", args=[canonical])
    query = request.GET.urlencode()
    return redirect(f"{url}?{query}" if query else url, permanent=True)


def _rule_in(read, number: str):
    """(corpus, page) of the rule as the edition read has it. A number its
    complete copy lacks may be in another copy of the same edition (the excerpt)."""
    corpus = read.corpus
    page = browse.rule_page(corpus, number)
    if page.rule is None:
        other = browse.same_edition_with(corpus, number)
        if other is not None:
            candidate = browse.rule_page(other, number)
            if candidate.rule is not None:
                return other, candidate
    return corpus, page


@cacheable(corpus_version, same_for_every_judge=True)
@vary_on_headers("HX-Request")  # the rule's card alone for htmx (opened beside a replay step)
@require_GET
def rule_detail(request, number):
    canonical = normalize_number(number)
    if canonical is None:
        raise Http404(f"“{number}” is not a rule number.")
    if canonical != number:
        url = reverse("rules_corpus:rule", args=[canonical])
        query = request.GET.urlencode()
        return redirect(f"{url}?{query}" if query else url, permanent=True)
    read = reading(request)
    if read.unknown:
        return edition_not_loaded(request, read, canonical)
    if (moved := _canonical_edition(request, read)) is not None:
        return moved
    if read.corpus is None:
        raise Http404("No rules corpus is loaded yet.")
    corpus, page = _rule_in(read, canonical)
    if page.rule is None and not Corpus.objects.filter(pk=read.corpus.pk).exists():
        # An import replaced the edition while this request was reading it:
        # read the new one rather than answer 404 for a rule it has.
        read = reread(request)
        corpus, page = _rule_in(read, canonical)
    context = {
        "page": page,
        "corpus": corpus,
        "rule": page.rule,
        "reading": read,
        "in_seed": canonical in read.seed_numbers,
        "seed_numbers": read.seed_numbers,
        # pinned to the edition shown, so that it opens the same text when a newer one is loaded
        "permalink_query": "?edition=" + edition_value(corpus, read.editions) if corpus.effective_date else "",
    }
    if not request.htmx:
        context["history"] = editions.rule_history(corpus, canonical)
    default = read.default
    if page.rule is not None and default is not None and not read.is_default:
        # an older edition's page links the same number in the newest one, if it has it
        context["in_newest"] = default.corpus.rules.filter(number=canonical).exists()
    if page.rule is None:
        # Another loaded edition may have it (the diff and the history link there).
        others = Corpus.objects.filter(rules__number=canonical).exclude(pk=corpus.pk).order_by("-effective_date")
        context["elsewhere"] = [(other, edition_value(other, read.editions)) for other in others]
        if request.htmx:
            context.update(date=read.edition.date if read.edition else None, number=canonical, loaded=True)
            return render(request, "rules_corpus/partials/edition_missing.html", context, status=404)
        return render(request, "rules_corpus/rule_missing.html", context, status=404)
    template = "rules_corpus/partials/rule_card.html" if request.htmx else "rules_corpus/rule.html"
    return render(request, template, context)


@cacheable(corpus_version, same_for_every_judge=True)
@vary_on_headers("HX-Request")  # the filtered terms alone for htmx (the filter box)
@require_GET
def glossary(request):
    read = reading(request)
    if read.unknown:
        return edition_not_loaded(request, read)
    if (moved := _canonical_edition(request, read)) is not None:
        return moved
    term_filter = request.GET.get("q", "")[:200]
    view = glossary_view.glossary(read.corpus, term_filter)
    context = {"glossary": view, "entries": view.entries, "corpus": read.corpus, "term_filter": term_filter}
    partial = request.htmx and not request.htmx.history_restore_request
    template = "rules_corpus/partials/glossary_entries.html" if partial else "rules_corpus/glossary.html"
    return render(request, template, context)


@require_GET
def corpus_list(request):
    read = reading(request)
    context = {"corpora": Corpus.objects.all(), "seed_report": seed_report.report(read)}
    return render(request, "rules_corpus/corpus_list.html", context)


def _edition(corpus: Corpus) -> dict:
    return {
        "slug": corpus.slug,
        "name": corpus.name,
        "effective_date": corpus.effective_date.isoformat() if corpus.effective_date else None,
    }


@require_GET
def api_rule(request, number):
    canonical = normalize_number(number)
    if canonical is None:
        return JsonResponse({"error": f"{number!r} is not a rule number"}, status=404)
    if canonical != number:
        url = reverse("rules_corpus:api_rule", args=[canonical])
        query = request.GET.urlencode()
        return redirect(f"{url}?{query}" if query else url, permanent=True)
    read = reading(request)
    if read.unknown:
        return JsonResponse({"error": f"the edition {read.requested!r} is not loaded",
                             "editions": [edition.value for edition in read.editions]}, status=404)
    if read.corpus is None:
        return JsonResponse({"error": "no rules corpus is loaded"}, status=404)
    corpus, page = _rule_in(read, canonical)
    cited_by = [rule.number for rule in page.cited_by]
    if page.rule is None:
        return JsonResponse(
            {
                "error": f"rule {canonical} is not in this corpus",
                "number": canonical,
                "cited_by": cited_by,
                "edition": _edition(corpus),
            },
            status=404,
        )
    rule = page.rule
    return JsonResponse(
        {
            "number": rule.number,
            "kind": rule.kind,
            "title": rule.title if rule.kind in ("chapter", "section") else "",
            "text": rule.text,
            "examples": [example.text for example in rule.own_examples],
            "subrules": [child.number for child in page.children if child.parent_number == rule.number],
            "parent": rule.parent_number or None,
            "references": page.references,
            "cited_by": cited_by,
            "url": request.build_absolute_uri(reverse("rules_corpus:rule", args=[rule.number]) + read.query),
            "edition": _edition(corpus),
            "lineage": editions.rule_lineage(corpus, rule.number),
        }
    )
