"""Every form on the site, and every field of it, is swept with XSS payloads: the page that
answers, and every page that shows the value back, must carry it as text, never as markup.

The forms are found by reading the pages (so a new form or field is swept the day it is
added): the navigation search, search, login, signup, card search, new scenario, import,
and every form of the scenario builder.
"""
from html.parser import HTMLParser

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from tests.test_deploy_support import on_postgres

pytestmark = [
    pytest.mark.django_db,
    # Escaping does not depend on the database: once, on the SQLite pass of `make test`.
    pytest.mark.skipif(on_postgres(), reason="runs on the SQLite pass"),
]

PAYLOADS = [
    "javascript:alert(1)//\"'><script>alert(1)</script><img src=x onerror=alert(1)><xss-probe data-xss=1>",
    "'\"><xss-probe>",
]
SKIPPED_FIELDS = {"csrfmiddlewaretoken"}


class Injection(HTMLParser):
    """Collects markup that only a payload could have put there."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.found = []

    def handle_starttag(self, tag, attrs):
        names = {name for name, _ in attrs}
        if tag == "xss-probe" or "data-xss" in names or any(name.startswith("on") for name in names):
            self.found.append((tag, attrs))
        if tag == "script" and "src" not in names:
            self.found.append((tag, attrs))
        if tag == "img" and ("src", "x") in attrs:
            self.found.append((tag, attrs))
        for name, value in attrs:
            if name in ("href", "src", "action", "formaction") and (value or "").strip().lower().startswith("javascript:"):
                self.found.append((tag, attrs))


def injected(response) -> list:
    if not response.get("Content-Type", "").startswith("text/html"):
        return []
    parser = Injection()
    parser.feed(response.content.decode("utf-8", "replace"))
    return parser.found


class Forms(HTMLParser):
    """The forms of a page: action, method and each field with its current value."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.forms, self._form, self._select, self._textarea = [], None, None, None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "form":
            self._form = {
                "action": attrs.get("hx-post") or attrs.get("action") or "",
                "method": "post" if attrs.get("hx-post") else (attrs.get("method") or "get").lower(),
                "fields": {},
                "files": [],
            }
            self.forms.append(self._form)
        elif self._form is None or "name" not in attrs:
            return
        elif tag == "input":
            kind = attrs.get("type", "text").lower()
            if kind == "file":
                self._form["files"].append(attrs["name"])
            elif kind in ("checkbox", "radio"):
                if "checked" in attrs:
                    self._form["fields"][attrs["name"]] = attrs.get("value", "on")
            elif kind not in ("submit", "button", "reset", "image"):
                self._form["fields"][attrs["name"]] = attrs.get("value", "")
        elif tag == "textarea":
            self._textarea = attrs["name"]
            self._form["fields"][self._textarea] = ""
        elif tag == "select":
            self._select = attrs["name"]
            self._form["fields"].setdefault(self._select, "")
        elif tag == "button" and attrs.get("value") is not None:
            self._form["fields"].setdefault(attrs["name"], attrs["value"])

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)

    def handle_endtag(self, tag):
        if tag == "form":
            self._form = None
        elif tag == "textarea":
            self._textarea = None
        elif tag == "select":
            self._select = None

    def handle_data(self, data):
        if self._textarea and self._form is not None:
            self._form["fields"][self._textarea] += data


def option_parser(forms: Forms):
    """Selected options fill their select's value (a tiny second pass)."""
    original = forms.handle_starttag

    def starttag(tag, attrs):
        original(tag, attrs)
        attrs = dict(attrs)
        if tag == "option" and forms._select and forms._form is not None:
            current = forms._form["fields"].get(forms._select)
            if "selected" in attrs or current == "":
                forms._form["fields"][forms._select] = attrs.get("value", "")

    forms.handle_starttag = starttag
    return forms


def forms_of(client, url) -> list[dict]:
    response = client.get(url)
    assert response.status_code == 200, url
    parser = option_parser(Forms())
    parser.feed(response.content.decode())
    return [
        form for form in parser.forms if form["action"] != reverse("logout") and (form["fields"] or form["files"])
    ]


def sweep(client, url, *, after=()):
    """Submit every field of every form on `url` with every payload; check what comes back."""
    forms = forms_of(client, url)
    assert forms, f"{url} has forms to sweep"
    swept = 0
    for form in forms:
        action = form["action"] or url
        for name in form["fields"]:
            if name in SKIPPED_FIELDS:
                continue
            for payload in PAYLOADS:
                data = {**form["fields"], name: payload}
                if form["method"] == "post":
                    response = client.post(action, data, follow=True)
                else:
                    response = client.get(action, data, follow=True)
                assert injected(response) == [], (action, name, payload)
                for check in after:
                    assert injected(client.get(check)) == [], (action, name, payload, check)
                swept += 1
    return swept


def test_the_anonymous_forms_show_payloads_back_as_text(client, seed_corpus):
    swept = 0
    for url in ["/", reverse("rules_corpus:search") + "?q=combat", reverse("login"), reverse("signup"),
                reverse("rulings:card_search")]:
        swept += sweep(client, url)
    assert swept >= 8


def test_the_new_scenario_form_shows_payloads_back_as_text(owner_client):
    assert sweep(owner_client, reverse("rulings:scenario_new"), after=[reverse("rulings:scenario_list")]) >= 2


def test_every_builder_form_and_field_shows_payloads_back_as_text(owner_client, scenario):
    from rulings.models import Scenario

    original = scenario.document
    pages = [
        reverse("rulings:scenario_detail", args=[scenario.pk]),
        reverse("rulings:scenario_list"),
        reverse("rulings:step", args=[scenario.pk, len(original["actions"])]),
    ]
    swept = 0
    for form in forms_of(owner_client, reverse("rulings:scenario_edit", args=[scenario.pk])):
        action = form["action"]
        for name in form["fields"]:
            if name in SKIPPED_FIELDS:
                continue
            for payload in PAYLOADS:
                Scenario.objects.filter(pk=scenario.pk).update(document=original)
                scenario.refresh_from_db()
                scenario.set_document(original)
                scenario.save()
                response = owner_client.post(action, {**form["fields"], name: payload}, follow=True)
                assert injected(response) == [], (action, name, payload)
                scenario.refresh_from_db()
                if scenario.document != original:
                    for page in pages:
                        shown = owner_client.get(page)
                        assert injected(shown) == [], (action, name, payload, page)
                swept += 1
    assert swept >= 20


def test_an_imported_file_shows_its_fields_back_as_text(owner_client):
    from rulings.models import Scenario
    from tests.rulings.scenario_fixtures import make_document

    for payload in PAYLOADS:
        document = make_document(name=payload, question=payload)
        document["players"][0]["name"] = payload  # refused or not, it is shown back
        for content in (document, {"name": payload, "format": payload}):
            import json

            upload = SimpleUploadedFile("s.json", json.dumps(content).encode(), "application/json")
            response = owner_client.post(reverse("rulings:scenario_import"), {"file": upload}, follow=True)
            assert injected(response) == [], payload
    for scenario in Scenario.objects.all():
        for page in (reverse("rulings:scenario_detail", args=[scenario.pk]), reverse("rulings:step", args=[scenario.pk, 0])):
            assert injected(owner_client.get(page)) == []
