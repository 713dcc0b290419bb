"""Every page sends a Content Security Policy without inline script, and the usual headers;
the templates carry no inline script, style or event handler the policy would block."""
import re
from pathlib import Path

import pytest
from django.urls import reverse
from tests.test_deploy_support import on_postgres

REPO = Path(__file__).resolve().parents[1]
TEMPLATES = sorted((REPO / "templates").rglob("*.html"))

pytestmark = [
    pytest.mark.django_db,
    # Headers and templates do not depend on the database: once, on the SQLite pass of `make test`.
    pytest.mark.skipif(on_postgres(), reason="runs on the SQLite pass"),
]


def directives(response) -> dict[str, str]:
    policy = response["Content-Security-Policy"]
    return {part.split()[0]: " ".join(part.split()[1:]) for part in policy.split(";") if part.strip()}


@pytest.fixture
def page(client, seed_corpus):
    return client.get(reverse("rules_corpus:rule", args=["100.1"]))


def test_pages_send_a_csp_that_allows_only_our_own_scripts_and_styles(page):
    policy = directives(page)
    assert policy["default-src"] == "'self'"
    assert policy["script-src"] == "'self'"
    assert policy["style-src"] == "'self'"
    assert policy["object-src"] == "'none'"
    assert policy["frame-ancestors"] == "'none'"
    assert policy["base-uri"] == "'self'"
    assert policy["form-action"] == "'self'"


def test_the_csp_allows_no_inline_code_and_no_eval(page):
    assert "unsafe-inline" not in page["Content-Security-Policy"]
    assert "unsafe-eval" not in page["Content-Security-Policy"]


def test_pages_send_the_usual_security_headers(page):
    assert page["X-Content-Type-Options"] == "nosniff"
    assert page["X-Frame-Options"] == "DENY"
    assert page["Referrer-Policy"] == "same-origin"
    assert page["Cross-Origin-Opener-Policy"] == "same-origin"
    assert "camera=()" in page["Permissions-Policy"]


@pytest.mark.parametrize(
    "url",
    ["/", "/rules/", "/glossary/", "/search?q=combat", "/scenarios/", "/accounts/login/", "/accounts/signup/", "/nope"],
)
def test_every_kind_of_page_sends_the_policy(client, seed_corpus, url):
    response = client.get(url)
    assert "script-src 'self'" in response["Content-Security-Policy"]


def test_json_answers_are_not_sniffed_as_html(client, seed_corpus):
    response = client.get(reverse("rules_corpus:api_search"), {"q": "<script>alert(1)</script>"})
    assert response["Content-Type"].startswith("application/json")
    assert response["X-Content-Type-Options"] == "nosniff"


def _inline_scripts(text: str) -> list[str]:
    return [tag for tag in re.findall(r"<script\b[^>]*>", text, re.I) if "src=" not in tag]


@pytest.mark.parametrize("template", TEMPLATES, ids=lambda p: str(p.relative_to(REPO / "templates")))
def test_templates_have_no_inline_script_style_or_event_handler(template):
    text = template.read_text(encoding="utf-8")
    assert _inline_scripts(text) == []
    assert re.findall(r"<style\b", text, re.I) == []
    assert re.findall(r"\sstyle\s*=", text, re.I) == []
    assert re.findall(r"\son[a-z]+\s*=", text, re.I) == []
    assert "javascript:" not in text.lower()
    assert re.findall(r"\shx-on[:-]", text, re.I) == []  # htmx would need eval for these
