from django.urls import include, path

from rulings import views as rulings_views

urlpatterns = [
    path("", rulings_views.home, name="home"),
    path("accounts/signup/", rulings_views.signup, name="signup"),
    path("accounts/", include("django.contrib.auth.urls")),
    path("", include("rules_corpus.urls")),
    path("", include("rulings.urls")),
]

