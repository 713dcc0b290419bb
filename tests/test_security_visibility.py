"""Who may read a scenario (issue 17): every URL that reads one, tried by its owner, another
judge and a logged-out visitor, for a private, a shared-by-link and a public scenario, with
the page cache off and on. A number URL answers anyone who may not read the scenario with the
same 404 as a scenario that does not exist; the share link opens it for anyone holding it."""
import re

import pytest
from django.test import Client
from django.urls import reverse

from rulings.models import Scenario
from rulings.services import sharing

pytestmark = pytest.mark.django_db

TOKEN = re.compile(r"[a-zA-Z0-9]{64}")
READERS = ("owner", "stranger", "visitor")
VISIBILITIES = ("private", "link", "public")


@pytest.fixture(params=["cache off", "cache on"])
def page_cache(request, settings, tmp_path):
    settings.PAGE_CACHE = request.param == "cache on"
    settings.CACHES = {
        **settings.CACHES,
        "pages": {"BACKEND": "django.core.cache.backends.filebased.FileBasedCache", "LOCATION": str(tmp_path / "pages")},
    }
    return settings.PAGE_CACHE


@pytest.fixture
def readers(owner, stranger):
    clients = {name: Client() for name in READERS}
    clients["owner"].force_login(owner)
    clients["stranger"].force_login(stranger)
    return clients


def number_urls(scenario) -> dict[str, tuple[str, dict]]:
    last = len(scenario.document["actions"])
    return {
        "overview": (reverse("rulings:scenario_detail", args=[scenario.pk]), {}),
        "first step": (reverse("rulings:step", args=[scenario.pk, 0]), {}),
        "last step": (reverse("rulings:step", args=[scenario.pk, last]), {}),
        "step for htmx": (reverse("rulings:step", args=[scenario.pk, 1]), {"HX-Request": "true"}),
        "export": (reverse("rulings:scenario_export", args=[scenario.pk]), {}),
    }


def link_urls(token: str, actions: int) -> dict[str, tuple[str, dict]]:
    return {
        "overview": (reverse("rulings:shared_detail", args=[token]), {}),
        "first step": (reverse("rulings:shared_step", args=[token, 0]), {}),
        "last step": (reverse("rulings:shared_step", args=[token, actions]), {}),
        "step for htmx": (reverse("rulings:shared_step", args=[token, 1]), {"HX-Request": "true"}),
        "export": (reverse("rulings:shared_export", args=[token]), {}),
    }


def read_twice(client, url, headers):
    """Twice, so that with the page cache on the second could come from the cache."""
    first = client.get(url, headers=headers)
    second = client.get(url, headers=headers)
    assert first.status_code == second.status_code
    return second


def without_tokens(content: bytes) -> str:
    return TOKEN.sub("TOKEN", content.decode())


def may_read_by_number(reader: str, visibility: str) -> bool:
    return reader == "owner" or visibility == "public"


@pytest.mark.parametrize("visibility", VISIBILITIES)
@pytest.mark.parametrize("reader", READERS)
def test_every_number_url_answers_only_those_who_may_read(page_cache, readers, scenario, reader, visibility):
    sharing.set_visibility(scenario, visibility)
    for label, (url, headers) in number_urls(scenario).items():
        response = read_twice(readers[reader], url, headers)
        expected = 200 if may_read_by_number(reader, visibility) else 404
        assert response.status_code == expected, (label, response.status_code)
        if visibility != "public" or reader == "owner":
            assert not response.has_header("X-Page-Cache"), label  # never stored, never served


@pytest.mark.parametrize("visibility", ("private", "link"))
@pytest.mark.parametrize("reader", ("stranger", "visitor"))
def test_a_number_url_answers_as_if_the_scenario_did_not_exist(page_cache, readers, scenario, reader, visibility):
    sharing.set_visibility(scenario, visibility)
    client = readers[reader]
    for url, missing in [
        (reverse("rulings:scenario_detail", args=[scenario.pk]), reverse("rulings:scenario_detail", args=[999999])),
        (reverse("rulings:step", args=[scenario.pk, 1]), reverse("rulings:step", args=[999999, 1])),
        (reverse("rulings:scenario_export", args=[scenario.pk]), reverse("rulings:scenario_export", args=[999999])),
    ]:
        hidden, absent = client.get(url), client.get(missing)
        assert hidden.status_code == absent.status_code == 404
        assert without_tokens(hidden.content) == without_tokens(absent.content)


