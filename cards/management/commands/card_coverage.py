"""`manage.py card_coverage [--json]`: how much of the card pool the engine plays."""
import json

from django.core.management.base import BaseCommand

from cards.coverage import coverage


class Command(BaseCommand):
    help = "How many cards of the library the engine fully plays, by card type and by era."

    def add_arguments(self, parser):
        parser.add_argument("--json", action="store_true", help="the figures as JSON")

    def handle(self, *args, **options):
        figures = coverage()
        if options["json"]:
            self.stdout.write(_dumps(figures))
            return
        self.stdout.write(f"{figures['cards']} cards, {figures['fully_played']} fully played ({figures['share_played']:.2%}).")
        self.stdout.write(f"Played means: {figures['played_means']}.")
        self.stdout.write(f"Abilities: {figures['abilities_played']} of {figures['abilities']} played ({figures['share_abilities_played']:.2%}).")
        self.stdout.write("By card type:")
        for card_type, row in figures["by_type"].items():
            self.stdout.write(f"  {card_type}: {row['fully_played']} of {row['cards']} ({row['share']:.2%})")
        self.stdout.write("By era:" if figures["by_era"] else "By era: no printing dates in the loaded data.")
        for era, row in figures["by_era"].items():
            self.stdout.write(f"  {era}: {row['fully_played']} of {row['cards']} ({row['share']:.2%})")
        if figures["era_note"]:
            self.stdout.write(figures["era_note"])
        if figures["text_only_shapes"]:
            self.stdout.write("Most common text-only abilities:")
        for row in figures["text_only_shapes"]:
            self.stdout.write(f"  {row['abilities']}  {row['shape']}")


def _dumps(figures) -> str:
    return json.dumps(figures, indent=2, ensure_ascii=False)
