"""The form for one action of a scenario document: its type, player, object, targets, choices and
payments, combat's rows; the action it makes, keeping what the form has no field for."""
from __future__ import annotations

import re

from django import forms

from .. import builder_action_choices as action_choices
from ..engine.scenario.format2 import to_format1
from ..services import choices, form_options
from ..services.choices import ACTION_WORDS_2026
from ..widgets import FastCheckboxes, FastSelect
from .common import INT_LIMIT, object_label, player_names, is_today, words_of


MANA_TYPES = ("W", "U", "B", "R", "G", "C")
BLOCK_ROWS = 3
ASSIGNMENT_ROWS = 3
MANA_ROWS = 2
TRIGGER_ROWS = 2


# Each list of pairs shows at least its default rows, and always one empty row
# more than it holds, so an action with five blocks keeps all five when edited.
ROW_FIELDS = {
    "block": (("block_blocker_", "block_attacker_"), BLOCK_ROWS),
    "assign": (("assign_source_", "assign_to_", "assign_amount_"), ASSIGNMENT_ROWS),
    "mana": (("mana_object_", "mana_ability_", "mana_choice_"), MANA_ROWS),
    "trigger": (("trigger_source_", "trigger_target_"), TRIGGER_ROWS),
    **action_choices.ROW_FIELDS,
}


MAX_ROWS = 40


def _id_list_field(label: str, help_text: str) -> forms.CharField:
    """A list of ids typed in a line (ActionForm.ID_LIST_FIELDS)."""
    return forms.CharField(required=False, max_length=500, label=label, help_text=help_text)


