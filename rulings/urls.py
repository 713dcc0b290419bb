from django.urls import path

from . import views, views_builder

app_name = "rulings"

urlpatterns = [
    path("scenarios/", views.scenario_list, name="scenario_list"),
    path("scenarios/new", views.scenario_new, name="scenario_new"),
    path("scenarios/import", views.scenario_import, name="scenario_import"),
    path("scenarios/cards", views.card_search, name="card_search"),
    path("scenarios/<int:pk>/", views.scenario_detail, name="scenario_detail"),
    path("scenarios/<int:pk>/steps/<int:n>", views.step, name="step"),
    path("scenarios/<int:pk>/steps/<int:n>/play", views.play_next, name="play_next"),
    path("scenarios/<int:pk>/compare", views.compare, name="compare"),
    path("scenarios/<int:pk>/export", views.export, name="scenario_export"),
    path("scenarios/<int:pk>/fork", views.scenario_fork, name="scenario_fork"),
    path("scenarios/<int:pk>/delete", views.scenario_delete, name="scenario_delete"),
    path("scenarios/<int:pk>/sharing", views.scenario_sharing, name="scenario_sharing"),
    # A scenario shared by link: the token is the only way in for anyone but its owner.
    path("s/<str:token>/", views.shared_detail, name="shared_detail"),
    path("s/<str:token>/steps/<int:n>", views.shared_step, name="shared_step"),
    path("s/<str:token>/compare", views.shared_compare, name="shared_compare"),
    path("s/<str:token>/export", views.shared_export, name="shared_export"),
    path("s/<str:token>/fork", views.shared_fork, name="shared_fork"),
    # The builder: each part of the document has its own form.
    path("scenarios/<int:pk>/edit", views_builder.edit, name="scenario_edit"),
    path("scenarios/<int:pk>/edit/details", views_builder.details, name="edit_details"),
    path("scenarios/<int:pk>/edit/players", views_builder.players, name="edit_players"),
    path("scenarios/<int:pk>/edit/turn", views_builder.turn, name="edit_turn"),
    path("scenarios/<int:pk>/edit/expect", views_builder.expect, name="edit_expect"),
    path("scenarios/<int:pk>/edit/objects/add", views_builder.object_add, name="object_add"),
    path("scenarios/<int:pk>/edit/objects/<int:i>", views_builder.object_edit, name="object_edit"),
    path("scenarios/<int:pk>/edit/objects/<int:i>/delete", views_builder.object_delete, name="object_delete"),
    path("scenarios/<int:pk>/edit/actions/add", views_builder.action_add, name="action_add"),
    path("scenarios/<int:pk>/edit/actions/<int:i>", views_builder.action_edit, name="action_edit"),
    path("scenarios/<int:pk>/edit/actions/<int:i>/move", views_builder.action_move, name="action_move"),
    path("scenarios/<int:pk>/edit/actions/<int:i>/delete", views_builder.action_delete, name="action_delete"),
    path("scenarios/<int:pk>/edit/actions/restore", views_builder.action_restore, name="action_restore"),
]
