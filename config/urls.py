from django.urls import include, path

from config.health import healthz
from config.ratelimit import RateLimitedLoginView
from rulings import views as rulings_views

urlpatterns = [
    path("", rulings_views.home, name="home"),
    path("healthz", healthz, name="healthz"),
    path("accounts/signup/", rulings_views.signup, name="signup"),
    # Before django.contrib.auth's own login URL: the same page, with failed logins limited.
    path("accounts/login/", RateLimitedLoginView.as_view(), name="login"),
    path("accounts/", include("django.contrib.auth.urls")),
    path("", include("rules_corpus.urls")),
    path("", include("rulings.urls")),
]
