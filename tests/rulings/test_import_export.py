"""Export downloads the scenario file; import takes it back whole or not at all."""
import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from rulings.services import transfer
from rulings.models import Scenario
from tests.rulings.scenario_fixtures import make_document

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("fast_passwords")]


def test_export_is_a_json_download_of_the_document(client, public_scenario):
    scenario = public_scenario
    response = client.get(reverse("rulings:scenario_export", args=[scenario.pk]))
    assert response["Content-Disposition"] == 'attachment; filename="bolt-the-bear.json"'
    assert json.loads(response.content) == scenario.document


def test_importing_an_exported_file_creates_an_equal_scenario(owner_client, owner, scenario):
    exported = owner_client.get(reverse("rulings:scenario_export", args=[scenario.pk])).content
    response = owner_client.post(reverse("rulings:scenario_import"),
                                 {"file": SimpleUploadedFile("s.json", exported)})
    imported = Scenario.objects.exclude(pk=scenario.pk).get(owner=owner)
    assert response.status_code == 302
    assert imported.document == scenario.document


def test_an_invalid_file_names_the_field_and_imports_nothing(owner_client):
    document = make_document()
    document["players"][1]["life"] = "twenty"
    response = owner_client.post(reverse("rulings:scenario_import"),
                                 {"file": SimpleUploadedFile("bad.json", json.dumps(document).encode())})
    page = response.content.decode()
    assert response.status_code == 422
    assert "players[1].life" in page
    assert Scenario.objects.count() == 0


def test_a_file_that_is_not_json_is_refused_with_a_clear_message(owner_client):
    response = owner_client.post(reverse("rulings:scenario_import"),
                                 {"file": SimpleUploadedFile("photo.jpg", b"\xff\xd8\xff\xe0 not json")})
    assert response.status_code == 422
    assert "not a JSON scenario file" in response.content.decode()
    assert Scenario.objects.count() == 0


def test_an_oversized_file_is_refused_with_a_clear_message(owner_client):
    big = SimpleUploadedFile("big.json", b"{" + b" " * transfer.MAX_UPLOAD_BYTES + b"}")
    response = owner_client.post(reverse("rulings:scenario_import"), {"file": big})
    assert response.status_code == 422
    assert "at most" in response.content.decode()
    assert Scenario.objects.count() == 0


def test_importing_needs_a_login(client):
    response = client.get(reverse("rulings:scenario_import"))
    assert response.status_code == 302


def test_fork_copies_someone_elses_public_scenario_into_mine(client, public_scenario, django_user_model):
    scenario = public_scenario
    judge = django_user_model.objects.create_user("judge", password="judge-password-1")
    client.force_login(judge)
    response = client.post(reverse("rulings:scenario_fork", args=[scenario.pk]))
    copy = Scenario.objects.get(owner=judge)
    assert response["Location"] == reverse("rulings:scenario_edit", args=[copy.pk])
    assert copy.document == scenario.document


def test_delete_asks_first_then_deletes_on_post(owner_client, scenario):
    confirm = owner_client.get(reverse("rulings:scenario_delete", args=[scenario.pk]))
    assert "Yes, delete it" in confirm.content.decode()
    assert Scenario.objects.filter(pk=scenario.pk).exists()
    owner_client.post(reverse("rulings:scenario_delete", args=[scenario.pk]))
    assert not Scenario.objects.filter(pk=scenario.pk).exists()


def test_an_upload_declaring_a_huge_size_is_refused_by_its_size(owner_client):
    response = owner_client.post(
        reverse("rulings:scenario_import"),
        {"file": SimpleUploadedFile("s.json", b"{}")},
        CONTENT_LENGTH=str(50 * 1024 * 1024),
    )
    assert response.status_code == 422
    assert "too large" in response.content.decode()
    assert Scenario.objects.count() == 0


@pytest.mark.parametrize("escape", ["\\ud800", "\\udfff", "\\u0000"])
@pytest.mark.parametrize("where", ['"name": "x"', '"question": "x"', '"x": "x"'])
def test_a_file_holding_text_no_database_can_store_is_refused_with_a_clear_message(owner_client, escape, where):
    """A lone surrogate (\\ud800) is not a character: it cannot be written as UTF-8 (SQLite
    answered 500). PostgreSQL refuses a NUL (\\u0000) in JSON and in text alike."""
    document = make_document(name="x", question="x")
    document["players"][0]["x"] = "x"
    raw = json.dumps(document).replace(where, where.replace('"x"', f'"{escape}"') if where != '"x": "x"' else f'"{escape}": "x"')
    response = owner_client.post(reverse("rulings:scenario_import"), {"file": SimpleUploadedFile("odd.json", raw.encode())})
    assert response.status_code == 422
    assert "cannot be stored" in response.content.decode()
    assert Scenario.objects.count() == 0


@pytest.mark.parametrize("depth", [900, 50_000])
@pytest.mark.parametrize("key", ["players", "question"])
def test_a_file_nested_too_deeply_is_refused_with_a_clear_message(owner_client, depth, key):
    """A scenario document is a few levels deep; thousands of nested lists made json.loads (or
    what reads the document after it) run out of stack, a 500."""
    document = make_document()
    raw = json.dumps(document).replace(f'"{key}": ', f'"{key}": ' + "[" * depth + "]" * depth + ', "ignored": ', 1)
    response = owner_client.post(reverse("rulings:scenario_import"), {"file": SimpleUploadedFile("deep.json", raw.encode())})
    assert response.status_code == 422
    assert "nested too deeply" in response.content.decode()
    assert Scenario.objects.count() == 0
