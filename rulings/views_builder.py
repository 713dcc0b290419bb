"""The scenario builder: one form per part of the document, owner only.

Every form posts the part it edits. The view builds the changed document and
asks the engine's load_scenario whether it is valid; if not, each error is shown
next to the field its path names and the form keeps what was typed. A stored
document is therefore always one the engine accepts.

With htmx a POST answers with the section it changed (plus the sections that
depend on it, swapped out of band); without JavaScript it redirects back to the
builder (or re-renders the whole page with the errors).
"""
import json

from django.http import Http404
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.cache import patch_vary_headers
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from . import builder
from .access import owner_required
from .builder_forms import ActionForm, ObjectForm, action_from_form, keep_unshown, object_from_form, unshown
from .engine.scenario.format2 import to_format1
from .expect_form import ExpectForm
from .forms import DetailsForm, PlayersForm, TurnForm, attach_problems
from .services import cards, choices, editions, playing, state_panel, store, validation

# Which other sections show data a section's change can alter.
DEPENDENT_SECTIONS = {
    "details": (),
    "turn": (),
    "players": ("turn", "objects", "actions", "expect"),
    "objects": ("actions", "expect"),
    "expect": (),
    "actions": (),
}


def object_groups(document) -> list[dict]:
    """The objects by player and zone (in the format's zone order), each with its index."""
    zones = choices.zone_choices()
    groups: dict = {}
    for index, obj in enumerate(document.get("objects") or []):
        key = (str(obj.get("owner")), str(obj.get("zone")))
        groups.setdefault(key, []).append((index, obj))
    players = [str(p.get("name")) for p in document.get("players") or []]

    def order(key):
        owner, zone = key
        return (players.index(owner) if owner in players else len(players),
                zones.index(zone) if zone in zones else len(zones))

    labels = state_panel.ZONE_LABELS_2026 if document.get("rules") == "2026-06-19" else state_panel.ZONE_LABELS
    return [
        {"owner": owner, "zone": zone, "label": labels.get(zone, zone), "items": groups[(owner, zone)]}
        for owner, zone in sorted(groups, key=order)
    ]


def builder_context(scenario, **overrides) -> dict:
    """Everything the builder page shows; overrides replace a default (unbound) form."""
    document = scenario.document
    players = [p.get("name") for p in document.get("players") or []]
    phases, steps = choices.turn_choices()
    turn = to_format1(document.get("turn") or {})  # a format 2 document's turn, in the form's words
    context = {
        "scenario": scenario,
        "document": document,
        "details_form": DetailsForm(
            initial={key: document.get(key) for key in ("name", "question", "description")}
            | {"rules": document.get("rules") or editions.DEFAULT_RULES}
        ),
        "players_form": PlayersForm(players=document.get("players") or []),
        "turn_form": TurnForm(
            initial={
                "number": turn.get("number"),
                "active_player": turn.get("active_player"),
                "phase": turn.get("phase"),
                "step": turn.get("step") or "",
                "priority_player": turn.get("priority_player") or "",
            },
            players=players,
            phases=phases,
            steps=steps,
        ),
        "object_form": ObjectForm(document=document, prefix="new-object"),
        "expect_form": ExpectForm(document=document, prefix="expect"),
        "action_form": ActionForm(document=document, prefix="new-action"),
        "editing_object": None,
        "object_edit_form": None,
        "editing_action": None,
        "removed": None,
        "action_edit_form": None,
        "saved": None,
        "card_names": cards.card_names(),
        "refusals": playing.refusals(scenario),
        "object_groups": object_groups(document),
    }
    context.update(overrides)
    return context


def respond(request, scenario, section, ok, **overrides):
    """Answer a builder request: the changed section for htmx, else the whole page."""
    if request.htmx:
        context = builder_context(scenario, **overrides)
        context["section"] = section
        context["oob_sections"] = DEPENDENT_SECTIONS.get(section, ()) if ok else ()
        response = render(request, "rulings/partials/builder_response.html", context)
    elif ok and request.method == "POST":
        response = redirect(reverse("rulings:scenario_edit", args=[scenario.pk]) + f"#section-{section}")
    else:
        status = 200 if ok else 422
        response = render(request, "rulings/scenario_edit.html", builder_context(scenario, **overrides), status=status)
    # The same URL answers with a section or the whole page: caches must keep them apart.
    patch_vary_headers(response, ["HX-Request"])
    return response


def _save_or_errors(scenario, candidate, form, field_for):
    """Store the candidate document if the engine accepts it; else attach its errors to form."""
    problems = validation.validate(candidate)
    if problems:
        attach_problems(form, problems, field_for)
        return False
    store.save_document(scenario, candidate)
    return True


