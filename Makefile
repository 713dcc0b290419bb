# The two commands of the README: `make run` and `make test`. Both are safe to run twice.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
SUDO := $(shell [ "$$(id -u)" = "0" ] || echo sudo)
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: install run test chromium serve bench migrate

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
	SECRET_KEY=$$(cat .secret_key) $(PY) manage.py build_index
	SECRET_KEY=$$(cat .secret_key) $(PY) manage.py load_example_scenarios
	SECRET_KEY=$$(cat .secret_key) $(PY) manage.py collectstatic --noinput --verbosity 0
	SECRET_KEY=$$(cat .secret_key) $(PY) manage.py runserver --insecure $(HOST):$(PORT)

# Debian's chromium drives the browser tests; never a downloaded browser build.
chromium:
	@if [ ! -x /usr/bin/chromium ]; then \
		$(SUDO) apt-get update && $(SUDO) DEBIAN_FRONTEND=noninteractive apt-get install -y chromium; \
	fi

test: install chromium
	$(PY) -m pytest

bench: install
	$(PY) bench/import.py
	$(PY) bench/engine.py
