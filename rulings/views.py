"""Scenario views: home, the scenario list, replay, sharing, import and export.

The builder (editing a scenario's parts one at a time) lives in views_builder.py.
Views are thin: they check access and call rulings.services.
"""
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db.models.fields.json import KT
from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_http_methods, require_POST
from django.views.decorators.vary import vary_on_headers

from config.pagecache import cacheable

from . import access, links
from .access import owner_required
from .forms import ImportForm, NewScenarioForm, SharingForm
from .models import Scenario, Visibility
from .pagecache import same_for_judges_but_its_owner, step_version
from .rendering import render_step_log
from .services import cards, documents, editions, playing, replays, sharing, store, transfer, validation

RECENT_COUNT = 8
# Room for the multipart headers and the CSRF field around an upload of the largest size.
UPLOAD_OVERHEAD = 16 * 1024


def _listed():
    """Scenarios for a list: the question read by a JSON key, the documents left unparsed."""
    return Scenario.objects.defer("document").annotate(
        question_text=KT("document__question"), rules_edition=KT("document__rules")
    )


def _examples():
    return _listed().filter(visibility=Visibility.PUBLIC, example_slug__isnull=False).order_by("name")


@require_GET
def home(request):
    """The front door to both halves: search the rules, or open a scenario."""
    examples = _examples()
    mine = []
    if request.user.is_authenticated:
        mine = list(_listed().filter(owner=request.user)[:RECENT_COUNT])
    response = render(request, "home.html", {"examples": examples, "recent": mine})
    # A judge's list names their private scenarios.
    return access.for_this_reader_alone(response) if request.user.is_authenticated else response


@require_GET
def scenario_list(request):
    """My scenarios, the examples, and what other judges made public: only what the reader may read."""
    mine = _listed().filter(owner=request.user) if request.user.is_authenticated else []
    public = _listed().filter(visibility=Visibility.PUBLIC, example_slug__isnull=True).order_by("name")
    if request.user.is_authenticated:
        public = public.exclude(owner=request.user)
    response = render(request, "rulings/scenario_list.html", {"mine": mine, "examples": _examples(), "public": public})
    return access.for_this_reader_alone(response) if request.user.is_authenticated else response


@login_required
@require_http_methods(["GET", "POST"])
def scenario_new(request):
    """Start a scenario from a name and a question; the builder does the rest."""
    form = NewScenarioForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        document = documents.blank_document(form.cleaned_data["name"], form.cleaned_data["question"])
        scenario = store.create_scenario(request.user, document)
        return redirect("rulings:scenario_edit", pk=scenario.pk)
    status = 422 if form.is_bound else 200
    return render(request, "rulings/scenario_new.html", {"form": form}, status=status)


@require_GET
def scenario_detail(request, pk):
    """The read-only page: what the scenario is, the way into its replay, and (for its
    owner) who may read it."""
    return _detail(request, access.readable(request, pk), links.by_number(pk))


@require_GET
def shared_detail(request, token):
    scenario = access.shared(token)
    return _detail(request, scenario, links.by_token(token))


def _detail(request, scenario, urls):
    can_edit = scenario.can_edit(request.user)
    share_url = None
    if (scenario.visibility == Visibility.LINK and can_edit) or urls.by_link:
        share_url = request.build_absolute_uri(reverse("rulings:shared_detail", args=[scenario.share_token]))
    elif scenario.visibility == Visibility.PUBLIC:
        share_url = request.build_absolute_uri(reverse("rulings:scenario_detail", args=[scenario.pk]))
    origin = scenario.forked_from_id
    rules = editions.played_under(scenario.document.get("rules"), scenario.document.get("format"))
    context = {
        "scenario": scenario,
        "document": scenario.document,
        "can_edit": can_edit,
        "links": urls,
        "share_url": share_url,
        "sharing_form": SharingForm(initial={"visibility": scenario.visibility}) if can_edit else None,
        "original_readable": bool(origin) and Scenario.objects.readable_by(request.user).filter(pk=origin).exists(),
        "outcome": replays.outcome_of(scenario),
        "edition": editions.title_of(rules),
        "played_under": editions.title_of(rules),
        "played_under_date": editions.date_of(rules),
        "expectations": replays.expectations_of(scenario),
    }
    return access.private_unless_public(render(request, "rulings/scenario_detail.html", context), scenario)


@owner_required
@require_POST
def scenario_sharing(request, scenario):
    """The owner sets who may read the scenario, or makes a new link (killing the old one)."""
    if request.POST.get("new_link"):
        sharing.new_link(scenario)
        messages.success(request, "A new link is made: the old link no longer opens the scenario.")
        return redirect("rulings:scenario_detail", pk=scenario.pk)
    form = SharingForm(request.POST)
    if form.is_valid():
        sharing.set_visibility(scenario, form.cleaned_data["visibility"])
        messages.success(request, f"“{scenario.name}” is now {scenario.visibility_short.lower()}.")
    else:
        messages.error(request, "Choose who may read the scenario.")
    return redirect("rulings:scenario_detail", pk=scenario.pk)


