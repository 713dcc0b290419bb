"""Forms for one object and one action of a scenario document.

The choices (players, object ids, zones, action types) come from the document
being edited and from the engine; what the values mean is checked by the engine.
"""
from __future__ import annotations

import json
import re

from django import forms
from django.urls import reverse

from . import builder, builder_action_choices as action_choices
from .engine import CARD_LIBRARY
from .engine.scenario.format2 import to_format1
from .services import choices, form_options, state_panel
from .services.choices import ACTION_WORDS_2026
from .widgets import FastCheckboxes, FastSelect

INT_LIMIT = 1_000_000


def _player_names(document) -> list[str]:
    return [str(p.get("name")) for p in document.get("players") or [] if p.get("name")]


def _object_ids(document) -> list[str]:
    return [str(o.get("id")) for o in document.get("objects") or [] if o.get("id")]


def _object_label(obj: dict, document: dict | None = None) -> str:
    """"bears2 — Grizzly Bears (battlefield, Bob)": the zone as the document's edition names it."""
    name = obj.get("card") if isinstance(obj.get("card"), str) else (obj.get("name") or (obj.get("card") or {}).get("name"))
    labels = state_panel.ZONE_LABELS_2026 if _today(document) else state_panel.ZONE_LABELS
    zone = str(obj.get("zone", ""))
    return f"{obj.get('id')} — {name} ({labels.get(zone, zone.replace('_', ' ')).lower()}, {obj.get('owner')})"


def _today(document: dict | None) -> bool:
    """Whether the document is played under the June 2026 rules (their words: "cast", "battlefield")."""
    if not isinstance(document, dict):
        return False
    return document.get("rules") == "2026-06-19" or ("rules" not in document and document.get("format") == 2)  # format 2's default


def _words(text: str) -> list[str]:
    """"Artifact Creature" or "Artifact, Creature" -> ["Artifact", "Creature"]."""
    return [w for w in (text or "").replace(",", " ").split() if w]


