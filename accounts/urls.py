"""The accounts URLs keep their names (signup, login, logout...) without a namespace,
as django.contrib.auth's templates and settings expect.

Only the auth views the site uses are routed: accounts have no e-mail address, so
django.contrib.auth's password reset by e-mail has nothing to send (nor templates)."""
from django.contrib.auth import views as auth_views
from django.urls import path

from . import views

urlpatterns = [
    path("accounts/signup/", views.signup, name="signup"),
    path("accounts/account/", views.account, name="account"),
    path("accounts/account/delete/", views.account_delete, name="account_delete"),
    # django.contrib.auth's login, with failed logins limited.
    path("accounts/login/", views.RateLimitedLoginView.as_view(), name="login"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    # Likewise: a wrong old password counts as a failed login.
    path("accounts/password_change/", views.RateLimitedPasswordChangeView.as_view(), name="password_change"),
    path("accounts/password_change/done/", auth_views.PasswordChangeDoneView.as_view(), name="password_change_done"),
]
