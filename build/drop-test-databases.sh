#!/usr/bin/env bash
# Drops databases that interrupted test runs left behind on the PostgreSQL named by DATABASE_URL
# (each test file creates punchcard_test_<uuid> and drops it when it finishes).
set -euo pipefail
url="${DATABASE_URL:?set DATABASE_URL to the test server}"
admin="${url%/*}/postgres"
psql "$admin" -Atc "SELECT datname FROM pg_database WHERE datname LIKE 'punchcard\_test\_%' OR datname LIKE 'punchcard\_drift\_%'" |
  while read -r name; do
    [ -n "$name" ] && psql "$admin" -qc "DROP DATABASE IF EXISTS \"$name\" WITH (FORCE)" && echo "dropped $name"
  done
