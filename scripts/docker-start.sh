#!/bin/sh
# The Docker image's command. Runs package.json's `start` script (migrate, then serve) as
# `npm start` would, without npm's process in between. With a Litestream replica configured
# (LITESTREAM_REPLICA_URL, see litestream.yml), it first restores the database from the replica
# if the volume has none (a new or lost volume), then runs the app under `litestream replicate`:
# Litestream streams every change to the replica, passes SIGINT/SIGTERM on to the app, and when
# the app exits, for whatever reason, uploads what is left and exits too.
set -eu
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

if [ -z "${LITESTREAM_REPLICA_URL:-}" ] || [ "${1:-}" = "--under-litestream" ]; then
  [ -n "${LITESTREAM_REPLICA_URL:-}" ] || echo "Backups are off: LITESTREAM_REPLICA_URL is not set." >&2
  exec sh -c "$(node -p 'require("./package.json").scripts.start')"
fi

: "${DATABASE_PATH:?must be set when LITESTREAM_REPLICA_URL is}"
# A -wal or -shm left without its database belongs to no copy of it: SQLite would apply it to the restored file.
[ -e "$DATABASE_PATH" ] || rm -f "$DATABASE_PATH-wal" "$DATABASE_PATH-shm"
scripts/litestream.sh restore -config litestream.yml -if-db-not-exists -if-replica-exists "$DATABASE_PATH"
exec scripts/litestream.sh replicate -config litestream.yml -exec "scripts/docker-start.sh --under-litestream"
