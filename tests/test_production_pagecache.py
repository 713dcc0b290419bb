"""The page cache (config.pagecache) serves anonymous readers the same page again, never a stale one,
and never one meant for somebody else; each reader still gets a CSRF token of their own."""
import io
from urllib.parse import urlencode
import re

import pytest
from django.test import Client
from django.urls import reverse


pytestmark = pytest.mark.django_db

TOKEN = re.compile(r'"X-CSRFToken": "([a-zA-Z0-9]{64})"')


@pytest.fixture
def page_cache(settings, tmp_path):
    settings.PAGE_CACHE = True
    settings.CACHES = {
        **settings.CACHES,
        "pages": {"BACKEND": "django.core.cache.backends.filebased.FileBasedCache", "LOCATION": str(tmp_path / "pages")},
    }
    return tmp_path / "pages"


@pytest.fixture
def url(seed_corpus):
    """A rule page of the seed excerpt."""
    from rules_corpus.models import Rule

    number = Rule.objects.filter(corpus=seed_corpus, kind="rule").order_by("position").values_list("number", flat=True)[0]
    return reverse("rules_corpus:rule", args=[number])


def without_tokens(content: bytes) -> str:
    return TOKEN.sub("TOKEN", content.decode())


def test_a_second_reader_gets_the_stored_page(page_cache, url):
    first = Client().get(url)
    second = Client().get(url)
    assert first["X-Page-Cache"] == "miss"
    assert second["X-Page-Cache"] == "hit"
    assert without_tokens(second.content) == without_tokens(first.content)


def test_a_stored_page_keeps_its_headers(page_cache, url):
    Client().get(url)
    hit = Client().get(url)
    assert hit["Content-Type"] == "text/html; charset=utf-8"
    assert "script-src 'self'" in hit["Content-Security-Policy"]
    assert hit["X-Frame-Options"] == "DENY"


def test_each_reader_of_a_stored_page_gets_a_working_csrf_token_of_their_own(page_cache, url, django_user_model):
    django_user_model.objects.create_user("judge", password="judge-password-1")
    Client().get(url)
    reader = Client(enforce_csrf_checks=True)
    hit = reader.get(url)
    assert hit["X-Page-Cache"] == "hit"
    token = TOKEN.search(hit.content.decode()).group(1)
    response = reader.post(
        reverse("login"), {"username": "judge", "password": "judge-password-1"}, HTTP_X_CSRFTOKEN=token
    )
    assert response.status_code == 302


def test_the_owner_of_a_public_scenario_is_never_served_its_steps_from_the_cache(page_cache, public_scenario, owner):
    url = reverse("rulings:step", args=[public_scenario.pk, 1])
    Client().get(url)
    client = Client()
    client.force_login(owner)
    response = client.get(url)
    assert not response.has_header("X-Page-Cache")
    assert owner.username.encode() in response.content
    assert reverse("rulings:scenario_edit", args=[public_scenario.pk]).encode() in response.content


def test_another_judge_is_served_a_public_scenarios_step_with_their_own_header_and_no_owners_links(
    page_cache, public_scenario, owner, stranger
):
    url = reverse("rulings:step", args=[public_scenario.pk, 1])
    judge = Client()
    judge.force_login(stranger)
    assert judge.get(url)["X-Page-Cache"] == "miss"
    owners_client = Client()
    owners_client.force_login(owner)
    assert not owners_client.get(url).has_header("X-Page-Cache")  # the owner's page is never stored
    hit = judge.get(url)
    assert hit["X-Page-Cache"] == "hit"
    assert b">stranger</a>" in hit.content and b">owner</a>" not in hit.content
    assert reverse("rulings:scenario_edit", args=[public_scenario.pk]).encode() not in hit.content
    anonymous = Client().get(url)
    assert anonymous["X-Page-Cache"] == "hit" and b">stranger</a>" not in anonymous.content


def test_a_visitor_with_an_unrelated_cookie_is_served_the_stored_page(page_cache, url):
    Client().get(url)
    visitor = Client()
    visitor.cookies["_ga"] = "GA1.2.123.456"
    visitor.cookies["theme"] = "dark"
    assert visitor.get(url)["X-Page-Cache"] == "hit"


