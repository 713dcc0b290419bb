"""Page cache hit time: an anonymous reader served a stored rule page and replay step.

A hit should cost little more than reading the stored page from disk: the
middleware works out the page's key (what the page depends on) and reads the
file. Timed through Django's test client with the page cache on (as with
PRODUCTION=1), on the seed excerpt and a short example scenario.
"""
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench import _django  # noqa: E402

SAMPLES = 2000


def figures(times: list[float]) -> str:
    times = sorted(times)
    return (f"median {statistics.median(times):.3f} ms, p95 {times[int(len(times) * 0.95) - 1]:.3f} ms, "
            f"min {times[0]:.3f} ms")


def main() -> None:
    folder = _django.setup("page-cache")
    from django.conf import settings
    from django.core.management import call_command
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    settings.PAGE_CACHE = True
    settings.CACHES = {
        **settings.CACHES,
        "pages": {"BACKEND": "django.core.cache.backends.filebased.FileBasedCache", "LOCATION": str(folder / "pages")},
    }
    call_command("import_rules", verbosity=0)
    call_command("load_example_scenarios", verbosity=0)
    from rulings.models import Scenario

    example = Scenario.objects.filter(example_slug__isnull=False).order_by("pk").first()
    urls = {"rule page": "/rules/405.1", "replay step": f"/scenarios/{example.pk}/steps/1"}
    client = Client()
    for label, url in urls.items():
        first = client.get(url)
        assert first.status_code == 200, (url, first.status_code)
        for _ in range(50):
            client.get(url)
        times = []
        for _ in range(SAMPLES):
            began = time.perf_counter()
            response = client.get(url)
            times.append((time.perf_counter() - began) * 1000)
        assert response["X-Page-Cache"] == "hit", url
        with CaptureQueriesContext(connection) as queries:
            client.get(url)
        print(f"page cache hit, {label} ({SAMPLES} requests): {figures(times)}; "
              f"{len(queries)} database quer{'y' if len(queries) == 1 else 'ies'} per hit")


if __name__ == "__main__":
    main()
