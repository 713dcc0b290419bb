"""Browser tests: Playwright drives Debian's chromium headless against the live server."""
import os

import pytest

# The live server runs in a thread beside Playwright's event loop.
os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"

CHROMIUM = "/usr/bin/chromium"


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {
        **browser_type_launch_args,
        "executable_path": CHROMIUM,
        "headless": True,
        "args": [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--no-first-run",
            "--disable-sync",
        ],
    }


@pytest.fixture
def seeded_live_server(live_server, search_index_dir):
    """The live server with the seed rules excerpt imported (the default corpus, and the
    rules that scenario citations open)."""
    from rules_corpus.importer import import_corpus

    import_corpus()
    return live_server


def pytest_collection_modifyitems(items):
    for item in items:
        if "tests/browser/" in str(item.fspath):
            item.add_marker(pytest.mark.browser)


def wait_for_htmx(page):
    """Wait until htmx has no request in flight and has settled the DOM."""
    page.wait_for_load_state("networkidle")
    page.wait_for_function(
        "() => !document.querySelector('.htmx-request, .htmx-settling, .htmx-swapping')"
    )


def log_in(page, url, username, password="a-long-judge-password"):
    """Log in through the login form, and wait until the page says who is logged in."""
    from playwright.sync_api import expect

    page.goto(f"{url}/accounts/login/")
    page.fill("#id_username", username)
    page.fill("#id_password", password)
    page.get_by_role("button", name="Log in").click()
    expect(page.locator(".nav-user")).to_contain_text(username)
