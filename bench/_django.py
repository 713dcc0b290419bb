"""Set up Django for a benchmark: a throwaway SQLite database and index folder."""
import os
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SHARED_CR = REPO.parent / "shared" / "cr"
MODERN_CR = SHARED_CR / "MagicCompRules-20260619.txt"


def setup(prefix: str = "bench") -> Path:
    """Point Django at a fresh temporary database and index; returns the folder."""
    folder = Path(tempfile.mkdtemp(prefix=f"judge-{prefix}-"))
    sys.path.insert(0, str(REPO))
    os.environ["DJANGO_SETTINGS_MODULE"] = "config.settings"
    os.environ.setdefault("SECRET_KEY", "benchmark-only-secret-key")
    os.environ["DATABASE_URL"] = f"sqlite:///{folder / 'bench.sqlite3'}"
    os.environ["ALLOWED_HOSTS"] = "testserver,localhost,127.0.0.1"
    os.environ["SEARCH_INDEX_DIR"] = str(folder / "index")
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    return folder