@pytest.mark.parametrize("reader", READERS)
def test_every_link_url_answers_anyone_holding_the_link(page_cache, readers, scenario, reader):
    sharing.set_visibility(scenario, "link")
    for label, (url, headers) in link_urls(scenario.share_token, len(scenario.document["actions"])).items():
        response = read_twice(readers[reader], url, headers)
        assert response.status_code == 200, (label, response.status_code)
        assert not response.has_header("X-Page-Cache"), label  # a shared page is never cached


@pytest.mark.parametrize("visibility", VISIBILITIES)
@pytest.mark.parametrize("reader", ("owner", "stranger"))
def test_forking_by_number_needs_read_access(page_cache, readers, scenario, reader, visibility):
    sharing.set_visibility(scenario, visibility)
    response = readers[reader].post(reverse("rulings:scenario_fork", args=[scenario.pk]))
    assert response.status_code == (302 if may_read_by_number(reader, visibility) else 404)


def test_a_logged_out_visitor_is_sent_to_log_in_to_fork_whether_or_not_the_scenario_exists(readers, scenario):
    for pk in (scenario.pk, 999999):
        response = readers["visitor"].post(reverse("rulings:scenario_fork", args=[pk]))
        assert response.status_code == 302 and response["Location"].startswith(reverse("login"))


def test_a_judge_holding_the_link_may_fork_it_and_the_copy_is_private(readers, scenario, stranger):
    sharing.set_visibility(scenario, "link")
    response = readers["stranger"].post(reverse("rulings:shared_fork", args=[scenario.share_token]))
    copy = Scenario.objects.get(owner=stranger)
    assert response["Location"] == reverse("rulings:scenario_edit", args=[copy.pk])
    assert (copy.visibility, copy.share_token, copy.document) == ("private", None, scenario.document)


@pytest.mark.parametrize("reader", READERS)
def test_a_new_link_kills_the_old_one(page_cache, readers, scenario, reader):
    sharing.set_visibility(scenario, "link")
    old = scenario.share_token
    actions = len(scenario.document["actions"])
    for url, headers in link_urls(old, actions).values():
        readers[reader].get(url, headers=headers)
    sharing.new_link(scenario)
    assert scenario.share_token != old
    for label, (url, headers) in link_urls(old, actions).items():
        assert readers[reader].get(url, headers=headers).status_code == 404, label
    for label, (url, headers) in link_urls(scenario.share_token, actions).items():
        assert readers[reader].get(url, headers=headers).status_code == 200, label


@pytest.mark.parametrize("visibility", ("private", "public"))
def test_turning_sharing_by_link_off_kills_the_link(page_cache, readers, scenario, visibility):
    sharing.set_visibility(scenario, "link")
    token = scenario.share_token
    sharing.set_visibility(scenario, visibility)
    assert scenario.share_token is None
    for label, (url, headers) in link_urls(token, len(scenario.document["actions"])).items():
        assert readers["visitor"].get(url, headers=headers).status_code == 404, label
    assert readers["visitor"].post(reverse("rulings:shared_fork", args=[token])).status_code == 302  # log in first
    assert readers["stranger"].post(reverse("rulings:shared_fork", args=[token])).status_code == 404


def test_a_public_step_once_cached_is_not_served_after_the_scenario_is_made_private(page_cache, readers, scenario):
    sharing.set_visibility(scenario, "public")
    url = reverse("rulings:step", args=[scenario.pk, 1])
    read_twice(readers["visitor"], url, {})
    sharing.set_visibility(scenario, "private")
    response = readers["visitor"].get(url)
    assert response.status_code == 404 and not response.has_header("X-Page-Cache")