@owner_required
@require_GET
def edit(request, scenario):
    undo = _pending_undo(request, scenario) if request.GET.get("removed") else None
    return render(request, "rulings/scenario_edit.html",
                  builder_context(scenario, removed=_undo_view(undo) if undo else None))


@owner_required
@require_POST
def details(request, scenario):
    form = DetailsForm(request.POST)
    if form.is_valid():
        data = form.cleaned_data
        candidate = builder.set_details(
            scenario.document, data["name"].strip(), data["question"].strip(), data["description"].strip(),
            data["rules"] or None,  # not sent: the edition stays as it is
        )
        if _save_or_errors(scenario, candidate, form, DetailsForm.field_for):
            return respond(request, scenario, "details", True, saved="details")
    return respond(request, scenario, "details", False, details_form=form)


@owner_required
@require_POST
def players(request, scenario):
    form = PlayersForm(request.POST, players=scenario.document.get("players") or [])
    if form.is_valid():
        kept = form.players()
        candidate = builder.set_players(scenario.document, kept)
        field_for = form.field_for_factory([old for old, _ in kept])
        if _save_or_errors(scenario, candidate, form, field_for):
            return respond(request, scenario, "players", True, saved="players")
    return respond(request, scenario, "players", False, players_form=form)


@owner_required
@require_POST
def turn(request, scenario):
    phases, steps = choices.turn_choices()
    players_names = [p.get("name") for p in scenario.document.get("players") or []]
    form = TurnForm(request.POST, players=players_names, phases=phases, steps=steps)
    if form.is_valid():
        data = form.cleaned_data
        candidate = builder.set_turn(
            scenario.document, data["number"], data["active_player"], data["phase"], data["step"] or None,
            data["priority_player"] or None,
        )
        if _save_or_errors(scenario, candidate, form, TurnForm.field_for):
            return respond(request, scenario, "turn", True, saved="turn")
    return respond(request, scenario, "turn", False, turn_form=form)


@owner_required
@require_POST
def expect(request, scenario):
    """The expected ruling (the `expect` block): the replay checks it."""
    form = ExpectForm(request.POST, document=scenario.document, prefix="expect")
    if form.is_valid():
        candidate = builder.set_expect(scenario.document, form.expect())
        if _save_or_errors(scenario, candidate, form, form.field_for):
            return respond(request, scenario, "expect", True, saved="expect")
    return respond(request, scenario, "expect", False, expect_form=form)


# --- Objects ---------------------------------------------------------------------------


def _item_index(scenario, key, i):
    """`i` if the document's list `key` ("objects", "actions") has such an item, else 404."""
    if not 0 <= i < len(scenario.document.get(key) or []):
        raise Http404(f"No such {key[:-1]} in this scenario.")
    return i


def _object_index(scenario, i):
    return _item_index(scenario, "objects", i)


def _save_whole_or_problems(request, scenario, candidate, section, problems_key):
    """Save a change that has no form (delete, move); if it breaks the document, say why and keep it."""
    problems = validation.validate(candidate)
    if problems:
        described = [f"{validation.describe_path(p.path)}: {p.message}" for p in problems]
        return respond(request, scenario, section, False, **{problems_key: described})
    store.save_document(scenario, candidate)
    return respond(request, scenario, section, True, saved=section)


@owner_required
@require_POST
def object_add(request, scenario):
    document = scenario.document
    form = ObjectForm(request.POST, document=document, prefix="new-object")
    if form.is_valid():
        obj = object_from_form(form, document, existing=None)
        position = len(document.get("objects") or [])
        candidate = builder.add_object(document, obj)
        if _save_or_errors(scenario, candidate, form, form.field_for_factory(position)):
            return respond(request, scenario, "objects", True, saved="objects")
    return respond(request, scenario, "objects", False, object_form=form)


@owner_required
@require_http_methods(["GET", "POST"])
def object_edit(request, scenario, i):
    i = _object_index(scenario, i)
    document = scenario.document
    existing = document["objects"][i]
    if request.method == "GET":
        form = ObjectForm(document=document, initial=ObjectForm.initial_for(existing), prefix=f"object-{i}")
        return respond(request, scenario, "objects", True, editing_object=i, object_edit_form=form)
    form = ObjectForm(request.POST, document=document, prefix=f"object-{i}")
    if form.is_valid():
        obj = object_from_form(form, document, existing=existing)
        candidate = builder.replace_object(document, i, obj)
        if _save_or_errors(scenario, candidate, form, form.field_for_factory(i)):
            return respond(request, scenario, "objects", True, saved="objects")
    return respond(request, scenario, "objects", False, editing_object=i, object_edit_form=form)


