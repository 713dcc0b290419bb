"""Choices made during an action that take rows of the action form: new targets
for the copies of a spell (503.10b) and "as it comes into play" choices
(419.1b). Which replacement effect applies first (419.9a) and which legend is
kept (704.5j) are lists of ids, typed like the trigger order (builder_forms).

Empty rows are ignored, and an action that makes none of these choices gets no
key for them. The engine checks the values; its errors come back to the row
and field their path names.
"""
from __future__ import annotations

from django import forms

from .services import choices
from .widgets import KeepingSelect

COPY_ROWS = 2
CHOICE_ROWS = 2
MAX_COPIES = 100
# The rows' field name prefixes, as builder_forms.ROW_FIELDS lists them.
ROW_FIELDS = {
    "copy": (("copy_spell_", "copy_number_", "copy_target_"), COPY_ROWS),
    "choose": (("choose_object_", "choose_color_", "choose_creature_type_", "choose_source_", "choose_cards_", "choose_top_",
                "choose_bottom_", "choose_search_", "choose_may_", "choose_pays_", "choose_flip_", "choose_roll_",
                "choose_dredge_"),
               CHOICE_ROWS),
}
PREFIXES = tuple(prefix for names, _ in ROW_FIELDS.values() for prefix in names)
# the kinds of choice these rows show and write (builder_forms.keep_unshown keeps the others)
SHOWN_CHOICES = frozenset({"color", "creature_type", "source", "cards", "top", "bottom", "search", "may", "pays", "flip", "roll", "dredge"})
# yes/no choices made as an effect is applied: its field's words, and the help text
YES_NO = {
    "may": ("\u201cyou may\u201d", "does it", "doesn't", "Its controller's optional instruction (\u201cyou may draw a card\u201d); "
            "without a choice they don't."),
    "pays": ("\u201cunless [a player] pays\u201d", "pays", "doesn't pay", "Ward, \u201ccounter unless its controller pays\u201d, "
             "an upkeep cost: whether the player pays; without a choice they don't."),
}
FLIP = (("", "\u2014"), ("won", "won the flip"), ("lost", "lost the flip"))


class EngineCheckedChoiceField(forms.ChoiceField):
    """A select offering the engine's own words whose value the engine's
    validator checks, so a wrong one gets the engine's message at its field
    (and the page showing it still holds it, KeepingSelect)."""

    widget = KeepingSelect

    def valid_value(self, value) -> bool:
        return True


def color_field(label: str) -> EngineCheckedChoiceField:
    """A color as the engine's "choose a color" names them, WUBRG (419.1b)."""
    return EngineCheckedChoiceField(required=False, label=label,
                                    choices=[("", "—")] + [(c, c) for c in choices.color_choices()])


def add_row_fields(form: forms.Form, rows: dict, object_choices: list, target_choices: list) -> None:
    """The copy and choice rows, `rows[group]` of each. The engine checks every
    value: an id no object has gets its 'no object' at the field, and a token
    an instruction will make (which the lists don't offer) is still accepted."""
    blank = [("", "—")]
    for row in range(rows["copy"]):
        form.fields[f"copy_spell_{row}"] = EngineCheckedChoiceField(
            required=False, label=f"New target {row + 1}: copy of", choices=blank + object_choices)
        form.fields[f"copy_number_{row}"] = forms.IntegerField(
            required=False, min_value=1, max_value=MAX_COPIES, label=f"New target {row + 1}: copy number")
        form.fields[f"copy_target_{row}"] = EngineCheckedChoiceField(
            required=False, label=f"New target {row + 1}: target", choices=blank + target_choices)
    for row in range(rows["choose"]):
        form.fields[f"choose_object_{row}"] = EngineCheckedChoiceField(
            required=False, label=f"Choice {row + 1}: for",
            choices=blank + object_choices)
        form.fields[f"choose_color_{row}"] = color_field(f"Choice {row + 1}: color")
        form.fields[f"choose_creature_type_{row}"] = forms.CharField(
            required=False, max_length=60, label=f"Choice {row + 1}: creature type")
        form.fields[f"choose_source_{row}"] = EngineCheckedChoiceField(
            required=False, label=f"Choice {row + 1}: source chosen",
            choices=blank + object_choices, help_text="For \u201ca source of your choice\u201d (Circle of Protection).")
        form.fields[f"choose_cards_{row}"] = forms.CharField(
            required=False, max_length=500, label=f"Choice {row + 1}: cards its effect picks",
            help_text="Ids of the cards, in order: those a \u201creturn a card from your graveyard instead\u201d effect "
                      "returns, those a player discards to this spell or ability, or those it scries to the bottom, "
                      "surveils into the graveyard or finds in a search.")
        form.fields[f"choose_top_{row}"] = forms.CharField(
            required=False, max_length=500, label=f"Choice {row + 1}: cards put back on top",
            help_text="Ids of the cards a scry or surveil puts back on top of the library, top card first.")
        form.fields[f"choose_bottom_{row}"] = forms.CharField(
            required=False, max_length=500, label=f"Choice {row + 1}: cards put on the bottom",
            help_text="Ids of the cards put on the bottom of the library in any order, the one nearest the top first.")
        form.fields[f"choose_search_{row}"] = forms.ChoiceField(
            required=False, label=f"Choice {row + 1}: \u201cyou may search\u201d",
            choices=[("", "\u2014"), ("yes", "searches"), ("no", "doesn't search")])
        for kind, (label, yes, no, help_text) in YES_NO.items():
            form.fields[f"choose_{kind}_{row}"] = forms.ChoiceField(
                required=False, label=f"Choice {row + 1}: {label}", help_text=help_text,
                choices=[("", "\u2014"), ("yes", yes), ("no", no)])
        form.fields[f"choose_flip_{row}"] = EngineCheckedChoiceField(
            required=False, label=f"Choice {row + 1}: coin flip", choices=FLIP,
            help_text="How a coin flip its ability has its controller make went (511.1 / 705.2).")
        form.fields[f"choose_roll_{row}"] = forms.IntegerField(
            required=False, min_value=1, max_value=20, label=f"Choice {row + 1}: die roll",
            help_text="The natural result of the die its ability has its controller roll (706.1a).")
        form.fields[f"choose_dredge_{row}"] = forms.BooleanField(
            required=False, label=f"Choice {row + 1}: dredge it instead of a draw")


