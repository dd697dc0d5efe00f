#!/bin/sh
# Litestream: the binary that @flydotio/litestream installs for this platform, run directly. The
# package's own `litestream` command (its index.js) runs it with spawnSync, so a signal never
# reaches Litestream and its exit code is lost. The one place that finds the binary: the start
# script, the tests and staff (the image links /usr/local/bin/litestream here) all call this.
set -eu
case "$(uname -m)" in
  x86_64 | amd64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "litestream.sh: @flydotio/litestream has no binary for $(uname -m)" >&2; exit 1 ;;
esac
root=$(dirname "$(readlink -f "$0")")/..
exec "$root/node_modules/@flydotio/litestream-$(uname -s | tr '[:upper:]' '[:lower:]')-$arch/litestream" "$@"