class ActionForm(forms.Form):
    """One thing a player does: its type, who does it, with what, and at what.

    Lists of pairs in the format (blocks, damage assignments, mana abilities
    played while paying, targets of triggered abilities) are a few rows of
    selects each; empty rows are ignored.
    """

    type = forms.ChoiceField(widget=FastSelect, label="Action")
    player = forms.ChoiceField(widget=FastSelect, label="Player")
    object = forms.ChoiceField(widget=FastSelect, required=False, label="Object", help_text="The card played, or the source of the ability.")
    ability = forms.IntegerField(
        required=False, min_value=0, max_value=100, label="Ability number",
        help_text="For activate ability: 0 is the object’s first ability.",
    )
    targets = forms.MultipleChoiceField(required=False, label="Targets", widget=FastCheckboxes)
    x = forms.IntegerField(required=False, min_value=0, max_value=INT_LIMIT, label="X")
    mode = forms.IntegerField(required=False, min_value=0, max_value=10, label="Mode",
                              help_text="For a modal spell: 0 is the first mode.")
    choice = forms.CharField(required=False, max_length=60, label="Choice",
                             help_text="A choice the card asks for, e.g. a mana type: G.")
    face_down = forms.BooleanField(required=False, label="Play it face down (morph)")
    kicked = forms.BooleanField(required=False, label="Pay its kicker cost (kicked)")
    sacrifice = forms.MultipleChoiceField(required=False, label="Sacrifice to pay the cost",
                                          widget=FastCheckboxes)
    pay_mana = forms.CharField(
        required=False, max_length=120, label="Generic mana paid with",
        help_text="Which mana of the pool pays the generic part, e.g. {G}{G}; "
                  "otherwise colorless first, then W, U, B, R, G.",
    )
    attackers = forms.MultipleChoiceField(required=False, label="Attacking creatures",
                                          widget=FastCheckboxes)
    note = forms.CharField(required=False, max_length=500, label="Note",
                           help_text="Your own words about this action (the engine ignores it).")
    until = forms.ChoiceField(
        required=False, label="Pass until", widget=FastSelect,
        help_text="For pass until: every player passes priority until the game reaches this step or phase "
                  "(refused, with the rule, if a spell, a trigger or a declaration of blockers is in the way).")
    trigger_order = _id_list_field(
        "Order of triggered abilities",
        "Ids of their sources, as each player puts them on the stack: the first goes on "
        "first, so the last resolves first. Empty: the order they triggered.")
    replacement_order = _id_list_field(
        "Order of replacement and prevention effects",
        "When several would change one event: ids of their sources (the permanent, or the spell or "
        "ability that made the shield), the first applies first. Empty: the oldest first.")
    legend_keep = _id_list_field(
        "Legendary permanents kept (2026 rules)",
        "When a player has two or more legendary permanents with the same name: the ids of those kept; "
        "the rest go to the graveyard. Empty: the newest stays.")
    discard = _id_list_field(
        "Cards discarded to seven in cleanup",
        "Ids of the cards the active player discards in a cleanup step during this action (314.1). "
        "Empty: the last cards of the hand.")

    MAIN_FIELDS = ("type", "player", "object", "targets", "note")
    COST_FIELDS = ("ability", "x", "mode", "choice", "face_down", "kicked", "sacrifice", "pay_mana")
    # Lists of ids typed in a line: 410.3, 419.9a, 704.5j.
    ID_LIST_FIELDS = ("trigger_order", "replacement_order", "legend_keep", "discard")

    def __init__(self, *args, document=None, position=None, **kwargs):
        """`position`: where the action stands (None: after the last one); the lists
        offer what can be right at that moment (services.form_options)."""
        super().__init__(*args, **kwargs)
        document = document or {}
        players = player_names(document)
        objects = [o for o in document.get("objects") or [] if o.get("id")]
        object_choices = [(str(o["id"]), object_label(o, document)) for o in objects]
        self.object_ids = {oid for oid, _ in object_choices}
        blank = [("", "—")]
        words = ACTION_WORDS_2026 if is_today(document) else {}
        self.fields["type"].choices = [(t, words.get(t) or t.replace("_", " ")) for t in choices.action_types()]
        self.fields["until"].choices = [("", "(not passing until)")] + choices.pass_until_choices(is_today(document))
        self.fields["player"].choices = [(p, p) for p in players]
        self.fields["object"].choices = [("", "(none)")] + object_choices
        self.fields["targets"].choices = [(p, f"{p} (player)") for p in players] + object_choices
        self.fields["sacrifice"].choices = object_choices
        self.fields["attackers"].choices = object_choices
        self.rows = {group: self._row_count(*spec) for group, spec in ROW_FIELDS.items()}
        for row in range(self.rows["block"]):
            self.fields[f"block_blocker_{row}"] = forms.ChoiceField(widget=FastSelect,
                required=False, label=f"Block {row + 1}: blocker", choices=blank + object_choices)
            self.fields[f"block_attacker_{row}"] = forms.ChoiceField(widget=FastSelect,
                required=False, label=f"Block {row + 1}: blocks", choices=blank + object_choices)
        for row in range(self.rows["assign"]):
            self.fields[f"assign_source_{row}"] = forms.ChoiceField(widget=FastSelect,
                required=False, label=f"Damage {row + 1}: from", choices=blank + object_choices)
            self.fields[f"assign_to_{row}"] = forms.ChoiceField(widget=FastSelect,
                required=False, label=f"Damage {row + 1}: to",
                choices=blank + [(p, f"{p} (player)") for p in players] + object_choices)
            self.fields[f"assign_amount_{row}"] = forms.IntegerField(
                required=False, min_value=0, max_value=INT_LIMIT, label=f"Damage {row + 1}: amount")
        for row in range(self.rows["mana"]):
            self.fields[f"mana_object_{row}"] = forms.ChoiceField(widget=FastSelect,
                required=False, label=f"Mana ability {row + 1}: of", choices=blank + object_choices)
            self.fields[f"mana_ability_{row}"] = forms.IntegerField(
                required=False, min_value=0, max_value=100, label=f"Mana ability {row + 1}: number")
            self.fields[f"mana_choice_{row}"] = forms.ChoiceField(widget=FastSelect,
                required=False, label=f"Mana ability {row + 1}: mana type",
                choices=[("", "—")] + [(c, c) for c in MANA_TYPES])
        for row in range(self.rows["trigger"]):
            self.fields[f"trigger_source_{row}"] = forms.ChoiceField(widget=FastSelect,
                required=False, label=f"Triggered ability {row + 1}: of", choices=blank + object_choices)
            self.fields[f"trigger_target_{row}"] = forms.ChoiceField(widget=FastSelect,
                required=False, label=f"Triggered ability {row + 1}: target",
                choices=blank + [(p, f"{p} (player)") for p in players] + object_choices)
        action_choices.add_row_fields(self, self.rows, object_choices,
                                      [(p, f"{p} (player)") for p in players] + object_choices)

        if objects:
            self._offer_what_can_be_right(document, position)

    # which lists show which objects at the action's moment (form_options)
    FILTERED = (("targets", "targets"), ("sacrifice", "permanents"), ("attackers", "attackers"),
                ("block_blocker_", "creatures"), ("block_attacker_", "creatures"), ("assign_source_", "creatures"),
                ("assign_to_", "creatures"), ("mana_object_", "mana_sources"))

    def _offer_what_can_be_right(self, document, position) -> None:
        """Show in each list only the objects that can be right at the action's
        moment, and any the action already names; any object is still accepted (a
        judge may write down an action the rules refuse, to see why)."""
        fit = form_options.options_at(document, position)
        if fit is None:
            return
        named = {str(v) for v in self.initial.values() if isinstance(v, (str, int))}
        named |= {str(x) for v in self.initial.values() if isinstance(v, list) for x in v}
        for key in self.data:
            values = self.data.getlist(key) if hasattr(self.data, "getlist") else self.data[key]
            named |= {str(v) for v in (values if isinstance(values, (list, tuple)) else [values])}
        for name, field in self.fields.items():
            kind = next((k for prefix, k in self.FILTERED if name == prefix or (prefix.endswith("_") and name.startswith(prefix))), None)
            if kind is None:
                continue
            ids = getattr(fit, kind)
            field.widget.choices = [(v, label) for v, label in field.choices
                                    if v == "" or v not in self.object_ids or v in ids or v in named]

    def _row_count(self, names: tuple[str, ...], default: int) -> int:
        """Rows for one list: one more than the last row holding a value (posted or
        initial), at least `default`, at most MAX_ROWS."""
        filled = [(key, value) for key, value in self.initial.items()]
        start = len(self.prefix) + 1 if self.prefix else 0
        filled += [(key[start:], self.data.get(key)) for key in self.data if not self.prefix or key.startswith(self.prefix + "-")]
        last = -1
        for key, value in filled:
            if value in (None, "", []):
                continue
            for name in names:
                if key.startswith(name) and key[len(name):].isdigit():
                    last = max(last, int(key[len(name):]))
        return min(MAX_ROWS, max(default, last + 2))

    def fields_named(self, *names):
        return [self[name] for name in names]

    def main_fields(self):
        return self.fields_named(*self.MAIN_FIELDS)

    def cost_fields(self):
        return self.fields_named(*self.COST_FIELDS)

    def block_rows(self):
        return [self.fields_named(f"block_blocker_{r}", f"block_attacker_{r}") for r in range(self.rows["block"])]

    def assignment_rows(self):
        return [self.fields_named(f"assign_source_{r}", f"assign_to_{r}", f"assign_amount_{r}")
                for r in range(self.rows["assign"])]

    def mana_rows(self):
        return [self.fields_named(f"mana_object_{r}", f"mana_ability_{r}", f"mana_choice_{r}")
                for r in range(self.rows["mana"])]

    def trigger_rows(self):
        return [self.fields_named(f"trigger_source_{r}", f"trigger_target_{r}") for r in range(self.rows["trigger"])]

    def copy_rows(self):
        return action_choices.copy_rows(self)

    def choice_rows(self):
        return action_choices.choice_rows(self)

    def _used(self, names) -> bool:
        """Whether any of these fields holds a value or an error (their part of the form opens)."""
        return any(self[name].value() or name in self.errors for name in names)

    def uses_combat(self) -> bool:
        return self._used([f for f in self.fields if f.startswith(("block_", "assign_")) or f == "attackers"])

    def uses_extras(self) -> bool:
        return self._used(list(self.COST_FIELDS) + list(self.ID_LIST_FIELDS)
                          + [f for f in self.fields if f.startswith(("mana_", "trigger_", *action_choices.PREFIXES))])

    def clean(self):
        data = super().clean()
        action_choices.check_rows(self)
        if data.get("type") == "pass_until" and not data.get("until"):
            self.add_error("until", "Choose the step or phase the players pass priority until.")
        return data

    def clean_pay_mana(self) -> dict[str, int] | None:
        """"{G}{G}", "GG" or "g, g" -> {"G": 2}: the scenario format's `pay.mana`."""
        text = (self.cleaned_data.get("pay_mana") or "").upper()
        symbols = re.sub(r"[{}\s,]", "", text)
        if not symbols:
            return None
        if not re.fullmatch(r"[WUBRGC]+", symbols):
            raise forms.ValidationError("Mana symbols only: W, U, B, R, G or C, e.g. {G}{G}.")
        return {symbol: symbols.count(symbol) for symbol in "WUBRGC" if symbol in symbols}

    @staticmethod
    def initial_for(action: dict) -> dict:
        action = to_format1(action)  # a format 2 document's action, in the words the form offers
        initial = {
            key: action.get(key)
            for key in ("type", "player", "object", "ability", "x", "mode", "choice", "face_down", "kicked", "note")
        }
        for key in ActionForm.ID_LIST_FIELDS:
            initial[key] = " ".join(str(s) for s in action.get(key) or [])
        initial["targets"] = [str(t) for t in action.get("targets") or []]
        initial["attackers"] = [str(t) for t in action.get("attackers") or []]
        pay = action.get("pay") or {}
        initial["sacrifice"] = [str(t) for t in pay.get("sacrifice") or []]
        initial["pay_mana"] = "".join(
            f"{{{symbol}}}" * int(count)
            for symbol, count in (pay.get("mana") or {}).items()
            if isinstance(count, int) and count > 0
        )
        for row, block in enumerate((action.get("blocks") or [])[:MAX_ROWS]):
            initial[f"block_blocker_{row}"] = block.get("blocker")
            initial[f"block_attacker_{row}"] = block.get("attacker")
        for row, item in enumerate((action.get("assignments") or [])[:MAX_ROWS]):
            initial[f"assign_source_{row}"] = item.get("source")
            initial[f"assign_to_{row}"] = item.get("to")
            initial[f"assign_amount_{row}"] = item.get("amount")
        for row, item in enumerate((action.get("mana_abilities") or [])[:MAX_ROWS]):
            initial[f"mana_object_{row}"] = item.get("object")
            initial[f"mana_ability_{row}"] = item.get("ability")
            initial[f"mana_choice_{row}"] = item.get("choice")
        # One row per target; a trigger with two targets takes two rows with its source.
        pairs = [
            (source, target)
            for source, targets in (action.get("trigger_targets") or {}).items()
            for target in (targets if isinstance(targets, list) and targets else [None])
        ]
        for row, (source, target) in enumerate(pairs[:MAX_ROWS]):
            initial[f"trigger_source_{row}"] = source
            initial[f"trigger_target_{row}"] = target
        initial.update(action_choices.initial_for(action))
        for key in ("step", "phase"):  # pass_until
            if isinstance(action.get(key), str):
                initial["until"] = f"{key}:{action[key]}"
        return initial

    def field_for_factory(self, index: int):
        """actions[index].blocks[1].attacker -> "block_attacker_1", and so on."""
        rows = {"blocks": ("block_", {"blocker": "blocker", "attacker": "attacker"}),
                "assignments": ("assign_", {"source": "source", "to": "to", "amount": "amount"}),
                "mana_abilities": ("mana_", {"object": "object", "ability": "ability", "choice": "choice"})}

        def field_for(parts):
            if len(parts) < 2 or parts[0] != "actions" or parts[1] != index:
                return None
            rest = parts[2:]
            if not rest:
                return "type"
            key = rest[0]
            if key in rows and len(rest) >= 2 and isinstance(rest[1], int):
                prefix, names = rows[key]
                sub = rest[2] if len(rest) >= 3 and rest[2] in names else next(iter(names))
                return f"{prefix}{names[sub]}_{rest[1]}"
            if key == "trigger_targets":
                sources = [self.data.get(self.add_prefix(f"trigger_source_{r}")) for r in range(self.rows["trigger"])]
                named = rest[1] if len(rest) >= 2 else None
                row = sources.index(named) if named in sources else 0
                return f"trigger_target_{row}" if len(rest) >= 3 else f"trigger_source_{row}"
            if key == "pay":
                return "pay_mana" if len(rest) >= 2 and rest[1] == "mana" else "sacrifice"
            if key in ("copy_targets", "choices"):
                return action_choices.field_for(self, rest) or ("copy_spell_0" if key == "copy_targets" else "choose_object_0")
            if key in ("step", "phase"):
                return "until"
            return key if isinstance(key, str) and key in self.fields else None

        return field_for


