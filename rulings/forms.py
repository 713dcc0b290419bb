"""Forms for new scenarios, sharing, import, and the scenario builder.

Builder forms only check types (a number is a number); what makes a scenario
right or wrong is decided by the engine's load_scenario, whose errors the views
attach to the field each error path names.
"""
from django import forms

from .models import Visibility
from .services import editions

class NewScenarioForm(forms.Form):
    name = forms.CharField(max_length=200, label="Name")
    question = forms.CharField(
        required=False,
        max_length=4000,
        label="Question",
        widget=forms.Textarea(attrs={"rows": 3}),
        help_text="The question asked at the table, e.g. “Can Bob respond to the Giant Growth?”",
    )


class SharingForm(forms.Form):
    visibility = forms.ChoiceField(choices=Visibility.choices, widget=forms.RadioSelect, label="Who may read it")


class ImportForm(forms.Form):
    file = forms.FileField(label="Scenario file (.json)", required=False)


# --- Builder forms ----------------------------------------------------------------


def attach_problems(form, problems, field_for) -> None:
    """Show each engine error next to the field its path names.

    field_for(parts) returns a form field name for a parsed path, or None; an
    error no field claims is shown above the form with its path in words.
    """
    from .services.validation import describe_path

    for problem in problems:
        name = field_for(problem.parts)
        if name and name in form.fields:
            form.add_error(name, problem.message)
        else:
            form.add_error(None, f"{describe_path(problem.path)}: {problem.message}")


class DetailsForm(forms.Form):
    name = forms.CharField(max_length=200, label="Name")
    question = forms.CharField(
        required=False, max_length=4000, label="Question", widget=forms.Textarea(attrs={"rows": 3})
    )
    description = forms.CharField(
        required=False, max_length=8000, label="Notes", widget=forms.Textarea(attrs={"rows": 3}),
        help_text="Anything else about the situation: what the players said, the ruling given.",
    )
    rules = forms.ChoiceField(
        required=False, choices=editions.choices(), initial=editions.NEWEST_RULES, label="Rules",
        help_text="The edition of the Comprehensive Rules the engine plays it under.",
    )

    @staticmethod
    def field_for(parts):
        return parts[0] if len(parts) >= 1 and parts[0] in ("name", "question", "description", "rules") else None


class PlayersForm(forms.Form):
    """One row per player (name, life, remove) plus an empty row to add a player."""

    def __init__(self, *args, players=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.player_count = len(players)
        for index, player in enumerate(players):
            self.fields[f"name_{index}"] = forms.CharField(
                max_length=60, label=f"Player {index + 1} name", initial=player.get("name")
            )
            self.fields[f"life_{index}"] = forms.IntegerField(
                label=f"Player {index + 1} life", initial=player.get("life"), min_value=-1000000, max_value=1000000
            )
            self.fields[f"poison_{index}"] = forms.IntegerField(
                required=False, label=f"Player {index + 1} poison counters", initial=player.get("poison", 0), min_value=0, max_value=1000
            )
            self.fields[f"energy_{index}"] = forms.IntegerField(
                required=False, label=f"Player {index + 1} energy (2026)", initial=player.get("energy", 0), min_value=0, max_value=1000
            )
            self.fields[f"monarch_{index}"] = forms.BooleanField(
                required=False, label=f"Player {index + 1} is the monarch (2026)", initial=bool(player.get("monarch"))
            )
            self.fields[f"remove_{index}"] = forms.BooleanField(required=False, label=f"Remove player {index + 1}")
        self.fields["name_new"] = forms.CharField(max_length=60, required=False, label="Add a player: name")
        self.fields["life_new"] = forms.IntegerField(
            required=False, label="Add a player: life", initial=20, min_value=-1000000, max_value=1000000
        )

    def rows(self):
        """The fields grouped per player row, for the template."""
        return [
            (index, [self[f"{key}_{index}"] for key in ("name", "life", "poison", "energy", "monarch", "remove")])
            for index in range(self.player_count)
        ]

    def players(self) -> list[tuple[int | None, dict]]:
        """(old index or None for the new one, player) for each kept player."""
        data = self.cleaned_data
        kept = []
        for index in range(self.player_count):
            if not data.get(f"remove_{index}"):
                kept.append((index, {"name": data[f"name_{index}"].strip(), "life": data[f"life_{index}"],
                                     "poison": data.get(f"poison_{index}") or 0, "energy": data.get(f"energy_{index}") or 0,
                                     "monarch": bool(data.get(f"monarch_{index}"))}))
        if (data.get("name_new") or "").strip():
            life = data.get("life_new")
            kept.append((None, {"name": data["name_new"].strip(), "life": 20 if life is None else life}))
        return kept

    def field_for_factory(self, new_positions):
        """Map players[i].x of the new document back to this form's row fields."""

        def field_for(parts):
            if len(parts) >= 2 and parts[0] == "players" and isinstance(parts[1], int):
                if parts[1] < len(new_positions):
                    old = new_positions[parts[1]]
                    key = parts[2] if len(parts) >= 3 else "name"
                    key = key if key in ("name", "life", "poison", "energy", "monarch") else "name"
                    return f"{key}_{old}" if old is not None else f"{key}_new"
            return None

        return field_for


class TurnForm(forms.Form):
    number = forms.IntegerField(label="Turn number", min_value=1, max_value=100000)
    active_player = forms.ChoiceField(label="Active player")
    phase = forms.ChoiceField(label="Phase")
    step = forms.ChoiceField(label="Step", required=False)
    priority_player = forms.ChoiceField(
        label="Start with priority held by", required=False,
        help_text="Empty: the step begins as usual and the active player receives priority.",
    )

    def __init__(self, *args, players=(), phases=(), steps=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["active_player"].choices = [(p, p) for p in players]
        self.fields["phase"].choices = [(p, p.replace("_", " ")) for p in phases]
        self.fields["step"].choices = [("", "(none: main phase)")] + [(s, s.replace("_", " ")) for s in steps]
        self.fields["priority_player"].choices = [("", "(the step begins)")] + [(p, p) for p in players]

    @staticmethod
    def field_for(parts):
        if len(parts) >= 2 and parts[0] == "turn" and parts[1] in ("number", "active_player", "phase", "step", "priority_player"):
            return parts[1]
        return None
