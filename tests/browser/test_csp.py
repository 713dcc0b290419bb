"""The Content Security Policy holds in a real browser: Debian's chromium loads the main pages,
types a live search, steps through a replay and opens the builder, and reports no violation
(no inline script or style, no eval) — htmx included."""
import pytest
from playwright.sync_api import expect

from tests.browser.conftest import wait_for_htmx

pytestmark = pytest.mark.django_db(transaction=True)

LISTEN = """
window.__cspViolations = [];
document.addEventListener("securitypolicyviolation", function (e) {
  window.__cspViolations.push(e.violatedDirective + " " + (e.blockedURI || "inline") + " " + (e.sourceFile || "") + ":" + e.lineNumber);
});
"""


@pytest.fixture
def site(live_server, search_index_dir, django_user_model):
    from rules_corpus.importer import import_corpus
    from rulings.models import Scenario
    from rulings.services.store import create_scenario, load_examples

    import_corpus()
    load_examples()
    judge = django_user_model.objects.create_user("judge", password="judge-password-1")
    example = Scenario.objects.filter(example_slug__isnull=False).order_by("pk").first()
    mine = create_scenario(judge, example.document)
    return {"url": live_server.url, "example": example, "mine": mine}


@pytest.fixture
def watched(page):
    """The page, with every CSP violation and console complaint about the policy collected."""
    complaints = []
    page.on(
        "console",
        lambda msg: complaints.append(msg.text) if "Content Security Policy" in msg.text else None,
    )
    page.add_init_script(LISTEN)
    page.complaints = complaints
    return page


def violations(page) -> list[str]:
    return page.evaluate("window.__cspViolations") + page.complaints


def visit(page, url):
    response = page.goto(url)
    assert response.status < 400, url
    wait_for_htmx(page)
    assert "script-src 'self'" in response.headers["content-security-policy"]
    assert violations(page) == [], url


def test_the_reading_pages_break_no_rule_of_the_policy(watched, site):
    base = site["url"]
    for path in ["/", "/rules/", "/rules/407.2", "/glossary/", "/search?q=combat+damage", "/scenarios/",
                 f"/scenarios/{site['example'].pk}/", f"/scenarios/{site['example'].pk}/steps/1",
                 "/accounts/login/", "/accounts/signup/"]:
        visit(watched, base + path)


def test_live_search_and_replay_navigation_break_no_rule_of_the_policy(watched, site):
    visit(watched, site["url"] + "/search")
    watched.locator("input[name=q]").last.fill("first strike")
    wait_for_htmx(watched)
    expect(watched.locator("#search-results, .search-results").first).to_contain_text("strike")
    visit(watched, f"{site['url']}/scenarios/{site['example'].pk}/steps/0")
    watched.locator('[data-step-nav="next"]').first.click()
    wait_for_htmx(watched)
    assert violations(watched) == []


def open_the_builder(watched, site):
    """Log in as the judge and open their scenario's builder."""
    visit(watched, site["url"] + "/accounts/login/")
    watched.fill("input[name=username]", "judge")
    watched.fill("input[name=password]", "judge-password-1")
    watched.locator("form.stacked-form button[type=submit]").click()
    watched.wait_for_load_state("networkidle")
    visit(watched, f"{site['url']}/scenarios/{site['mine'].pk}/edit")


def test_logging_in_and_the_builder_break_no_rule_of_the_policy(watched, site):
    open_the_builder(watched, site)
    visit(watched, f"{site['url']}/scenarios/new")
    visit(watched, f"{site['url']}/scenarios/import")


def test_an_inline_style_or_script_would_be_caught(watched, site):
    """The watch above is not blind: markup the policy forbids is reported."""
    visit(watched, site["url"] + "/rules/")
    watched.evaluate(
        """() => { document.body.insertAdjacentHTML('beforeend', '<div style="color: red">x</div>');
                   const s = document.createElement('script'); s.textContent = 'window.__ran = 1';
                   document.body.appendChild(s); }"""
    )
    watched.wait_for_timeout(200)
    found = violations(watched)
    assert any("style-src" in v for v in found)
    assert any("script-src" in v for v in found)
    assert watched.evaluate("window.__ran") is None


def test_a_builder_form_returned_with_an_error_and_saved_again_breaks_no_rule(watched, site):
    open_the_builder(watched, site)
    form = watched.locator("form.add-object")
    form.locator("#id_new-object-card").fill("No Such Card")
    form.get_by_role("button", name="Add object").click()
    wait_for_htmx(watched)
    expect(watched.locator("form.add-object .field-error").first).to_be_visible()
    form = watched.locator("form.add-object")
    form.locator("#id_new-object-card").fill("Forest")
    form.get_by_role("button", name="Add object").click()
    wait_for_htmx(watched)
    expect(watched.locator("form.add-object .field-error")).to_have_count(0)
    assert violations(watched) == []
    assert watched.locator("[style]").count() == 0


def test_an_action_form_returned_with_an_error_and_saved_again_breaks_no_rule(watched, site):
    open_the_builder(watched, site)
    for attempt in range(2):
        # something outside the page (a password manager, autofill) leaves style="" on the inputs
        watched.evaluate("() => document.querySelectorAll('form.add-action input, form.add-action select')"
                         ".forEach(e => { e.style.outline = 'none'; e.style.outline = ''; })")
        form = watched.locator("form.add-action")
        form.locator("#id_new-action-type").select_option("play_spell")
        form.locator("#id_new-action-player").select_option("Alice")
        form.get_by_role("button", name="Add action").click()
        wait_for_htmx(watched)
        expect(watched.locator("form.add-action .field-error").first).to_be_visible()
    form = watched.locator("form.add-action")
    form.locator("#id_new-action-type").select_option("pass_priority")
    form.get_by_role("button", name="Add action").click()
    wait_for_htmx(watched)
    expect(watched.locator("form.add-action .field-error")).to_have_count(0)
    assert violations(watched) == []
    assert watched.locator("[style]").count() == 0