def test_a_public_step_is_served_from_the_cache(page_cache, readers, scenario):
    sharing.set_visibility(scenario, "public")
    response = read_twice(readers["visitor"], reverse("rulings:step", args=[scenario.pk, 1]), {})
    assert response.get("X-Page-Cache") == ("hit" if page_cache else None)


def test_the_owner_sets_who_may_read_on_the_scenario_page(readers, scenario):
    url = reverse("rulings:scenario_sharing", args=[scenario.pk])
    assert readers["owner"].post(url, {"visibility": "link"}).status_code == 302
    scenario.refresh_from_db()
    assert scenario.visibility == "link" and len(scenario.share_token) >= 22
    page = readers["owner"].get(reverse("rulings:scenario_detail", args=[scenario.pk])).content.decode()
    assert reverse("rulings:shared_detail", args=[scenario.share_token]) in page
    old = scenario.share_token
    readers["owner"].post(url, {"new_link": "1"})
    scenario.refresh_from_db()
    assert scenario.share_token not in (None, old)


def test_an_unknown_visibility_changes_nothing(readers, scenario):
    readers["owner"].post(reverse("rulings:scenario_sharing", args=[scenario.pk]), {"visibility": "everyone"})
    scenario.refresh_from_db()
    assert scenario.visibility == "private"


def test_a_share_token_carries_at_least_128_random_bits():
    import base64

    tokens = {sharing.new_token() for _ in range(100)}
    assert len(tokens) == 100
    for token in tokens:
        assert len(base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))) * 8 >= 128


def test_a_page_read_through_the_link_keeps_to_the_link(readers, scenario):
    """Its step log, navigation, overview and export use the link, not the number URLs the reader may not open."""
    sharing.set_visibility(scenario, "link")
    page = readers["visitor"].get(reverse("rulings:shared_step", args=[scenario.share_token, 1])).content.decode()
    assert reverse("rulings:shared_step", args=[scenario.share_token, 2]) in page
    assert reverse("rulings:shared_detail", args=[scenario.share_token]) in page
    assert reverse("rulings:shared_export", args=[scenario.share_token]) in page
    assert f"/scenarios/{scenario.pk}/" not in page


@pytest.mark.parametrize("reader", READERS)
def test_lists_and_the_home_page_show_only_what_the_reader_may_read(readers, owner, reader):
    from rulings.services.store import create_scenario
    from tests.rulings.scenario_fixtures import make_document

    made = {}
    for visibility in VISIBILITIES:
        made[visibility] = create_scenario(owner, make_document(name=f"The {visibility} one"))
        sharing.set_visibility(made[visibility], visibility)
    for url in (reverse("home"), reverse("rulings:scenario_list")):
        page = readers[reader].get(url).content.decode()
        for visibility, scenario in made.items():
            listed = reverse("rulings:scenario_detail", args=[scenario.pk]) in page
            expected = reader == "owner" or (visibility == "public" and url != reverse("home"))
            assert listed == expected, (url, visibility)


def test_new_imported_and_forked_scenarios_are_private(owner_client, owner, public_scenario):
    from django.core.files.uploadedfile import SimpleUploadedFile

    owner_client.post(reverse("rulings:scenario_new"), {"name": "New", "question": ""})
    exported = owner_client.get(reverse("rulings:scenario_export", args=[public_scenario.pk])).content
    owner_client.post(reverse("rulings:scenario_import"), {"file": SimpleUploadedFile("s.json", exported)})
    owner_client.post(reverse("rulings:scenario_fork", args=[public_scenario.pk]))
    others = Scenario.objects.exclude(pk=public_scenario.pk)
    assert others.count() == 3
    assert set(others.values_list("visibility", "share_token")) == {("private", None)}


def test_the_examples_are_loaded_public(readers):
    from rulings.services.store import load_examples

    load_examples()
    example = Scenario.objects.filter(example_slug__isnull=False).first()
    assert example.visibility == "public"
    assert readers["visitor"].get(reverse("rulings:scenario_detail", args=[example.pk])).status_code == 200


