#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at PostgreSQL (e.g. `npm run test:pg`). When
# TEST_DATABASE_URL is already set, the command runs against that cluster; otherwise this starts
# a throwaway cluster in a temporary directory (listening on a Unix socket only, so it never
# collides with another server's port) and removes it afterwards. The tests create and drop
# their own databases on the cluster (tests/server/support/test-database.ts).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 command [args…]" >&2
  exit 2
fi

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  exec "$@"
fi

# Debian keeps the server binaries off PATH, in /usr/lib/postgresql/<version>/bin.
if command -v pg_ctl >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1; then
  bindir=$(dirname "$(command -v pg_ctl)")
else
  bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
fi
if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
  echo "PostgreSQL is not installed: apt-get install postgresql, or set TEST_DATABASE_URL" >&2
  exit 1
fi

dir=$(mktemp -d /tmp/sanchay-pg.XXXXXX)
# initdb refuses to run as root; the cluster then belongs to the postgres user.
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  chown postgres: "$dir"
  as_owner=(runuser -u postgres --)
fi
stop() {
  (cd "$dir" && "${as_owner[@]}" "$bindir/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1) || true
  rm -rf "$dir"
}
trap stop EXIT

(
  cd "$dir"
  "${as_owner[@]}" "$bindir/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --no-sync >/dev/null
  # A throwaway cluster: durability off, room for every parallel test file's connection pool.
  "${as_owner[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o \
    "-c listen_addresses= -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
    start >/dev/null
) || {
  cat "$dir/server.log" >&2 2>/dev/null || true
  exit 1
}

export TEST_DATABASE_URL="postgresql://postgres@localhost/postgres?host=$dir"
echo "$("$bindir/postgres" --version) at $dir"
"$@"