def csrf_secret_of(content: bytes) -> set[str]:
    """The CSRF secrets that the page's tokens stand for."""
    from django.middleware.csrf import _unmask_cipher_token

    tokens = re.findall(r'[a-zA-Z0-9]{64}', content.decode())
    return {_unmask_cipher_token(token) for token in tokens}


def test_a_logged_in_judge_gets_the_stored_rule_page_with_their_own_header(page_cache, url, owner):
    Client().get(url)
    judge = Client()
    judge.force_login(owner)
    response = judge.get(url)
    assert response["X-Page-Cache"] == "hit"
    header = response.content.decode().split('class="nav-user">')[1].split("</span>")[0]
    assert ">owner</a>" in header and "Log out" in header and "Log in" not in header
    assert csrf_secret_of(response.content) == {judge.cookies[settings_csrf_cookie()].value}


def settings_csrf_cookie():
    from django.conf import settings

    return settings.CSRF_COOKIE_NAME


@pytest.mark.parametrize("path", ["rule", "search"])
def test_a_page_stored_for_one_judge_shows_no_other_reader_their_name_or_token(page_cache, url, owner, stranger, path):
    if path == "search":
        url = reverse("rules_corpus:search") + "?q=combat"
    first = Client()
    first.force_login(owner)
    assert first.get(url)["X-Page-Cache"] == "miss"
    first_secret = first.cookies[settings_csrf_cookie()].value

    second = Client()
    second.force_login(stranger)
    hit = second.get(url)
    assert hit["X-Page-Cache"] == "hit"
    assert b">stranger</a>" in hit.content and b">owner</a>" not in hit.content
    assert csrf_secret_of(hit.content) == {second.cookies[settings_csrf_cookie()].value}

    visitor = Client()
    anonymous = visitor.get(url)
    assert anonymous["X-Page-Cache"] == "hit"
    assert b">owner</a>" not in anonymous.content and b">stranger</a>" not in anonymous.content
    assert b"Log out" not in anonymous.content and b">Log in</a>" in anonymous.content
    assert first_secret not in csrf_secret_of(anonymous.content)


def test_a_reader_with_a_message_waiting_is_not_served_from_the_cache(page_cache, url, owner):
    Client().get(url)
    judge = Client()
    judge.force_login(owner)
    judge.cookies["messages"] = "a waiting message"
    assert not judge.get(url).has_header("X-Page-Cache")


def test_htmx_fragments_and_whole_pages_are_stored_apart(page_cache, seed_corpus):
    url = reverse("rules_corpus:search") + "?q=combat"
    page = Client().get(url)
    fragment = Client().get(url, HTTP_HX_REQUEST="true")
    assert fragment["X-Page-Cache"] == "miss"
    assert b"<html" in page.content and b"<html" not in fragment.content


def test_making_another_corpus_active_is_never_answered_with_the_old_page(page_cache, url, seed_corpus):
    from rules_corpus.models import Corpus

    Client().get(url)
    other = Corpus.objects.create(slug="other", name="Other edition", is_active=False)
    Corpus.objects.filter(pk=seed_corpus.pk).update(is_active=False)
    other.is_active = True
    other.save()
    response = Client().get(url)
    assert response.status_code == 404
    assert not response.has_header("X-Page-Cache")


def test_a_changed_scenario_is_never_answered_with_the_old_step(page_cache, public_scenario):
    scenario = public_scenario
    from rulings.services.store import save_document

    url = reverse("rulings:step", args=[scenario.pk, 1])
    assert Client().get(url)["X-Page-Cache"] == "miss"
    assert Client().get(url)["X-Page-Cache"] == "hit"
    save_document(scenario, {**scenario.document, "name": "Renamed scenario"})
    response = Client().get(url)
    assert response["X-Page-Cache"] == "miss"
    assert b"Renamed scenario" in response.content


def test_a_reader_with_a_stale_session_is_served_the_anonymous_page(page_cache, url):
    Client().get(url)
    client = Client()
    client.cookies["sessionid"] = "whatever"
    response = client.get(url)
    assert response["X-Page-Cache"] == "hit"
    assert b">Log in</a>" in response.content