def copy_rows(form: forms.Form) -> list[list]:
    return [[form[f"{prefix}{r}"] for prefix in ROW_FIELDS["copy"][0]] for r in range(form.rows["copy"])]


def choice_rows(form: forms.Form) -> list[list]:
    return [[form[f"{prefix}{r}"] for prefix in ROW_FIELDS["choose"][0]] for r in range(form.rows["choose"])]


def check_rows(form: forms.Form) -> None:
    """A row with a value but nothing to apply it to is an error, not an empty row."""
    data = form.cleaned_data
    for r in range(form.rows["copy"]):
        if not data.get(f"copy_spell_{r}") and (data.get(f"copy_target_{r}") or data.get(f"copy_number_{r}")):
            form.add_error(f"copy_spell_{r}", "Pick the spell whose copy gets this target.")
    for r in range(form.rows["choose"]):
        if not data.get(f"choose_object_{r}") and (data.get(f"choose_color_{r}") or (data.get(f"choose_creature_type_{r}") or "").strip()
                                                    or (data.get(f"choose_cards_{r}") or "").strip() or data.get(f"choose_dredge_{r}")
                                                    or (data.get(f"choose_top_{r}") or "").strip() or data.get(f"choose_search_{r}")
                                                    or (data.get(f"choose_bottom_{r}") or "").strip()
                                                    or data.get(f"choose_source_{r}") or data.get(f"choose_may_{r}")
                                                    or data.get(f"choose_pays_{r}") or data.get(f"choose_flip_{r}")
                                                    or data.get(f"choose_roll_{r}") is not None):
            form.add_error(f"choose_object_{r}", "Pick the permanent this choice is made for.")


def initial_for(action: dict) -> dict:
    """The rows showing an action's copy_targets and choices: one row per new
    target, with its copy's number; one row per permanent's choices."""
    initial: dict = {}
    copies = action.get("copy_targets") if isinstance(action.get("copy_targets"), dict) else {}
    rows = [(spell, number, target)
            for spell, per_copy in copies.items() if isinstance(per_copy, list)
            for number, targets in enumerate(per_copy, start=1)
            for target in (targets if isinstance(targets, list) and targets else [None])]
    for row, (spell, number, target) in enumerate(rows):
        initial.update({f"copy_spell_{row}": spell, f"copy_number_{row}": number, f"copy_target_{row}": target})
    made = action.get("choices") if isinstance(action.get("choices"), dict) else {}
    for row, (obj, chosen) in enumerate(made.items()):
        chosen = chosen if isinstance(chosen, dict) else {}
        cards = chosen.get("cards")
        for pile in ("top", "bottom"):
            ids = chosen.get(pile)
            initial[f"choose_{pile}_{row}"] = " ".join(str(c) for c in ids) if isinstance(ids, list) else ids
        for kind in ("search", *YES_NO):
            initial[f"choose_{kind}_{row}"] = {True: "yes", False: "no"}.get(chosen.get(kind), "")
        initial[f"choose_flip_{row}"] = chosen.get("flip")
        initial[f"choose_roll_{row}"] = chosen.get("roll")
        initial.update({f"choose_object_{row}": obj, f"choose_color_{row}": chosen.get("color"),
                        f"choose_creature_type_{row}": chosen.get("creature_type"), f"choose_source_{row}": chosen.get("source"),
                        f"choose_cards_{row}": " ".join(str(c) for c in cards) if isinstance(cards, list) else cards,
                        f"choose_dredge_{row}": chosen.get("dredge") is True})
    return initial