def _for_steps():
    """The scenario without its document (a step page never parses it)."""
    return Scenario.objects.defer("document").annotate(
        question_text=KT("document__question"), rules_given=KT("document__rules"), format_given=KT("document__format")
    )


@cacheable(step_version, same_for_every_judge=same_for_judges_but_its_owner)
@vary_on_headers("HX-Request")
@require_GET
def step(request, pk, n):
    """One moment of the replay. Each step has its own URL so a link shows that moment.

    The scenario's document is not loaded for readers: the replay is found by the
    document's hash, and parsing a long document on every step would cost more than
    the page. Its owner's page also lists what may happen next, which needs it.
    """
    return _step(request, access.readable(request, pk, _for_steps()), n, links.by_number(pk))


@vary_on_headers("HX-Request")
@require_GET
def shared_step(request, token, n):
    return _step(request, access.shared(token, _for_steps()), n, links.by_token(token))


def _step(request, scenario, n, urls):
    try:
        view = replays.step_view(scenario, n)
    except replays.ScenarioInvalid as invalid:
        problems = [(validation.describe_path(p.path), p.path, p.message) for p in invalid.problems]
        context = {"scenario": scenario, "problems": problems, "can_edit": scenario.can_edit(request.user), "links": urls}
        return access.private_unless_public(render(request, "rulings/scenario_invalid.html", context, status=409), scenario)
    if view is None:
        raise Http404("This scenario has no such step.")
    context = _step_context(request, scenario, view, urls)
    partial = request.htmx and not request.htmx.history_restore_request
    response = render(request, "rulings/partials/replay.html" if partial else "rulings/step.html", context)
    return access.private_unless_public(response, scenario)


def _step_context(request, scenario, view, urls, refusal: str = "") -> dict:
    """A step page's context; its owner also gets what may happen next (build by playing)."""
    scenario.rules_edition = editions.played_under(getattr(scenario, "rules_given", None), getattr(scenario, "format_given", None))
    _add_links(view, urls)
    can_edit = scenario.can_edit(request.user)
    context = {
        "scenario": scenario,
        "question": scenario.question_text or "",
        "view": view,
        "step": view.step,
        "state": view.step.state,
        "expectations": view.step.expectations,
        "can_edit": can_edit,
        "links": urls,
        "choice_refusal": refusal,
        "edition": editions.title_of(scenario.rules_edition),
        # the header names the edition the scenario is played under, not the one the rules pages read
        "played_under": editions.title_of(scenario.rules_edition),
        "played_under_date": editions.date_of(scenario.rules_edition),
    }
    if can_edit:
        document = Scenario.objects.values_list("document", flat=True).get(pk=scenario.pk)
        context["next_actions"] = playing.next_actions(document, view.index)
        context["refused_later"] = replays.refused_after(view.replay, view.index)
        if view.step.refused and view.index > 0:
            field, words = playing.fix_field(view.step)
            action = view.index - 1
            context["fix"] = {"words": words, "action": view.index,
                              "url": reverse("rulings:action_edit", args=[scenario.pk, action]) + f"#id_action-{action}-{field}"}
    return context


@owner_required
@require_POST
def play_next(request, scenario, n):
    """Choose one of the actions offered after step n: it becomes step n+1, shown at once."""
    posted = request.POST.get("action", "")
    refusal = ""
    try:
        playing.choose(scenario, n, posted)
        shown = n + 1
    except playing.NotOffered as error:
        refusal, shown = str(error), n
    if not request.htmx and not refusal:
        return redirect("rulings:step", pk=scenario.pk, n=shown)
    listed = _for_steps().get(pk=scenario.pk)
    view = replays.step_view(listed, shown)
    if view is None:
        raise Http404("This scenario has no such step.")
    context = _step_context(request, listed, view, links.by_number(scenario.pk), refusal)
    template = "rulings/partials/replay.html" if request.htmx else "rulings/step.html"
    response = access.private_unless_public(render(request, template, context, status=422 if refusal else 200), listed)
    if request.htmx and not refusal:
        response["HX-Push-Url"] = reverse("rulings:step", args=[scenario.pk, shown])
    return response


@cacheable(step_version)
@vary_on_headers("HX-Request")
@require_GET
def compare(request, pk):
    """The scenario played under both editions: the first step where they part,
    side by side with each edition's citations, and how they end differently."""
    return _compare(request, access.readable(request, pk), links.by_number(pk))


@vary_on_headers("HX-Request")
@require_GET
def shared_compare(request, token):
    return _compare(request, access.shared(token), links.by_token(token))


