"""Forms for one object and one action of a scenario document.

The choices (players, object ids, zones, action types) come from the document
being edited and from the engine; what the values mean is checked by the engine.
"""
from __future__ import annotations

import json

from django import forms
from django.urls import reverse

from . import builder, scenarios

INT_LIMIT = 1_000_000


def _player_names(document) -> list[str]:
    return [str(p.get("name")) for p in document.get("players") or [] if p.get("name")]


def _object_ids(document) -> list[str]:
    return [str(o.get("id")) for o in document.get("objects") or [] if o.get("id")]


def _object_label(obj: dict) -> str:
    name = obj.get("card") if isinstance(obj.get("card"), str) else (obj.get("name") or (obj.get("card") or {}).get("name"))
    return f"{obj.get('id')} — {name} ({str(obj.get('zone', '')).replace('_', ' ')}, {obj.get('owner')})"


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
    owner = forms.ChoiceField(label="Owner")
    zone = forms.ChoiceField(label="Zone")
    tapped = forms.BooleanField(required=False, label="Tapped")
    face_down = forms.BooleanField(required=False, label="Face down")
    damage = forms.IntegerField(required=False, min_value=0, max_value=INT_LIMIT, label="Damage marked")
    # Inline characteristics, for a card that is not in the library.
    name = forms.CharField(required=False, max_length=120, label="Name")
    mana_cost = forms.CharField(required=False, max_length=60, label="Mana cost", help_text="e.g. {2}{G}")
    types = forms.CharField(required=False, max_length=120, label="Types", help_text="e.g. Artifact Creature")
    subtypes = forms.CharField(required=False, max_length=120, label="Subtypes", help_text="e.g. Goblin Berserker")
    power = forms.IntegerField(required=False, min_value=-INT_LIMIT, max_value=INT_LIMIT, label="Power")
    toughness = forms.IntegerField(required=False, min_value=-INT_LIMIT, max_value=INT_LIMIT, label="Toughness")
    keywords = forms.MultipleChoiceField(
        required=False,
        label="Keywords",
        widget=forms.CheckboxSelectMultiple,
        choices=[("flying", "Flying"), ("haste", "Haste")],
    )
    text = forms.CharField(
        required=False, max_length=2000, label="Rules text", widget=forms.Textarea(attrs={"rows": 2})
    )

    INLINE_FIELDS = ("name", "mana_cost", "types", "subtypes", "power", "toughness", "keywords", "text")
    MAIN_FIELDS = ("card", "id", "owner", "zone", "tapped", "face_down", "damage")

    def __init__(self, *args, document=None, **kwargs):
        super().__init__(*args, **kwargs)
        document = document or {}
        self.document = document
        players = _player_names(document)
        self.fields["owner"].choices = [(p, p) for p in players]
        self.fields["zone"].choices = [(z, z.replace("_", " ")) for z in scenarios.zone_choices()]
        # The card picker: suggestions as you type (htmx), the datalist without JavaScript.
        picker_id = self["card"].auto_id
        self.fields["card"].widget.attrs.update(
            {
                "list": "card-library",
                "autocomplete": "off",
                "hx-get": reverse("rulings:card_search"),
                "hx-trigger": "input changed delay:200ms, search",
                "hx-target": f"#{picker_id}-results",
                "hx-vals": json.dumps({"for": picker_id}),
                "hx-sync": "this:replace",
            }
        )

    def main_fields(self):
        return [self[name] for name in self.MAIN_FIELDS]

    def inline_fields(self):
        return [self[name] for name in self.INLINE_FIELDS]

    def clean(self):
        data = super().clean()
        if not (data.get("card") or "").strip() and not (data.get("name") or "").strip():
            self.add_error("card", "Pick a card from the library, or give the inline card a name.")
        return data

    @staticmethod
    def initial_for(obj: dict) -> dict:
        initial = {key: obj.get(key) for key in ("id", "owner", "zone", "tapped", "face_down", "damage")}
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
                        a.get("keyword") for a in inline.get("abilities") or [] if isinstance(a, dict) and a.get("kind") == "keyword"
                    ],
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
            return rest[0] if rest[0] in self.fields else None

        return field_for