# what action_from_form writes: the rest of an imported action has no field in the form
FORM_ACTION_KEYS = frozenset({"type", "player", "object", "ability", "targets", "attackers", "x", "mode", "choice", "face_down",
                              "kicked", "note", "step", "phase", "pay", "blocks", "assignments", "mana_abilities",
                              "trigger_targets", "copy_targets", "choices", *ActionForm.ID_LIST_FIELDS})


FORM_PAY_KEYS = frozenset({"sacrifice", "mana"})
FORM_MANA_ABILITY_KEYS = frozenset({"object", "ability", "choice"})


def unshown(old: dict) -> dict:
    """The parts of a stored action the form has no field for (an imported action's
    `modes`, `pay.discard`, a `choices` entry's `may` or `flip`, a mana ability's `pay`),
    as {dotted path: value}: editing the action keeps them, and its form says so."""
    out = {k: v for k, v in old.items() if k not in FORM_ACTION_KEYS}
    if isinstance(old.get("pay"), dict):
        out.update({f"pay.{k}": v for k, v in old["pay"].items() if k not in FORM_PAY_KEYS})
    if isinstance(old.get("choices"), dict):
        out.update({f"choices.{obj}.{k}": v for obj, made in old["choices"].items() if isinstance(made, dict)
                    for k, v in made.items() if k not in action_choices.SHOWN_CHOICES})
    for i, entry in enumerate(old.get("mana_abilities") or ()):
        if isinstance(entry, dict):
            out.update({f"mana_abilities[{i}].{k}": v for k, v in entry.items() if k not in FORM_MANA_ABILITY_KEYS})
    return out


