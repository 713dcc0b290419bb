"""Loaded with `-p` before pytest-django reads the settings: test-only defaults."""
import os
import tempfile

os.environ.setdefault("SECRET_KEY", "test-only-secret-key-not-for-production")
os.environ.setdefault("SEARCH_INDEX_DIR", tempfile.mkdtemp(prefix="judge-test-index-"))
os.environ.setdefault("PAGE_CACHE_MARKER_DIR", tempfile.mkdtemp(prefix="judge-test-markers-"))
