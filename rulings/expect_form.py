"""The builder's form for a scenario's expected ruling (the `expect` block,
engine/expectations.py): life totals, who wins and loses, where objects end,
objects' power and toughness, which steps the rules refuse. Counters are kept as
the document has them (written in the JSON)."""
from __future__ import annotations

import re

from django import forms

from .engine.expectations import EXPECT_ZONES
from .engine.scenario.format2 import to_format1
from .widgets import FastCheckboxes, FastSelect

NO_WINNER = "-"  # "no player wins" (a draw, or the game goes on)
ZONE_ROWS = 3
PT_ROWS = 2


class ExpectForm(forms.Form):
    """One life field per player, the winner, the losers, a few zone rows, the refused steps."""

    winner = forms.ChoiceField(required=False, label="Who wins", widget=FastSelect)
    lost = forms.MultipleChoiceField(required=False, label="Who loses", widget=FastCheckboxes)
    refused = forms.CharField(required=False, max_length=400, label="Steps the rules refuse",
                              help_text="Step numbers, e.g. 2 5 (1 is the first action): every refused step, "
                                        "or 0 for none. Empty: not checked.")

    def __init__(self, *args, document=None, **kwargs):
        document = document or {}
        expect = to_format1({"expect": document.get("expect") or {}})["expect"]
        players = [str(p.get("name")) for p in document.get("players") or [] if isinstance(p, dict)]
        objects = [str(o.get("id")) for o in document.get("objects") or [] if isinstance(o, dict)]
        kwargs.setdefault("initial", self.initial_for(expect, players))
        super().__init__(*args, **kwargs)
        self.players = players
        for i, name in enumerate(players):
            self.fields[f"life_{i}"] = forms.IntegerField(required=False, min_value=-1000, max_value=100000,
                                                          label=f"{name}’s life")
        self.fields["winner"].choices = [("", "(not checked)"), (NO_WINNER, "no player wins")] + [(p, p) for p in players]
        self.fields["lost"].choices = [(p, p) for p in players]
        self.zone_rows = max(ZONE_ROWS, len(expect.get("zones") or {}) + 1)
        for r in range(self.zone_rows):
            self.fields[f"zone_object_{r}"] = forms.ChoiceField(
                required=False, label=f"Object {r + 1}", widget=FastSelect, choices=[("", "—")] + [(o, o) for o in objects])
            self.fields[f"zone_zone_{r}"] = forms.ChoiceField(
                required=False, label="ends in", widget=FastSelect,
                choices=[("", "—")] + [(z, z.replace("_", " ")) for z in EXPECT_ZONES])
        self.pt_rows = max(PT_ROWS, len(expect.get("power_toughness") or {}) + 1)
        for r in range(self.pt_rows):
            self.fields[f"pt_object_{r}"] = forms.ChoiceField(
                required=False, label=f"Creature {r + 1}", widget=FastSelect, choices=[("", "—")] + [(o, o) for o in objects])
            for k in ("power", "toughness"):
                self.fields[f"pt_{k}_{r}"] = forms.IntegerField(required=False, min_value=-100, max_value=1000, label=k.capitalize())

    @staticmethod
    def initial_for(expect: dict, players: list[str]) -> dict:
        initial = {f"life_{i}": (expect.get("life") or {}).get(name) for i, name in enumerate(players)}
        if "winner" in expect:
            initial["winner"] = expect["winner"] if expect["winner"] is not None else NO_WINNER
        initial["lost"] = list(expect.get("lost") or [])
        if "refused" in expect:
            initial["refused"] = " ".join(map(str, expect["refused"])) or "0"
        for r, (oid, zone) in enumerate((expect.get("zones") or {}).items()):
            initial[f"zone_object_{r}"], initial[f"zone_zone_{r}"] = oid, zone
        for r, (oid, given) in enumerate((expect.get("power_toughness") or {}).items()):
            initial[f"pt_object_{r}"] = oid
            for k in ("power", "toughness"):
                initial[f"pt_{k}_{r}"] = (given or {}).get(k) if isinstance(given, dict) else None
        return initial

    def life_fields(self):
        return [self[f"life_{i}"] for i in range(len(self.players))]

    def zone_rows_fields(self):
        return [(self[f"zone_object_{r}"], self[f"zone_zone_{r}"]) for r in range(self.zone_rows)]

    def pt_rows_fields(self):
        return [(self[f"pt_object_{r}"], self[f"pt_power_{r}"], self[f"pt_toughness_{r}"]) for r in range(self.pt_rows)]

    def clean(self):
        data = super().clean()
        for r in range(self.pt_rows):
            given = [data.get(f"pt_{k}_{r}") is not None for k in ("power", "toughness")]
            if data.get(f"pt_object_{r}") and not any(given):
                self.add_error(f"pt_power_{r}", "Give its power, its toughness, or both.")
            elif any(given) and not data.get(f"pt_object_{r}"):
                self.add_error(f"pt_object_{r}", "Choose the creature.")
        return data

    def clean_refused(self):
        text = (self.cleaned_data.get("refused") or "").strip()
        if not text:
            return None
        if not re.fullmatch(r"[0-9][0-9 ,]*", text):
            raise forms.ValidationError("Give step numbers, e.g. 2 5, or 0 for none.")
        return sorted({int(n) for n in re.split(r"[ ,]+", text) if n and int(n) > 0})

    def expect(self) -> dict:
        """The parts of the expect block this form gives (builder.EXPECT_FORM_KEYS), unset ones left out."""
        data = self.cleaned_data
        out: dict = {}
        life = {name: data[f"life_{i}"] for i, name in enumerate(self.players) if data.get(f"life_{i}") is not None}
        if life:
            out["life"] = life
        zones = {data[f"zone_object_{r}"]: data[f"zone_zone_{r}"] for r in range(self.zone_rows)
                 if data.get(f"zone_object_{r}") and data.get(f"zone_zone_{r}")}
        if zones:
            out["zones"] = zones
        pt = {}
        for r in range(self.pt_rows):
            if data.get(f"pt_object_{r}"):
                given = {k: data[f"pt_{k}_{r}"] for k in ("power", "toughness") if data.get(f"pt_{k}_{r}") is not None}
                if given:
                    pt[data[f"pt_object_{r}"]] = given
        if pt:
            out["power_toughness"] = pt
        if data.get("winner"):
            out["winner"] = None if data["winner"] == NO_WINNER else data["winner"]
        if data.get("lost"):
            out["lost"] = list(data["lost"])
        if data.get("refused") is not None:
            out["refused"] = data["refused"]
        return out

    def field_for(self, parts):
        if len(parts) < 2 or parts[0] != "expect":
            return None
        key = parts[1]
        if key == "life" and len(parts) >= 3 and parts[2] in self.players:
            return f"life_{self.players.index(parts[2])}"
        if key == "zones":
            return "zone_object_0"
        if key == "power_toughness":
            return "pt_object_0"
        return key if key in ("winner", "lost", "refused") else None