def keep_unshown(old: dict, new: dict) -> dict:
    """`new` (the form's action) with what the form can't show of `old` put back, so
    saving an edit loses nothing typed elsewhere (an import, the JSON editor). Of a
    different type of action only the choices are kept: the rest belongs to the old type."""
    same_type = old.get("type") == new.get("type")
    result = dict(new)
    if same_type:
        result.update({k: v for k, v in old.items() if k not in FORM_ACTION_KEYS and k not in new})
        extra_pay = {k: v for k, v in (old.get("pay") or {}).items() if k not in FORM_PAY_KEYS} \
            if isinstance(old.get("pay"), dict) else {}
        if extra_pay:
            result["pay"] = {**extra_pay, **(new.get("pay") or {})}
        old_mana = {(e.get("object"), e.get("ability", 0)): e for e in old.get("mana_abilities") or () if isinstance(e, dict)}
        if old_mana and new.get("mana_abilities"):
            result["mana_abilities"] = [
                {**{k: v for k, v in old_mana.get((e["object"], e.get("ability", 0)), {}).items() if k not in FORM_MANA_ABILITY_KEYS}, **e}
                for e in new["mana_abilities"]]
    if isinstance(old.get("choices"), dict):
        choices = {obj: dict(made) for obj, made in (new.get("choices") or {}).items()}
        for obj, made in old["choices"].items():
            extra = {k: v for k, v in made.items() if k not in action_choices.SHOWN_CHOICES} if isinstance(made, dict) else {}
            if extra:
                choices[obj] = {**extra, **choices.get(obj, {})}
        if choices:
            result["choices"] = choices
    return result