def _compare(request, scenario, urls):
    rule_base = reverse("rules_corpus:rule", args=["0"])[:-1]
    try:
        view = editions.comparison_view(replays.comparison_for(scenario), rule_base)
    except replays.ScenarioInvalid as invalid:
        problems = [(validation.describe_path(p.path), p.path, p.message) for p in invalid.problems]
        context = {"scenario": scenario, "problems": problems, "can_edit": scenario.can_edit(request.user),
                   "links": urls}
        response = render(request, "rulings/scenario_invalid.html", context, status=409)
        return access.private_unless_public(response, scenario)
    context = {"scenario": scenario, "question": scenario.question, "view": view, "links": urls}
    partial = request.htmx and not request.htmx.history_restore_request
    response = render(request, "rulings/partials/comparison.html" if partial else "rulings/compare.html", context)
    return access.private_unless_public(response, scenario)


def _add_links(view, urls):
    """Give the step log and every citation its URL.

    Built by string joining from one reverse() each: a step page of a long
    scenario lists dozens of steps and citations, and reverse() per link would
    cost more than the rest of the page.
    """
    step_base = urls.step_base
    rule_base = reverse("rules_corpus:rule", args=["0"])[:-1]
    view.log_html = render_step_log(view.log, view.index, step_base)
    view.urls = {
        name: (step_base + str(index) if index is not None else None)
        for name, index in (("first", view.first), ("prev", view.previous), ("next", view.next), ("last", view.last))
    }
    linker = editions.Linker(getattr(view.scenario, "rules_edition", None), rule_base)
    citations = list(view.step.citations or [])
    for event in view.step.events or []:
        citations.extend(event.get("citations") or [])
    linker.link(citations)


@require_GET
def export(request, pk):
    return _export(access.readable(request, pk))


@require_GET
def shared_export(request, token):
    return _export(access.shared(token))


def _export(scenario):
    response = HttpResponse(transfer.export_bytes(scenario), content_type="application/json; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{transfer.export_filename(scenario)}"'
    return access.private_unless_public(response, scenario)


@login_required
@require_http_methods(["GET", "POST"])
def scenario_import(request):
    """Upload a scenario file. It is imported whole or not at all."""
    refusal = None
    if request.method == "POST" and _content_length(request) > transfer.MAX_UPLOAD_BYTES + UPLOAD_OVERHEAD:
        # Refused by its declared size, without opening the uploaded file.
        refusal = transfer.ImportRefused(
            f"That upload is too large: scenario files may be at most {transfer.MAX_UPLOAD_BYTES:,} bytes."
        )
        form = ImportForm()
    else:
        form = ImportForm(request.POST or None, request.FILES or None)
    if request.method == "POST" and refusal is None and form.is_valid():
        try:
            document = transfer.read_upload(form.cleaned_data["file"])
        except transfer.ImportRefused as error:
            refusal = error
        else:
            scenario = store.create_copy(request.user, document)
            messages.success(request, f"Imported “{scenario.name}”.")
            return redirect("rulings:scenario_detail", pk=scenario.pk)
    status = 422 if request.method == "POST" else 200
    problems = [(validation.describe_path(p.path), p.path, p.message) for p in refusal.problems] if refusal else []
    return render(
        request,
        "rulings/scenario_import.html",
        {"form": form, "refusal": refusal, "problems": problems, "max_bytes": transfer.MAX_UPLOAD_BYTES},
        status=status,
    )


def _content_length(request) -> int:
    try:
        return int(request.META.get("CONTENT_LENGTH") or 0)
    except ValueError:
        return 0


@login_required
@require_POST
def scenario_fork(request, pk):
    """Copy a scenario the user may read (an example, a public one) into their own."""
    return _fork(request, access.readable(request, pk))


@login_required
@require_POST
def shared_fork(request, token):
    """Copy a scenario shared by link with the user into their own."""
    return _fork(request, access.shared(token))


def _fork(request, original):
    copy = store.fork(original, request.user)
    messages.success(request, f"“{original.name}” is copied into your scenarios; this copy is yours to change.")
    return redirect("rulings:scenario_edit", pk=copy.pk)


@owner_required
@require_http_methods(["GET", "POST"])
def scenario_delete(request, scenario):
    """Ask first (GET), delete on the confirming POST."""
    if request.method == "POST":
        name = scenario.name
        store.delete_scenario(scenario)
        messages.success(request, f"Deleted “{name}”.")
        return redirect("rulings:scenario_list")
    return render(request, "rulings/scenario_delete.html", {"scenario": scenario})


@vary_on_headers("HX-Request")
@require_GET
def card_search(request):
    """The card picker: matching cards from the engine's library (search as you type)."""
    query = request.GET.get("q")
    if query is None:  # the picker sends its own field, e.g. "new-object-card"
        query = next((v for k, v in request.GET.items() if k.endswith("card")), "")
    query = query[:100]
    target = request.GET.get("for", "")[:60]
    found = cards.card_search(query, limit=12 if request.htmx else 200)
    context = {"cards": found, "q": query, "target": target}
    if request.htmx:
        return render(request, "rulings/partials/card_results.html", context)
    return render(request, "rulings/card_search.html", context)
