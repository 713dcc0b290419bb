"""`manage.py compile_cards [--export FILE]`: mark every card of the library and
each of its abilities played or text only (rulings/oracle); with --export, also
write {name: definition} of every card the compiler reads, for the CLI's --cards."""
import json

from django.core.management.base import BaseCommand

from cards.compiling import FIELDS, backs_of, compile_all, record_of
from cards.models import Card
from rulings.oracle import compile_card


class Command(BaseCommand):
    help = "Compile the Oracle text of every card: which cards and abilities the engine plays."

    def add_arguments(self, parser):
        parser.add_argument("--export", metavar="FILE", help="also write the compiled definitions as JSON (for python -m rulings.engine --cards)")

    def handle(self, *args, **options):
        figures = compile_all()
        self.stdout.write(f"{figures['cards']} cards compiled: {figures['fully_played']} fully played, {figures['updated']} updated.")
        if options["export"]:
            with_faces = set(Card.objects.filter(faces__isnull=False).values_list("pk", flat=True).distinct())
            out = {}
            backs = backs_of()
            for values in Card.objects.values("pk", *FIELDS).iterator(chunk_size=2000):
                definition = compile_card(record_of(values, values["pk"] in with_faces, backs.get(values["pk"]))).definition
                if definition is not None:
                    out[values["name"]] = definition
            with open(options["export"], "w", encoding="utf-8") as fh:
                json.dump(out, fh, ensure_ascii=False)
            self.stdout.write(f"{len(out)} definitions written to {options['export']}.")
