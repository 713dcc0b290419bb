"""Rule pages: thin views over rules_corpus.browse."""
from django.http import Http404, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET
from django.views.decorators.vary import vary_on_headers

from config.pagecache import cacheable

from . import browse, editions, seed_report
from .context_processors import request_active_corpus
from .models import Corpus
from .pagecache import corpus_version
from .parser.numbers import normalize_number
from .reading import reading


def _active_corpus_or_404(request) -> Corpus:
    corpus = request_active_corpus(request)
    if corpus is None:
        raise Http404("No rules corpus is loaded yet.")
    return corpus


@cacheable(corpus_version)
@require_GET
def contents(request):
    read = reading(request)
    corpus = read.corpus
    outline = browse.contents(corpus) if corpus else []
    context = {"outline": outline, "corpus": corpus, "seed_numbers": read.seed_numbers}
    return render(request, "rules_corpus/contents.html", context)


def rule_slash(request, number):
    """`/rules/408.1c/` is `/rules/408.1c`, like `408.1C` is."""
    canonical = normalize_number(number)
    if canonical is None:
        raise Http404(f"“{number}” is not a rule number.")
    return redirect("rules_corpus:rule", number=canonical, permanent=True)


def _chosen_edition(request) -> Corpus | None:
    """`?edition=<slug>`: a rule as one loaded edition has it (the diff's links)."""
    slug = request.GET.get("edition")
    return Corpus.objects.filter(slug=slug).first() if slug else None


@cacheable(corpus_version)
@vary_on_headers("HX-Request")  # the rule's card alone for htmx (opened beside a replay step)
@require_GET
def rule_detail(request, number):
    canonical = normalize_number(number)
    if canonical is None:
        raise Http404(f"“{number}” is not a rule number.")
    if canonical != number:
        return redirect("rules_corpus:rule", number=canonical, permanent=True)
    edition = request.GET.get("edition", "")
    if browse.edition_date(edition) is not None:
        # an effective date, not a corpus slug: the replay of a scenario played
        # under that edition links here (its most complete loaded copy)
        return _rule_in_edition(request, canonical, edition)
    active = _active_corpus_or_404(request)
    read = reading(request)
    chosen = _chosen_edition(request)
    corpus = chosen or read.corpus
    page = browse.rule_page(corpus, canonical)
    if page.rule is None and chosen is None:
        current = Corpus.active()
        if current is not None and current.pk != active.pk:
            # An import replaced the edition while this request was reading it:
            # read the new one rather than answer 404 for a rule it has.
            request._active_corpus = active = current
            read = reading(request)
            corpus = read.corpus
            page = browse.rule_page(corpus, canonical)
    if page.rule is None and chosen is None:
        # A number only the excerpt has, or one a complete copy of the same
        # edition has under the same number.
        other = active if corpus.pk != active.pk else browse.same_edition_with(active, canonical)
        if other is not None:
            candidate = browse.rule_page(other, canonical)
            if candidate.rule is not None:
                corpus, page = other, candidate
    context = {
        "page": page,
        "corpus": corpus,
        "rule": page.rule,
        "active": active,
        "reading": read,
        "chosen": chosen,
        "in_seed": canonical in read.seed_numbers,
        "seed_numbers": read.seed_numbers,
        "edition_query": "",
    }
    if not request.htmx:
        context["history"] = editions.rule_history(corpus, canonical)
    if page.rule is None:
        # Another loaded edition may have it (the diff and the history link there).
        context["elsewhere"] = Corpus.objects.filter(rules__number=canonical).exclude(pk=corpus.pk).order_by("-effective_date")
        return render(request, "rules_corpus/rule_missing.html", context, status=404)
    template = "rules_corpus/partials/rule_card.html" if request.htmx else "rules_corpus/rule.html"
    return render(request, template, context)


def _rule_in_edition(request, number: str, edition: str):
    """The rule as a given edition (its effective date, `?edition=2026-06-19`)
    numbers it, or a page saying that edition is not loaded."""
    date = browse.edition_date(edition)
    corpus = browse.edition_with(date, number)
    if corpus is None:
        context = {"number": number, "date": date, "loaded": browse.edition_loaded(date)}
        template = "rules_corpus/partials/edition_missing.html" if request.htmx else "rules_corpus/edition_missing.html"
        return render(request, template, context, status=404)
    read = reading(request)
    page = browse.rule_page(corpus, number)
    # "active" is None: the page shows the edition asked for, not a stand-in for the active one
    context = {"page": page, "corpus": corpus, "rule": page.rule, "active": None, "reading": read,
               "chosen": corpus, "in_seed": False, "seed_numbers": read.seed_numbers,
               "edition_query": "?edition=" + date.isoformat()}
    if not request.htmx:
        context["history"] = editions.rule_history(corpus, number)
    template = "rules_corpus/partials/rule_card.html" if request.htmx else "rules_corpus/rule.html"
    return render(request, template, context)


@cacheable(corpus_version)
@require_GET
def glossary(request):
    corpus = reading(request).corpus
    entries = corpus.glossary.all() if corpus else []
    return render(request, "rules_corpus/glossary.html", {"entries": entries, "corpus": corpus})


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
        return redirect(reverse("rules_corpus:api_rule", args=[canonical]), permanent=True)
    read = reading(request)
    corpus = read.corpus
    if corpus is None:
        return JsonResponse({"error": "no rules corpus is loaded"}, status=404)
    page = browse.rule_page(corpus, canonical)
    if page.rule is None and corpus.pk != read.active.pk:
        candidate = browse.rule_page(read.active, canonical)
        if candidate.rule is not None:
            corpus, page = read.active, candidate
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
            "lineage": editions.rule_lineage(corpus, rule.number),
        }
    )