def inline_card(data: dict) -> dict:
    """The card definition typed into the inline fields, in the card library's keys."""
    card = {"name": data["name"].strip()}
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
    card["abilities"] = [{"kind": "keyword", "keyword": k} for k in data.get("keywords") or []]
    card["text"] = (data.get("text") or "").strip()
    return card


def object_from_form(form: ObjectForm, document: dict, existing: dict | None) -> dict:
    """The object as the scenario format writes it; keys the form doesn't edit are kept."""
    data = form.cleaned_data
    obj = dict(existing or {})
    for key in ("card", "name", "mana_cost", "types", "supertypes", "subtypes", "power", "toughness", "abilities", "text"):
        obj.pop(key, None)
    card_name = (data.get("card") or "").strip()
    obj["card"] = card_name if card_name else inline_card(data)
    given_id = (data.get("id") or "").strip()
    if given_id:
        obj["id"] = given_id
    elif not obj.get("id"):
        obj["id"] = builder.unique_object_id(document, card_name or data.get("name") or "object")
    obj["owner"] = data["owner"]
    obj["zone"] = data["zone"]
    for key in ("tapped", "face_down"):
        if data.get(key):
            obj[key] = True
        else:
            obj.pop(key, None)
    if data.get("damage"):
        obj["damage"] = data["damage"]
    else:
        obj.pop("damage", None)
    return obj


class ActionForm(forms.Form):
    """One thing a player does: its type, who does it, with what, and at what."""

    type = forms.ChoiceField(label="Action")
    player = forms.ChoiceField(label="Player")
    object = forms.ChoiceField(required=False, label="Object", help_text="The card played, or the source of the ability.")
    ability = forms.IntegerField(
        required=False, min_value=0, max_value=100, label="Ability number",
        help_text="For activate ability: 0 is the object's first ability.",
    )
    targets = forms.MultipleChoiceField(
        required=False, label="Targets", widget=forms.CheckboxSelectMultiple
    )
    x = forms.IntegerField(required=False, min_value=0, max_value=INT_LIMIT, label="X")
    mode = forms.IntegerField(required=False, min_value=0, max_value=10, label="Mode", help_text="For a modal spell: 0 is the first mode.")

    FIELDS = ("type", "player", "object", "ability", "targets", "x", "mode")

    def __init__(self, *args, document=None, **kwargs):
        super().__init__(*args, **kwargs)
        document = document or {}
        players = _player_names(document)
        objects = [o for o in document.get("objects") or [] if o.get("id")]
        self.fields["type"].choices = [(t, t.replace("_", " ")) for t in scenarios.action_types()]
        self.fields["player"].choices = [(p, p) for p in players]
        self.fields["object"].choices = [("", "(none)")] + [(str(o["id"]), _object_label(o)) for o in objects]
        self.fields["targets"].choices = [(p, f"{p} (player)") for p in players] + [
            (str(o["id"]), _object_label(o)) for o in objects
        ]

    @staticmethod
    def initial_for(action: dict) -> dict:
        initial = {key: action.get(key) for key in ActionForm.FIELDS}
        initial["targets"] = [str(t) for t in action.get("targets") or []]
        return initial

    def field_for_factory(self, index: int):
        def field_for(parts):
            if len(parts) < 2 or parts[0] != "actions" or parts[1] != index:
                return None
            rest = [p for p in parts[2:] if isinstance(p, str)]
            if not rest:
                return "type"
            return rest[0] if rest[0] in self.fields else None

        return field_for


def action_from_form(form: ActionForm) -> dict:
    data = form.cleaned_data
    action = {"type": data["type"], "player": data["player"]}
    if data.get("object"):
        action["object"] = data["object"]
    if data.get("ability") is not None:
        action["ability"] = data["ability"]
    if data.get("targets"):
        action["targets"] = list(data["targets"])
    for key in ("x", "mode"):
        if data.get(key) is not None:
            action[key] = data[key]
    return action
