from django.urls import path

from . import views

app_name = "rulings"

urlpatterns = [
    path("scenarios/", views.scenario_list, name="scenario_list"),
]