@owner_required
@require_POST
def object_delete(request, scenario, i):
    i = _object_index(scenario, i)
    candidate = builder.delete_object(scenario.document, i)
    # Something may still refer to the object: then say what, and keep the object.
    return _save_whole_or_problems(request, scenario, candidate, "objects", "delete_problems")


# --- Actions ---------------------------------------------------------------------------


def _action_index(scenario, i):
    return _item_index(scenario, "actions", i)


@owner_required
@require_POST
def action_add(request, scenario):
    document = scenario.document
    form = ActionForm(request.POST, document=document, prefix="new-action")
    if form.is_valid():
        action = action_from_form(form)
        position = len(document.get("actions") or [])
        candidate = builder.add_action(document, action)
        if _save_or_errors(scenario, candidate, form, form.field_for_factory(position)):
            return respond(request, scenario, "actions", True, saved="actions")
    return respond(request, scenario, "actions", False, action_form=form)


@owner_required
@require_http_methods(["GET", "POST"])
def action_edit(request, scenario, i):
    i = _action_index(scenario, i)
    document = scenario.document
    if request.method == "GET":
        form = ActionForm(document=document, initial=ActionForm.initial_for(document["actions"][i]), prefix=f"action-{i}",
                          position=i)
        _flag_refusal(form, playing.refusals(scenario).get(i))
        return respond(request, scenario, "actions", True, editing_action=i, action_edit_form=form,
                       action_kept=_kept(document["actions"][i]))
    form = ActionForm(request.POST, document=document, initial=ActionForm.initial_for(document["actions"][i]),
                      prefix=f"action-{i}", position=i)
    if form.is_valid():
        candidate = builder.replace_action(document, i, keep_unshown(document["actions"][i], action_from_form(form)))
        if _save_or_errors(scenario, candidate, form, form.field_for_factory(i)):
            return respond(request, scenario, "actions", True, saved="actions")
    return respond(request, scenario, "actions", False, editing_action=i, action_edit_form=form,
                   action_kept=_kept(document["actions"][i]))


def _kept(action: dict) -> list[tuple[str, str]]:
    """What saving the action's form keeps as stored, though no field shows it: (path, JSON value)."""
    return [(path, json.dumps(value, ensure_ascii=False)) for path, value in unshown(action).items()]


def _flag_refusal(form, refusal) -> None:
    """Show why the rules refuse the action at the field that fixes it."""
    if refusal and refusal["field"] in form.fields:
        form.cleaned_data = {}
        form.add_error(refusal["field"], refusal["reason"])


@owner_required
@require_POST
def action_move(request, scenario, i):
    i = _action_index(scenario, i)
    offset = -1 if request.POST.get("direction") == "up" else 1
    candidate = builder.move_action(scenario.document, i, offset)
    if candidate == scenario.document:  # already first or last
        return respond(request, scenario, "actions", True, saved="actions")
    return _save_whole_or_problems(request, scenario, candidate, "actions", "action_problems")


@owner_required
@require_POST
def action_delete(request, scenario, i):
    """Remove an action; it can be undone (action_restore) until another is removed."""
    i = _action_index(scenario, i)
    removed = scenario.document["actions"][i]
    candidate = builder.delete_action(scenario.document, i)
    if validation.validate(candidate):  # something still needs it: say what, keep it
        return _save_whole_or_problems(request, scenario, candidate, "actions", "action_problems")
    store.save_document(scenario, candidate)
    undo = {"scenario": scenario.pk, "index": i, "action": removed}
    request.session[UNDO_KEY] = undo
    if request.htmx:
        response = respond(request, scenario, "actions", True, saved="actions", removed=_undo_view(undo))
        return response
    return redirect(reverse("rulings:scenario_edit", args=[scenario.pk]) + "?removed=1#section-actions")


UNDO_KEY = "removed_action"


def _undo_view(undo: dict) -> dict:
    from .templatetags.rulings_extras import action_text
    return {"number": undo["index"] + 1, "text": action_text(undo["action"])}


def _pending_undo(request, scenario) -> dict | None:
    undo = request.session.get(UNDO_KEY)
    return undo if undo and undo.get("scenario") == scenario.pk else None


@owner_required
@require_POST
def action_restore(request, scenario):
    """Undo the last removal: put the removed action back where it was."""
    undo = _pending_undo(request, scenario)
    if undo is None:
        return respond(request, scenario, "actions", False, action_problems=["There is no removed action to put back."])
    request.session.pop(UNDO_KEY, None)
    candidate = builder.add_action(scenario.document, undo["action"], position=undo["index"])
    return _save_whole_or_problems(request, scenario, candidate, "actions", "action_problems")
