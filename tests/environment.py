"""Loaded with `-p` before pytest-django reads the settings: test-only defaults."""
import os
import tempfile

os.environ.setdefault("SECRET_KEY", "test-only-secret-key-not-for-production")
os.environ.setdefault("SEARCH_INDEX_DIR", tempfile.mkdtemp(prefix="judge-test-index-"))
os.environ.setdefault("PAGE_CACHE_MARKER_DIR", tempfile.mkdtemp(prefix="judge-test-markers-"))
# Imports build indexes all through the suite: their vectors are computed only
# where a test asks for them (never the whole rules), not on a background thread.
os.environ.setdefault("SEARCH_EMBED_IN_BACKGROUND", "0")