class ObjectForm(forms.Form):
    """A card in a zone: picked from the library by name, or defined inline."""

    card = forms.CharField(
        required=False,
        max_length=120,
        label="Card from the library",
        help_text="Start typing a card name; or leave empty and define the card inline below.",
    )
    id = forms.CharField(
        required=False,
        max_length=60,
        label="Id",
        help_text="How actions name this object, e.g. bolt1. Left empty, one is made from the card name.",
    )
    owner = forms.ChoiceField(widget=FastSelect, label="Owner")
    zone = forms.ChoiceField(widget=FastSelect, required=False, label="Zone",
                             help_text="Left to its type: a land or a creature in play, a spell in hand.")
    tapped = forms.BooleanField(required=False, label="Tapped")
    face_down = forms.BooleanField(required=False, label="Face down")
    token = forms.BooleanField(required=False, label="Token", help_text="Starts in play; define it inline.")
    damage = forms.IntegerField(required=False, min_value=0, max_value=INT_LIMIT, label="Damage marked")
    controller = forms.ChoiceField(widget=FastSelect, required=False, label="Controller", help_text="In play only; empty: its owner.")
    arrived_this_turn = forms.BooleanField(required=False, label="Came under its controller’s control this turn")
    flipped = forms.BooleanField(required=False, label="Flipped", help_text="A flip card whose flipped half applies (508.2).")
    attached_to = forms.ChoiceField(widget=FastSelect, required=False, label="Attached to", help_text="For an Aura or Equipment in play.")
    plus_counters = forms.IntegerField(required=False, min_value=0, max_value=1000, label="+1/+1 counters")
    minus_counters = forms.IntegerField(required=False, min_value=0, max_value=1000, label="−1/−1 counters")
    # 419.1b: what it chose as it came into play, before the scenario starts.
    chosen_color = action_choices.color_field("Color chosen as it came into play")
    chosen_creature_type = forms.CharField(required=False, max_length=60,
                                           label="Creature type chosen as it came into play")
    # Inline characteristics, for a card that is not in the library.
    name = forms.CharField(required=False, max_length=120, label="Name")
    mana_cost = forms.CharField(required=False, max_length=60, label="Mana cost", help_text="e.g. {2}{G}")
    types = forms.CharField(required=False, max_length=120, label="Types", help_text="e.g. Artifact Creature")
    subtypes = forms.CharField(required=False, max_length=120, label="Subtypes", help_text="e.g. Goblin Berserker")
    power = forms.IntegerField(required=False, min_value=-INT_LIMIT, max_value=INT_LIMIT, label="Power")
    toughness = forms.IntegerField(required=False, min_value=-INT_LIMIT, max_value=INT_LIMIT, label="Toughness")
    keywords = forms.MultipleChoiceField(required=False, label="Keywords", widget=FastCheckboxes)
    protection_from = forms.MultipleChoiceField(required=False, label="Protection from", widget=FastCheckboxes)
    colors = forms.MultipleChoiceField(
        required=False,
        label="Colors",
        help_text="Only if they differ from the colors of the mana cost.",
        widget=FastCheckboxes,
        choices=[(c, c) for c in choices.color_choices()],
    )
    text = forms.CharField(
        required=False, max_length=2000, label="Rules text", widget=forms.Textarea(attrs={"rows": 2})
    )

    INLINE_FIELDS = ("name", "mana_cost", "types", "subtypes", "power", "toughness", "keywords", "protection_from", "colors", "text")
    MAIN_FIELDS = ("card", "id", "owner", "zone", "tapped", "face_down", "token", "damage")
    IN_PLAY_FIELDS = ("controller", "attached_to", "plus_counters", "minus_counters", "arrived_this_turn",
                      "chosen_color", "chosen_creature_type", "flipped")

    def __init__(self, *args, document=None, **kwargs):
        super().__init__(*args, **kwargs)
        document = document or {}
        self.document = document
        players = _player_names(document)
        self.fields["owner"].choices = [(p, p) for p in players]
        self.fields["controller"].choices = [("", "(its owner)")] + [(p, p) for p in players]
        self.fields["attached_to"].choices = [("", "(nothing)")] + [
            (str(o["id"]), _object_label(o, document)) for o in document.get("objects") or [] if o.get("id")
        ]
        self.fields["keywords"].choices = [(k, k.replace("_", " ").capitalize()) for k in choices.keyword_choices()]
        self.fields["protection_from"].choices = [(q, q) for q in choices.protection_choices()]
        self.fields["zone"].choices = [("", "by its type")] + [(z, z.replace("_", " ")) for z in choices.zone_choices()]
        # The card picker: suggestions as you type (htmx), the datalist without JavaScript.
        picker_id = self["card"].auto_id
        self.fields["card"].widget.attrs.update(
            {
                "list": "card-library",
                "autocomplete": "off",
                "hx-get": reverse("rulings:card_search"),
                "hx-trigger": "input changed delay:200ms, search",
                "hx-target": f"#{picker_id}-results",
                "hx-swap": "innerHTML",  # not the form's outerHTML, which it would inherit
                "hx-vals": json.dumps({"for": picker_id}),
                "hx-sync": "this:replace",
            }
        )

    def main_fields(self):
        return [self[name] for name in self.MAIN_FIELDS]

    def inline_fields(self):
        return [self[name] for name in self.INLINE_FIELDS]

    def in_play_fields(self):
        return [self[name] for name in self.IN_PLAY_FIELDS]

    def uses_in_play_fields(self) -> bool:
        """Open the in-play part when it holds a value or an error."""
        return any(self[name].value() or name in self.errors for name in self.IN_PLAY_FIELDS)

    def clean(self):
        data = super().clean()
        if not (data.get("card") or "").strip() and not (data.get("name") or "").strip():
            self.add_error("card", "Pick a card from the library, or give the inline card a name.")
        return data

    @staticmethod
    def initial_for(obj: dict) -> dict:
        obj = to_format1(obj)  # a format 2 document's object, in the words the form offers
        initial = {
            key: obj.get(key)
            for key in ("id", "owner", "zone", "tapped", "face_down", "token", "damage", "controller", "attached_to", "arrived_this_turn",
                        "flipped")
        }
        counters = obj.get("counters") or {}
        initial["plus_counters"] = counters.get("+1/+1")
        initial["minus_counters"] = counters.get("-1/-1")
        chosen = obj.get("chosen") if isinstance(obj.get("chosen"), dict) else {}
        initial["chosen_color"] = chosen.get("color")
        initial["chosen_creature_type"] = chosen.get("creature_type")
        card = obj.get("card")
        if isinstance(card, str):
            initial["card"] = card
        else:
            inline = card if isinstance(card, dict) else obj
            initial.update(
                {
                    "name": inline.get("name"),
                    "mana_cost": inline.get("mana_cost"),
                    "types": " ".join(inline.get("types") or []),
                    "subtypes": " ".join(inline.get("subtypes") or []),
                    "power": inline.get("power"),
                    "toughness": inline.get("toughness"),
                    "keywords": [
                        a.get("keyword") for a in inline.get("abilities") or []
                        if isinstance(a, dict) and a.get("kind") == "keyword" and a.get("keyword") != "protection"
                    ],
                    "protection_from": [
                        a.get("from") for a in inline.get("abilities") or []
                        if isinstance(a, dict) and a.get("kind") == "keyword" and a.get("keyword") == "protection"
                    ],
                    "colors": inline.get("colors") or [],
                    "text": inline.get("text"),
                }
            )
        return initial

    def field_for_factory(self, index: int):
        """objects[index].card.power -> "power"; objects[index].zone -> "zone"..."""

        def field_for(parts):
            if len(parts) < 2 or parts[0] != "objects" or parts[1] != index:
                return None
            rest = [p for p in parts[2:] if isinstance(p, str)]
            if not rest:
                return "card"
            if rest[0] == "card" and len(rest) > 1:
                rest = rest[1:]
            if rest[0] == "abilities":
                return "keywords"
            if rest[0] == "supertypes":
                return "types"
            if rest[0] == "counters":
                return "minus_counters" if len(rest) > 1 and rest[1].startswith("-") else "plus_counters"
            if rest[0] == "chosen":  # .chosen.color, .chosen.creature_type, or the whole: the field in use
                kind = rest[1] if rest[1:2] in (["color"], ["creature_type"]) else (
                    "color" if self.data.get(self.add_prefix("chosen_color")) else "creature_type")
                return f"chosen_{kind}"
            return rest[0] if rest[0] in self.fields else None

        return field_for


