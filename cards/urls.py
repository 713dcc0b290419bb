from django.urls import path

from . import views

app_name = "cards"

urlpatterns = [
    path("cards/", views.card_list, name="card_list"),
    # a name may hold "/" ("Fire // Ice"): the rest of the path is the name
    path("cards/<path:name>", views.card_detail, name="card"),
    path("api/cards", views.api_cards, name="api_cards"),
]
