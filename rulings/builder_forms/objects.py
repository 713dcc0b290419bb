"""The form for one object of a scenario document: where it is, whose, its card (by name from the
pool, or written inline), its state; and the object it makes."""
from __future__ import annotations

import json

from django import forms
from django.urls import reverse

from .. import builder, builder_action_choices as action_choices
from ..engine import CARD_LIBRARY
from ..engine.scenario.format2 import to_format1
from ..services import choices, form_options
from ..widgets import FastCheckboxes, FastSelect
from .common import INT_LIMIT, object_label, player_names, words_of


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
        players = player_names(document)
        self.fields["owner"].choices = [(p, p) for p in players]
        self.fields["controller"].choices = [("", "(its owner)")] + [(p, p) for p in players]
        self.fields["attached_to"].choices = [("", "(nothing)")] + [
            (str(o["id"]), object_label(o, document)) for o in document.get("objects") or [] if o.get("id")
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
    words = words_of(data.get("types"))
    supertypes = [w for w in words if w in {"Basic", "Legendary", "Snow", "World"}]
    card["types"] = [w for w in words if w not in supertypes]
    if supertypes:
        card["supertypes"] = supertypes
    if data.get("subtypes"):
        card["subtypes"] = words_of(data["subtypes"])
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
    from ..services.cards import library_card  # a card of the pool, by its name
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
