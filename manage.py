#!/usr/bin/env python
"""Django's command-line utility for administrative tasks."""
import os
import secrets
import sys
from pathlib import Path

# The local secret key `make run` keeps (not in git), so DEBUG can stay off.
LOCAL_SECRET_KEY = Path(__file__).resolve().parent / ".secret_key"


def local_secret_key_file() -> Path:
    return Path(os.environ.get("SECRET_KEY_FILE") or LOCAL_SECRET_KEY)


def use_local_secret_key() -> None:
    """Outside production, a command run as the README writes it reads the local
    key (and makes it once, as `make run` does) when SECRET_KEY is not set.
    With PRODUCTION=1 the key must come from the environment: nothing is read."""
    if os.environ.get("SECRET_KEY", "").strip():
        return
    if os.environ.get("PRODUCTION", "").strip().lower() in {"1", "true", "yes", "on"}:
        return
    path = local_secret_key_file()
    if not path.is_file():
        old = os.umask(0o077)
        try:
            with open(path, "x") as handle:
                handle.write(secrets.token_urlsafe(50) + "\n")
        except FileExistsError:
            pass  # another command made it meanwhile
        finally:
            os.umask(old)
    key = path.read_text().strip()
    if key:
        os.environ["SECRET_KEY"] = key


def main():
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    use_local_secret_key()
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)


if __name__ == "__main__":
    main()