@pytest.mark.parametrize("visibility", ("private", "link"))
def test_a_page_of_a_scenario_that_is_not_public_tells_every_cache_not_to_keep_it(readers, scenario, visibility):
    sharing.set_visibility(scenario, visibility)
    urls = number_urls(scenario) if visibility == "private" else link_urls(scenario.share_token, 1)
    client = readers["owner"] if visibility == "private" else readers["visitor"]
    for label, (url, headers) in urls.items():
        control = client.get(url, headers=headers)["Cache-Control"]
        assert "private" in control and "no-store" in control, label


@pytest.mark.parametrize("visibility", VISIBILITIES)
@pytest.mark.parametrize("reader", READERS)
def test_the_owners_pages_answer_others_without_telling_a_private_scenario_exists(
    page_cache, readers, scenario, reader, visibility
):
    sharing.set_visibility(scenario, visibility)
    for name, kwargs in [("scenario_edit", {}), ("scenario_delete", {}), ("object_edit", {"i": 0}), ("action_edit", {"i": 0})]:
        url = reverse(f"rulings:{name}", kwargs={"pk": scenario.pk, **kwargs})
        response = read_twice(readers[reader], url, {})
        if reader == "owner":
            assert response.status_code == 200, name
        elif reader == "stranger":
            assert response.status_code == (403 if visibility == "public" else 404), name
        else:
            assert response.status_code == 302 and response["Location"].startswith(reverse("login")), name
        assert not response.has_header("X-Page-Cache"), name


@pytest.mark.parametrize("visibility", VISIBILITIES)
def test_the_owners_own_pages_tell_every_cache_not_to_keep_them(readers, scenario, visibility):
    """The builder and the delete confirmation show the whole document, the lists name the
    owner's private scenarios: like the scenario's own pages, no cache (a proxy's, or the
    browser's after logging out on a shared computer) may keep them."""
    sharing.set_visibility(scenario, visibility)
    gets = [reverse("home"), reverse("rulings:scenario_list")] + [
        reverse(f"rulings:{name}", kwargs={"pk": scenario.pk, **kwargs})
        for name, kwargs in [("scenario_edit", {}), ("scenario_delete", {}), ("object_edit", {"i": 0}), ("action_edit", {"i": 0})]
    ]
    for url in gets:
        response = readers["owner"].get(url)
        assert response.status_code == 200, url
        control = response.get("Cache-Control", "")
        assert "private" in control and "no-store" in control, url
    saved = readers["owner"].post(
        reverse("rulings:edit_details", args=[scenario.pk]),
        {"name": "Renamed", "question": "Who wins?", "description": ""},
        headers={"HX-Request": "true"},
    )
    assert "no-store" in saved.get("Cache-Control", "")


@pytest.mark.parametrize("token", ["a\x00b", "%00", "not a token!", "x" * 300])
def test_what_cannot_be_a_share_token_answers_the_404_of_an_unknown_link_without_asking_the_database(readers, token):
    """PostgreSQL refuses a NUL in a text parameter (a 500, not a 404); a share token is made of
    the URL-safe base64 alphabet only, so anything else is no link and is never looked up."""
    from urllib.parse import quote

    from django.db import connection

    sent = []

    def record(execute, sql, params, many, context):
        sent.extend(str(p) for p in (params or ()))
        return execute(sql, params, many, context)

    unknown = sharing.new_token()
    for name, reader, method in [
        ("shared_detail", "visitor", "get"), ("shared_export", "visitor", "get"), ("shared_fork", "stranger", "post"),
    ]:
        odd = reverse(f"rulings:{name}", args=["T"]).replace("/T/", f"/{quote(token, safe='%')}/")
        with connection.execute_wrapper(record):
            response = getattr(readers[reader], method)(odd)
        assert response.status_code == 404, name
        absent = getattr(readers[reader], method)(reverse(f"rulings:{name}", args=[unknown]))
        assert without_tokens(response.content) == without_tokens(absent.content), name
    step = reverse("rulings:shared_step", args=["T", 1]).replace("/T/", f"/{quote(token, safe='%')}/")
    with connection.execute_wrapper(record):
        assert readers["visitor"].get(step).status_code == 404
    assert not [param for param in sent if "\x00" in param or param == token]
