"""The accounts URLs keep their names (signup, login, logout...) without a namespace,
as django.contrib.auth's templates and settings expect."""
from django.urls import include, path

from . import views

urlpatterns = [
    path("accounts/signup/", views.signup, name="signup"),
    path("accounts/account/", views.account, name="account"),
    path("accounts/account/delete/", views.account_delete, name="account_delete"),
    # Before django.contrib.auth's own login URL: the same page, with failed logins limited.
    path("accounts/login/", views.RateLimitedLoginView.as_view(), name="login"),
    path("accounts/", include("django.contrib.auth.urls")),
]
