"""`python manage.py warm_pages`: render the pages every reader shares into the page cache.

Rule pages are the same for every anonymous reader until another corpus is made
active, so a server can render them all once, when it starts, instead of on
the first judge's request in the middle of a round. gunicorn.conf.py runs this in
the background when the workers are ready (PAGE_CACHE_WARM=0 turns that off).
Renders the contents, the glossary, every rule of the active corpus and every
step of the example scenarios, in-process, through the whole middleware stack.
"""
import time

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from django.test import Client
from django.urls import reverse


def _host() -> str:
    for host in settings.ALLOWED_HOSTS:
        host = host.lstrip(".")
        if host and host != "*":
            return host
    return "localhost"


class Command(BaseCommand):
    help = "Render the rule pages and example replay steps into the page cache (config.pagecache)."

    def add_arguments(self, parser):
        parser.add_argument("--marker", help="a file to write when done (for whoever waits on it)")

    def handle(self, *args, marker=None, **options):
        from rules_corpus.models import Corpus, Rule
        from rulings.models import Scenario

        if not getattr(settings, "PAGE_CACHE", False):
            raise CommandError("PAGE_CACHE is off in these settings: nothing to warm.")
        started = time.perf_counter()
        urls = [reverse("rules_corpus:contents"), reverse("rules_corpus:glossary")]
        corpus = Corpus.active()
        if corpus is not None:
            base = reverse("rules_corpus:rule", args=["0"])[:-1]
            numbers = Rule.objects.filter(corpus=corpus).order_by("position").values_list("number", flat=True)
            urls.extend(base + number for number in numbers)
        for scenario in Scenario.objects.filter(example_slug__isnull=False).only("pk", "document"):
            step_base = reverse("rulings:step", args=[scenario.pk, 0])[:-1]
            urls.extend(step_base + str(n) for n in range(len(scenario.document.get("actions") or []) + 1))
        client = Client(HTTP_HOST=_host())
        failed = 0
        for url in urls:
            response = client.get(url, secure=True)
            if response.status_code != 200:
                failed += 1
                self.stderr.write(f"{url}: {response.status_code}")
        elapsed = time.perf_counter() - started
        self.stdout.write(f"Warmed {len(urls) - failed} pages in {elapsed:.1f} s ({failed} failed).")
        if marker:
            with open(marker, "w") as handle:
                handle.write(f"{len(urls) - failed} {elapsed:.1f}\n")
