"""Rule pages: thin views over rules_corpus.browse."""
from django.http import Http404, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET
from django.views.decorators.vary import vary_on_headers

from config.pagecache import cacheable

from . import browse
from .context_processors import request_active_corpus
from .models import Corpus
from .pagecache import corpus_version
from .parser.numbers import normalize_number


def _active_corpus_or_404(request) -> Corpus:
    corpus = request_active_corpus(request)
    if corpus is None:
        raise Http404("No rules corpus is loaded yet.")
    return corpus


@cacheable(corpus_version)
@require_GET
def contents(request):
    corpus = request_active_corpus(request)
    outline = browse.contents(corpus) if corpus else []
    return render(request, "rules_corpus/contents.html", {"outline": outline, "corpus": corpus})


@cacheable(corpus_version)
@vary_on_headers("HX-Request")  # the rule's card alone for htmx (opened beside a replay step)
@require_GET
def rule_detail(request, number):
    canonical = normalize_number(number)
    if canonical is None:
        raise Http404(f"“{number}” is not a rule number.")
    if canonical != number:
        return redirect("rules_corpus:rule", number=canonical, permanent=True)
    active = _active_corpus_or_404(request)
    corpus = active
    page = browse.rule_page(corpus, canonical)
    if page.rule is None:
        current = Corpus.active()
        if current is not None and current.pk != active.pk:
            # An import replaced the edition while this request was reading it:
            # read the new one rather than answer 404 for a rule it has.
            request._active_corpus = active = corpus = current
            page = browse.rule_page(corpus, canonical)
    if page.rule is None:
        # The seed excerpt cites rules it lacks; a complete copy of the same
        # edition, if one is loaded, has them under the same numbers.
        fuller = browse.same_edition_with(active, canonical)
        if fuller is not None:
            corpus, page = fuller, browse.rule_page(fuller, canonical)
    context = {"page": page, "corpus": corpus, "rule": page.rule, "active": active}
    if page.rule is None:
        return render(request, "rules_corpus/rule_missing.html", context, status=404)
    template = "rules_corpus/partials/rule_card.html" if request.htmx else "rules_corpus/rule.html"
    return render(request, template, context)


@cacheable(corpus_version)
@require_GET
def glossary(request):
    corpus = request_active_corpus(request)
    entries = corpus.glossary.all() if corpus else []
    return render(request, "rules_corpus/glossary.html", {"entries": entries, "corpus": corpus})


@require_GET
def corpus_list(request):
    return render(request, "rules_corpus/corpus_list.html", {"corpora": Corpus.objects.all()})


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
        return redirect(reverse("rules_corpus:api_rule", args=[canonical]), permanent=True)
    corpus = request_active_corpus(request)
    if corpus is None:
        return JsonResponse({"error": "no rules corpus is loaded"}, status=404)
    page = browse.rule_page(corpus, canonical)
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
            "url": request.build_absolute_uri(reverse("rules_corpus:rule", args=[rule.number])),
            "edition": _edition(corpus),
        }
    )