def _edited_keyword(ability, checkboxes: set) -> tuple | None:
    """("flying",) or ("protection", "black") for a keyword the inline fields edit
    (`checkboxes`: the keywords they offer), else None."""
    if not isinstance(ability, dict) or ability.get("kind") != "keyword":
        return None
    keyword = ability.get("keyword")
    if keyword == "protection":
        return ("protection", ability.get("from"))
    return (keyword,) if keyword in checkboxes and set(ability) <= {"kind", "keyword"} else None


def _abilities(data: dict, existing: list) -> list:
    """The inline card's abilities: those the form doesn't edit (activated,
    triggered, morph...) stay where they were, so that actions naming an ability
    by its index still find it; checked keywords stay or are added at the end."""
    wanted = [(k,) for k in data.get("keywords") or []] + [("protection", q) for q in data.get("protection_from") or []]
    checkboxes = set(choices.keyword_choices())
    abilities = []
    for ability in existing:
        edited = _edited_keyword(ability, checkboxes)
        if edited is None:
            abilities.append(ability)
        elif edited in wanted:
            abilities.append(ability)
            wanted.remove(edited)
    for edited in wanted:
        ability = {"kind": "keyword", "keyword": edited[0]}
        if edited[0] == "protection":
            ability["from"] = edited[1]
        abilities.append(ability)
    return abilities


