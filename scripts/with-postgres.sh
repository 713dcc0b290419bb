#!/usr/bin/env bash
# scripts/with-postgres.sh COMMAND [ARGS...]
#
# Runs COMMAND with DATABASE_URL pointing at a throwaway PostgreSQL server:
# Debian's PostgreSQL (installed with apt-get if absent), a fresh cluster in a
# temporary folder, listening only on a Unix socket in that folder (no TCP port),
# started for the command and always stopped and deleted afterwards.
# As root, the server runs as the `postgres` user (initdb refuses root).
# The role `judge` may create databases (pytest-django makes test_judge).
set -euo pipefail

if [ "$#" -eq 0 ]; then
	echo "usage: $0 COMMAND [ARGS...]" >&2
	exit 2
fi

find_bin() {
	local dir
	for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
		if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
			echo "$dir"
			return 0
		fi
	done
	return 1
}

if ! PGBIN=$(find_bin); then
	echo "with-postgres: installing Debian's postgresql…" >&2
	SUDO=""
	[ "$(id -u)" = "0" ] || SUDO="sudo"
	# No "main" cluster: this script makes its own, only while it runs.
	$SUDO mkdir -p /etc/postgresql-common/createcluster.d
	echo "create_main_cluster = false" | $SUDO tee /etc/postgresql-common/createcluster.d/judge-no-main.conf >/dev/null
	$SUDO apt-get update -qq
	$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
	PGBIN=$(find_bin) || { echo "with-postgres: PostgreSQL is not installed" >&2; exit 1; }
fi

# A short path: a Unix socket path must stay under ~100 characters.
WORK=$(mktemp -d /tmp/judge-pg.XXXXXX)
RUN=()
if [ "$(id -u)" = "0" ]; then
	id postgres >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin postgres
	chown postgres: "$WORK"
	RUN=(runuser -u postgres --)
fi
chmod 700 "$WORK"
DATA="$WORK/data"
LOG="$WORK/server.log"

# Server commands run from $WORK: the postgres user may not be allowed into the caller's folder.
as_server() { (cd "$WORK" && "${RUN[@]}" "$@"); }

stop() {
	local status=$?
	if [ -f "$DATA/postmaster.pid" ]; then
		as_server "$PGBIN/pg_ctl" -D "$DATA" -m fast -w -t 30 stop >/dev/null 2>&1 \
			|| as_server "$PGBIN/pg_ctl" -D "$DATA" -m immediate stop >/dev/null 2>&1 || true
	fi
	rm -rf "$WORK"
	exit "$status"
}
trap stop EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

as_server "$PGBIN/initdb" -D "$DATA" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 --no-sync >/dev/null
# Only the socket in $WORK: nothing listens on the network. A test server can trade
# durability for speed: it is deleted when the command ends.
if ! as_server "$PGBIN/pg_ctl" -D "$DATA" -l "$LOG" -w -t 60 start -o \
	"-c listen_addresses='' -k $WORK -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" >/dev/null; then
	echo "with-postgres: the server did not start; its log:" >&2
	cat "$LOG" >&2 || true
	exit 1
fi
for _ in $(seq 1 100); do
	"$PGBIN/pg_isready" -q -h "$WORK" -U postgres && break
	sleep 0.1
done
"$PGBIN/psql" -q -h "$WORK" -U postgres -d postgres -v ON_ERROR_STOP=1 \
	-c "CREATE ROLE judge LOGIN CREATEDB" -c "CREATE DATABASE judge OWNER judge" >/dev/null

SOCKET=$(python3 -c 'import sys, urllib.parse; print(urllib.parse.quote(sys.argv[1], safe=""))' "$WORK")
export DATABASE_URL="postgres://judge@${SOCKET}/judge"
echo "with-postgres: PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on socket $WORK" >&2
set +e
"$@"
status=$?
set -e
exit "$status"