def test_pages_that_are_not_shared_are_not_stored(page_cache, seed_corpus, scenario):
    for url in ["/", reverse("rulings:scenario_list"), reverse("rulings:scenario_detail", args=[scenario.pk])]:
        assert not Client().get(url).has_header("X-Page-Cache")


def test_the_cache_is_off_unless_turned_on(url, settings):
    settings.PAGE_CACHE = False
    assert not Client().get(url).has_header("X-Page-Cache")


def test_warm_pages_renders_every_rule_of_the_active_corpus(page_cache, url, settings):
    from django.core.management import call_command

    settings.ALLOWED_HOSTS = ["judge.example.org"]
    call_command("warm_pages", verbosity=0)
    hit = Client(HTTP_HOST="judge.example.org").get(url)
    assert hit["X-Page-Cache"] == "hit"


def test_loading_another_edition_beside_the_active_one_is_never_answered_with_the_old_page(page_cache, url, seed_corpus):
    from rules_corpus.models import Corpus

    Client().get(url)
    assert Client().get(url)["X-Page-Cache"] == "hit"
    Corpus.objects.create(slug="full-copy", name="The same edition in full", is_active=False)
    assert Client().get(url)["X-Page-Cache"] == "miss"


def test_a_stored_rule_page_is_served_without_a_database_query(page_cache, url, django_assert_num_queries):
    Client().get(url)
    reader = Client()
    with django_assert_num_queries(0):
        hit = reader.get(url)
    assert hit["X-Page-Cache"] == "hit"


def test_a_stored_replay_step_is_served_without_a_database_query(page_cache, public_scenario, django_assert_num_queries):
    scenario = public_scenario
    url = reverse("rulings:step", args=[scenario.pk, 1])
    Client().get(url)
    reader = Client()
    with django_assert_num_queries(0):
        hit = reader.get(url)
    assert hit["X-Page-Cache"] == "hit"


def test_a_change_made_on_another_server_is_seen_after_the_recheck_interval(page_cache, public_scenario, settings):
    """Another server bumps its own disk, not ours: the database is read again when the interval is over."""
    scenario = public_scenario
    from rulings.models import Scenario

    url = reverse("rulings:step", args=[scenario.pk, 1])
    Client().get(url)
    settings.PAGE_CACHE_RECHECK = 0
    Scenario.objects.filter(pk=scenario.pk).update(document_hash="0" * 64)  # no signal, no bump
    assert Client().get(url)["X-Page-Cache"] != "hit"


def test_switching_the_active_corpus_with_the_command_is_never_answered_with_the_old_page(page_cache, url, seed_corpus):
    from django.core.management import call_command

    from rules_corpus.models import Corpus

    Client().get(url)
    assert Client().get(url)["X-Page-Cache"] == "hit"
    Corpus.objects.create(slug="other", name="Other edition", is_active=False)
    Client().get(url)  # read (and stored) again with the new corpus beside the active one
    call_command("corpora", activate="other", stdout=io.StringIO())
    response = Client().get(url)
    assert response.status_code == 404 and not response.has_header("X-Page-Cache")


def test_a_view_is_cached_only_when_its_app_marks_it(page_cache, seed_corpus):
    """The corpus list reads the corpora too, but its app does not mark it cacheable."""
    assert not Client().get(reverse("rules_corpus:corpus_list")).has_header("X-Page-Cache")
    assert Client().get(reverse("rules_corpus:contents"))["X-Page-Cache"] == "miss"


def test_a_search_for_the_placeholders_own_words_fills_in_only_the_header(page_cache, seed_corpus, owner):
    from config.pagecache import NAV_PLACEHOLDER

    url = reverse("rules_corpus:search") + "?" + urlencode({"q": NAV_PLACEHOLDER, "all": "1"})
    Client().get(url)
    judge = Client()
    judge.force_login(owner)
    hit = judge.get(url)
    assert hit["X-Page-Cache"] == "hit"
    header = hit.content.decode().split('class="nav-user">')[1].split("</span>")[0]
    assert ">owner</a>" in header and hit.content.count(b">owner</a>") == 1
    assert b"&lt;!--judge:nav-user--&gt;" in hit.content  # what was typed, shown as typed