def action_from_form(form: ActionForm) -> dict:
    """The action as the scenario format writes it; empty fields are left out."""
    data = form.cleaned_data
    action = {"type": data["type"], "player": data["player"]}
    if data.get("object"):
        action["object"] = data["object"]
    if data.get("ability") is not None:
        action["ability"] = data["ability"]
    for key in ("targets", "attackers"):
        if data.get(key):
            action[key] = list(data[key])
    for key in ("x", "mode"):
        if data.get(key) is not None:
            action[key] = data[key]
    if (data.get("choice") or "").strip():
        action["choice"] = data["choice"].strip()
    if data.get("face_down"):
        action["face_down"] = True
    if data.get("kicked"):
        action["kicked"] = True
    if (data.get("note") or "").strip():
        action["note"] = data["note"].strip()
    if data.get("type") == "pass_until" and data.get("until"):
        key, _, where = data["until"].partition(":")
        action[key] = where
    pay = {}
    if data.get("sacrifice"):
        pay["sacrifice"] = list(data["sacrifice"])
    if data.get("pay_mana"):
        pay["mana"] = data["pay_mana"]
    if pay:
        action["pay"] = pay
    blocks = [
        {"blocker": data[f"block_blocker_{r}"], "attacker": data[f"block_attacker_{r}"]}
        for r in range(form.rows["block"])
        if data.get(f"block_blocker_{r}") or data.get(f"block_attacker_{r}")
    ]
    if blocks:
        action["blocks"] = blocks
    assignments = [
        {"source": data[f"assign_source_{r}"], "to": data[f"assign_to_{r}"], "amount": data.get(f"assign_amount_{r}") or 0}
        for r in range(form.rows["assign"])
        if data.get(f"assign_source_{r}") or data.get(f"assign_to_{r}")
    ]
    if assignments:
        action["assignments"] = assignments
    mana = []
    for r in range(form.rows["mana"]):
        if data.get(f"mana_object_{r}"):
            entry = {"object": data[f"mana_object_{r}"], "ability": data.get(f"mana_ability_{r}") or 0}
            if (data.get(f"mana_choice_{r}") or "").strip():
                entry["choice"] = data[f"mana_choice_{r}"].strip()
            mana.append(entry)
    if mana:
        action["mana_abilities"] = mana
    triggers: dict[str, list[str]] = {}
    for r in range(form.rows["trigger"]):
        if data.get(f"trigger_source_{r}"):
            target = data.get(f"trigger_target_{r}")
            chosen = triggers.setdefault(data[f"trigger_source_{r}"], [])
            if target:
                chosen.append(target)
    if triggers:
        action["trigger_targets"] = triggers
    for key in ActionForm.ID_LIST_FIELDS:
        ids = words_of(data.get(key))
        if ids:
            action[key] = ids
    action_choices.into_action(form, action)
    return action
