from django.urls import path

from . import views, views_diff, views_search

app_name = "rules_corpus"

urlpatterns = [
    path("rules/", views.contents, name="contents"),
    path("rules/<str:number>/", views.rule_slash),
    path("rules/<str:number>", views.rule_detail, name="rule"),
    path("glossary/", views.glossary, name="glossary"),
    path("corpora/", views.corpus_list, name="corpus_list"),
    path("search", views_search.search, name="search"),
    path("api/rules/<str:number>", views.api_rule, name="api_rule"),
    path("api/search", views_search.api_search, name="api_search"),
    path("diff/", views_diff.diff_index, name="diff_index"),
    path("diff/<slug:old>/<slug:new>", views_diff.diff_page, name="diff"),
    path("api/diff/<slug:old>/<slug:new>", views_diff.api_diff, name="api_diff"),
]
