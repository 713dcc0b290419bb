from django.shortcuts import redirect
from django.templatetags.static import static
from django.urls import include, path

from config.health import healthz
from config.ratelimit import RateLimitedLoginView
from rulings import views as rulings_views

urlpatterns = [
    path("", rulings_views.home, name="home"),
    path("healthz", healthz, name="healthz"),
    # Browsers ask for /favicon.ico whatever the page says: send them to the icon.
    path("favicon.ico", lambda request: redirect(static("img/favicon.svg"), permanent=True)),
    path("accounts/signup/", rulings_views.signup, name="signup"),
    # Before django.contrib.auth's own login URL: the same page, with failed logins limited.
    path("accounts/login/", RateLimitedLoginView.as_view(), name="login"),
    path("accounts/", include("django.contrib.auth.urls")),
    path("", include("rules_corpus.urls")),
    path("", include("rulings.urls")),
]
