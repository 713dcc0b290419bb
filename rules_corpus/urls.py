from django.urls import path

from . import views, views_search

app_name = "rules_corpus"

urlpatterns = [
    path("rules/", views.contents, name="contents"),
    path("rules/<str:number>", views.rule_detail, name="rule"),
    path("glossary/", views.glossary, name="glossary"),
    path("corpora/", views.corpus_list, name="corpus_list"),
    path("search", views_search.search, name="search"),
    path("api/rules/<str:number>", views.api_rule, name="api_rule"),
    path("api/search", views_search.api_search, name="api_search"),
]
