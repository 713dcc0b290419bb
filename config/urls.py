from django.shortcuts import redirect
from django.templatetags.static import static
from django.urls import include, path

from config.health import healthz
from rulings import views as rulings_views

urlpatterns = [
    path("", rulings_views.home, name="home"),
    path("healthz", healthz, name="healthz"),
    # Browsers ask for /favicon.ico whatever the page says: send them to the icon.
    path("favicon.ico", lambda request: redirect(static("img/favicon.svg"), permanent=True)),
    path("", include("accounts.urls")),
    path("", include("rules_corpus.urls")),
    path("", include("rulings.urls")),
    path("", include("cards.urls")),
]

# A busy database outside a view answers 503 too (config.busy_database).
handler500 = "config.busy_database.server_error"
