"""Store the engine's example scenarios as public, read-only scenarios (idempotent)."""
from django.core.management.base import BaseCommand

from rulings.services.store import load_examples


class Command(BaseCommand):
    help = "Load the rules engine's example scenarios as public scenarios; safe to run twice."

    def handle(self, *args, **options):
        created, updated = load_examples()
        self.stdout.write(f"Example scenarios: {created} added, {updated} updated.")