def _copies(data: dict, rows: int) -> tuple[dict, dict]:
    """({spell: [[target, ...] per copy]}, {path key: row}). A row without a copy
    number is the next copy of its spell; copies no row names keep their targets
    (an empty list)."""
    per_spell: dict[str, list[list[str]]] = {}
    where: dict[tuple, int] = {}
    for r in range(rows):
        spell = data.get(f"copy_spell_{r}")
        if not spell:
            continue
        copies = per_spell.setdefault(spell, [])
        where.setdefault((spell,), r)
        number = data.get(f"copy_number_{r}") or len(copies) + 1
        copies.extend([] for _ in range(number - len(copies)))
        where.setdefault((spell, number - 1), r)
        if data.get(f"copy_target_{r}"):
            where[(spell, number - 1, len(copies[number - 1]))] = r
            copies[number - 1].append(data[f"copy_target_{r}"])
    return per_spell, where


def _choices(data: dict, rows: int) -> tuple[dict, dict]:
    """({object: {"color": ..., "creature_type": ...}}, {path key: row}); two rows
    for one permanent add up."""
    made: dict[str, dict] = {}
    where: dict[tuple, int] = {}
    for r in range(rows):
        obj = data.get(f"choose_object_{r}")
        if not obj:
            continue
        chosen = made.setdefault(obj, {})
        where.setdefault((obj,), r)
        for kind in ("color", "creature_type", "source"):
            value = (data.get(f"choose_{kind}_{r}") or "").strip()
            if value:
                chosen[kind] = value
                where[(obj, kind)] = r
        for kind in ("cards", "top", "bottom"):
            cards = (data.get(f"choose_{kind}_{r}") or "").replace(",", " ").split()
            if cards:
                chosen[kind] = cards
                where[(obj, kind)] = r
        for kind in ("search", *YES_NO):
            if data.get(f"choose_{kind}_{r}"):
                chosen[kind] = data[f"choose_{kind}_{r}"] == "yes"
                where[(obj, kind)] = r
        if data.get(f"choose_flip_{r}"):
            chosen["flip"] = data[f"choose_flip_{r}"]
            where[(obj, "flip")] = r
        if data.get(f"choose_roll_{r}") is not None:
            chosen["roll"] = data[f"choose_roll_{r}"]
            where[(obj, "roll")] = r
        if data.get(f"choose_dredge_{r}"):
            chosen["dredge"] = True
            where[(obj, "dredge")] = r
    return made, where


def into_action(form: forms.Form, action: dict) -> None:
    """Add the rows' copy_targets and choices to the action, if any row holds one."""
    copies, _ = _copies(form.cleaned_data, form.rows["copy"])
    if copies:
        action["copy_targets"] = copies
    made, _ = _choices(form.cleaned_data, form.rows["choose"])
    if made:
        action["choices"] = made


def field_for(form: forms.Form, rest: tuple) -> str | None:
    """The field an engine error under an action's copy_targets or choices names:
    copy_targets.bolt[1][0] -> the row of bolt's second copy's first target."""
    data = getattr(form, "cleaned_data", None) or {}
    if rest[0] == "copy_targets" and len(rest) >= 2:
        _, where = _copies(data, form.rows["copy"])
        key = tuple(rest[1:4])
        while key and key not in where:
            key = key[:-1]
        if not key:
            return None
        return f"copy_target_{where[key]}" if len(key) == 3 else f"copy_spell_{where[key]}"
    if rest[0] == "choices" and len(rest) >= 2:
        _, where = _choices(data, form.rows["choose"])
        kind = rest[2] if len(rest) >= 3 and (rest[1], rest[2]) in where else None
        if kind:
            return f"choose_{kind}_{where[(rest[1], kind)]}"
        return f"choose_object_{where[(rest[1],)]}" if (rest[1],) in where else None
    return None
