from django.urls import include, path

from config.health import healthz
from rulings import views as rulings_views

urlpatterns = [
    path("", rulings_views.home, name="home"),
    path("healthz", healthz, name="healthz"),
    path("", include("accounts.urls")),
    path("", include("rules_corpus.urls")),
    path("", include("rulings.urls")),
]
