"""The home page leads to both halves: the rules search, and recent and example scenarios."""
import pytest
from django.core.management import call_command
from django.urls import reverse

from rulings.models import Scenario


pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("fast_passwords")]


def test_the_home_page_has_the_rules_search_box(client):
    page = client.get(reverse("home")).content.decode()
    assert f'action="{reverse("rules_corpus:search")}"' in page
    assert 'name="q"' in page


def test_the_example_scenarios_appear_on_the_home_page_after_loading_them(client):
    call_command("load_example_scenarios", stdout=None)
    example = Scenario.objects.filter(example_slug__isnull=False).order_by("name").first()
    page = client.get(reverse("home")).content.decode()
    assert reverse("rulings:scenario_detail", args=[example.pk]) in page


def test_loading_the_examples_twice_adds_nothing(client):
    call_command("load_example_scenarios")
    count = Scenario.objects.count()
    call_command("load_example_scenarios")
    assert Scenario.objects.count() == count


def test_my_recent_scenarios_are_on_the_home_page(owner_client, scenario):
    page = owner_client.get(reverse("home")).content.decode()
    assert "Your recent scenarios" in page
    assert reverse("rulings:scenario_detail", args=[scenario.pk]) in page


def test_my_scenarios_are_listed_for_me_only(client, scenario, django_user_model):
    other = django_user_model.objects.create_user("other", password="other-password-1")
    client.force_login(other)
    page = client.get(reverse("rulings:scenario_list")).content.decode()
    assert "Bolt the bear" not in page


def test_the_home_page_lists_the_examples_without_a_query_per_scenario(client, django_assert_max_num_queries):
    call_command("load_example_scenarios")
    with django_assert_max_num_queries(6):
        client.get(reverse("home"))
