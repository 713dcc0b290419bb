"""Accounts with Django's auth: sign up, log in, log out."""
import pytest
from django.contrib.auth import get_user_model
from django.urls import reverse


pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("fast_passwords")]


def test_signing_up_creates_the_user_and_logs_them_in(client):
    response = client.post(reverse("signup"), {
        "username": "newjudge", "password1": "a-long-judge-password", "password2": "a-long-judge-password",
    })
    assert response.status_code == 302
    assert get_user_model().objects.filter(username="newjudge").exists()
    assert "newjudge" in client.get(reverse("home")).content.decode()


def test_a_signup_with_mismatched_passwords_keeps_the_username(client):
    response = client.post(reverse("signup"), {
        "username": "newjudge", "password1": "a-long-judge-password", "password2": "another-password-x",
    })
    assert response.status_code == 422
    assert 'value="newjudge"' in response.content.decode()
    assert not get_user_model().objects.filter(username="newjudge").exists()


def test_logging_in_and_out(client, django_user_model):
    django_user_model.objects.create_user("judge", password="judge-password-1")
    response = client.post(reverse("login"), {"username": "judge", "password": "judge-password-1"})
    assert response.status_code == 302
    assert client.get(reverse("home")).context["user"].is_authenticated
    client.post(reverse("logout"))
    assert not client.get(reverse("home")).context["user"].is_authenticated


def test_the_login_page_has_a_csrf_token(client):
    assert 'name="csrfmiddlewaretoken"' in client.get(reverse("login")).content.decode()