def inline_card(data: dict, existing: dict | None = None) -> dict:
    """The card definition typed into the inline fields, in the card library's keys.
    What the fields don't show of an `existing` inline card (its targets, effect,
    modes, activated and triggered abilities) is kept."""
    existing = existing if isinstance(existing, dict) else {}
    card = {key: value for key, value in existing.items() if key not in INLINE_CARD_KEYS}
    card["name"] = data["name"].strip()
    if data.get("mana_cost"):
        card["mana_cost"] = data["mana_cost"].strip()
    words = _words(data.get("types"))
    supertypes = [w for w in words if w in {"Basic", "Legendary", "Snow", "World"}]
    card["types"] = [w for w in words if w not in supertypes]
    if supertypes:
        card["supertypes"] = supertypes
    if data.get("subtypes"):
        card["subtypes"] = _words(data["subtypes"])
    for key in ("power", "toughness"):
        if data.get(key) is not None:
            card[key] = data[key]
    card["abilities"] = _abilities(data, existing.get("abilities") if isinstance(existing.get("abilities"), list) else [])
    if data.get("colors"):
        card["colors"] = list(data["colors"])
    card["text"] = (data.get("text") or "").strip()
    return card


INLINE_CARD_KEYS = ("name", "mana_cost", "types", "supertypes", "subtypes", "power", "toughness", "abilities", "colors", "text")


def card_types(card) -> list:
    """The types of a library card (by name) or an inline one."""
    if isinstance(card, dict):
        return list(card.get("types") or [])
    if card in CARD_LIBRARY:
        return list(CARD_LIBRARY[card].get("types") or [])
    from .services.cards import library_card  # a card of the pool, by its name
    return list((library_card(card) or {}).get("types") or []) if isinstance(card, str) else []


def object_from_form(form: ObjectForm, document: dict, existing: dict | None) -> dict:
    """The object as the scenario format writes it; keys the form doesn't edit are kept."""
    data = form.cleaned_data
    obj = dict(existing or {})
    old_card = obj.get("card")
    for key in ("card", *INLINE_CARD_KEYS):
        obj.pop(key, None)
    card_name = (data.get("card") or "").strip()
    obj["card"] = card_name if card_name else inline_card(data, old_card)
    given_id = (data.get("id") or "").strip()
    if given_id:
        obj["id"] = given_id
    elif not obj.get("id"):
        obj["id"] = builder.unique_object_id(document, card_name or data.get("name") or "object")
    obj["owner"] = data["owner"]
    obj["zone"] = data["zone"] or ("in_play" if data.get("token") else form_options.zone_for_new_card(card_types(obj["card"])))
    for key in ("tapped", "face_down", "token"):
        if data.get(key):
            obj[key] = True
        else:
            obj.pop(key, None)
    if data.get("damage"):
        obj["damage"] = data["damage"]
    else:
        obj.pop("damage", None)
    for key in ("controller", "attached_to"):
        if data.get(key):
            obj[key] = data[key]
        else:
            obj.pop(key, None)
    for key in ("arrived_this_turn", "flipped"):
        if data.get(key):
            obj[key] = True
        else:
            obj.pop(key, None)
    counters = {name: data[key] for name, key in (("+1/+1", "plus_counters"), ("-1/-1", "minus_counters")) if data.get(key)}
    if counters:
        obj["counters"] = counters
    else:
        obj.pop("counters", None)
    chosen = {kind: (data.get(f"chosen_{kind}") or "").strip() for kind in ("color", "creature_type")}
    chosen = {kind: value for kind, value in chosen.items() if value}
    if chosen:
        obj["chosen"] = chosen
    else:
        obj.pop("chosen", None)
    return obj


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
        players = _player_names(document)
        objects = [o for o in document.get("objects") or [] if o.get("id")]
        object_choices = [(str(o["id"]), _object_label(o, document)) for o in objects]
        self._object_ids = {oid for oid, _ in object_choices}
        blank = [("", "—")]
        words = ACTION_WORDS_2026 if _today(document) else {}
        self.fields["type"].choices = [(t, words.get(t) or t.replace("_", " ")) for t in choices.action_types()]
        self.fields["until"].choices = [("", "(not passing until)")] + choices.pass_until_choices(_today(document))
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
                                    if v == "" or v not in self._object_ids or v in ids or v in named]

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
        ids = _words(data.get(key))
        if ids:
            action[key] = ids
    action_choices.into_action(form, action)
    return action
