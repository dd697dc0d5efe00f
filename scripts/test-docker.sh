#!/usr/bin/env bash
# npm run test:docker: the real image, built from a clean checkout of HEAD and run as Fly runs it
# (the env of fly.toml, a volume at /data, the secrets of docs/deploying.md), then checked as an operator would:
# the first start, a sign-in, a booking without JavaScript, a restart, a SIGKILL and a lost volume
# restored by Litestream with a visit's photo kept in an S3-compatible bucket (s3rver on this
# machine), and 200 bookings plus 200 admin page views without an abort.
#
# Needs root: it starts a Docker daemon when none runs (installing Debian's docker.io if missing),
# the way that works on machines without a bridge network, and the containers use the host's
# network. Where the Dockerfile's base image cannot be pulled (no registry reachable), it builds a
# stand-in of the same name from Debian bookworm (debootstrap) and the Node binary and npm of the
# pinned version from the npm registry. It removes what it made, even when a check fails.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

ms() { echo $(($(date +%s%N) / 1000000)); }
START=$(ms)
STEP_START=$START
step() {
  local now
  now=$(ms)
  if [ -n "${STEP_NAME:-}" ]; then echo "  done in $(((now - STEP_START) / 1000)).$(((now - STEP_START) % 1000 / 100)) s"; fi
  STEP_NAME=$1
  STEP_START=$now
  printf '\n[test:docker] %s\n' "$1"
}
fail() {
  printf '\n[test:docker] FAILED: %s\n' "$*" >&2
  exit 1
}

# Everything made here goes when the script ends, whatever the outcome.
WORK=$(mktemp -d /tmp/washfix-docker-XXXXXX)
IMAGE=washfix-test:$$
CONTAINER=washfix-test-$$
cleanup() {
  local code=$?
  if [ "$code" -ne 0 ] && docker inspect "$CONTAINER" >/dev/null 2>&1; then
    echo "--- the container's last log lines ---" >&2
    docker logs --tail 40 "$CONTAINER" >&2 2>&1 || true
  fi
  docker rm -f "$CONTAINER" >/dev/null 2>&1 || true
  if [ -n "${S3_PID:-}" ]; then kill "$S3_PID" 2>/dev/null || true; fi
  docker image rm -f "$IMAGE" >/dev/null 2>&1 || true
  rm -rf "$WORK"
  exit "$code"
}
trap cleanup EXIT

step "Docker daemon"
if ! docker info >/dev/null 2>&1; then
  if ! command -v dockerd >/dev/null 2>&1; then
    echo "Installing Debian's docker.io"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq docker.io >/dev/null
  fi
  echo "Starting dockerd (no bridge network, no iptables, the vfs storage driver)"
  nohup dockerd --iptables=false --ip6tables=false --bridge=none --storage-driver=vfs >/tmp/washfix-dockerd.log 2>&1 &
  for _ in $(seq 1 60); do docker info >/dev/null 2>&1 && break; sleep 0.5; done
  docker info >/dev/null 2>&1 || fail "dockerd did not start; see /tmp/washfix-dockerd.log"
fi
docker version --format 'Docker server {{.Server.Version}}'

# The base image the Dockerfile names, e.g. node:24.21.0-bookworm-slim.
BASE=$(sed -n 's/^FROM \(node:[^ ]*\).*/\1/p' Dockerfile | head -n 1)
NODE_VERSION=${BASE#node:}
NODE_VERSION=${NODE_VERSION%%-*}
[ -n "$BASE" ] && [[ $NODE_VERSION =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "the Dockerfile's base image is not node:X.Y.Z-...: $BASE"

step "Base image $BASE"
if docker image inspect "$BASE" >/dev/null 2>&1; then
  echo "Already here."
elif timeout 60 docker pull "$BASE" >/dev/null 2>&1; then
  echo "Pulled."
else
  echo "It cannot be pulled here: building a stand-in of the same name from Debian bookworm,"
  echo "Node $NODE_VERSION from npm's node-linux package and npm from the npm registry."
  command -v debootstrap >/dev/null 2>&1 || {
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq debootstrap >/dev/null
  }
  case "$(uname -m)" in
    x86_64) NODE_ARCH=x64 ;;
    aarch64) NODE_ARCH=arm64 ;;
    *) fail "no Node build for $(uname -m)" ;;
  esac
  ROOTFS=$WORK/rootfs
  debootstrap --variant=minbase bookworm "$ROOTFS" http://deb.debian.org/debian >"$WORK/debootstrap.log" 2>&1 ||
    { tail -20 "$WORK/debootstrap.log"; fail "debootstrap"; }
  # What the official image has: node, npm and npx in /usr/local, Node's headers, no apt lists.
  (cd "$WORK" && npm pack --silent "node-linux-$NODE_ARCH@$NODE_VERSION" "npm@11" >/dev/null)
  mkdir -p "$WORK/node" "$ROOTFS/usr/local/lib/node_modules/npm"
  tar -xzf "$WORK"/node-linux-"$NODE_ARCH"-*.tgz -C "$WORK/node" --strip-components=1
  cp "$WORK/node/bin/node" "$ROOTFS/usr/local/bin/node"
  cp -r "$WORK/node/include" "$ROOTFS/usr/local/include"
  tar -xzf "$WORK"/npm-*.tgz -C "$ROOTFS/usr/local/lib/node_modules/npm" --strip-components=1
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$ROOTFS/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$ROOTFS/usr/local/bin/npx"
  # npm in the build trusts what npm here trusts (the registry may be reached through a proxy of
  # its own); the official image needs nothing of the kind. The project's own Node reads no system
  # npmrc (its global config is under node_modules/node), so the machine's CA bundle is also taken
  # from the variables Node and OpenSSL read.
  CAFILE=$(npm config get cafile 2>/dev/null || true)
  for candidate in "$CAFILE" "${NODE_EXTRA_CA_CERTS:-}" "${SSL_CERT_FILE:-}"; do
    if [ -n "$candidate" ] && [ "$candidate" != "null" ] && [ -f "$candidate" ]; then
      CAFILE=$candidate
      break
    fi
  done
  if [ -n "$CAFILE" ] && [ "$CAFILE" != "null" ] && [ -f "$CAFILE" ]; then
    cp "$CAFILE" "$ROOTFS/usr/local/etc-npm-ca.pem"
    mkdir -p "$ROOTFS/usr/local/etc"
    echo "cafile=/usr/local/etc-npm-ca.pem" >"$ROOTFS/usr/local/etc/npmrc"
  fi
  rm -rf "$ROOTFS"/var/lib/apt/lists/* "$ROOTFS"/var/cache/apt/archives/*.deb
  tar -C "$ROOTFS" -c . | docker import \
    -c 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    -c "ENV NODE_VERSION=$NODE_VERSION" \
    -c 'CMD ["node"]' - "$BASE" >/dev/null
  rm -rf "$ROOTFS"
  docker run --rm --network host "$BASE" sh -c 'echo "Stand-in: Node $(node --version), npm $(npm --version)"'
fi

step "Build the Dockerfile from a clean checkout of HEAD"
git clone --quiet --no-hardlinks "$ROOT" "$WORK/src"
git -C "$WORK/src" log --oneline -1
docker build --network host --quiet -t "$IMAGE" "$WORK/src" >"$WORK/build.log" 2>&1 || { tail -40 "$WORK/build.log"; fail "docker build"; }
rm -rf "$WORK/src"
SIZE=$(docker image inspect "$IMAGE" --format '{{.Size}}')
echo "Image size: $((SIZE / 1000 / 1000)) MB"
# What the image holds, in one container (each container is a copy of the image on vfs): no
# dev-only package (typescript stays: npm keeps it as an optional peer dependency of
# @remix-run/node), no compiler toolchain, and the project's Node.
CONTENTS=$(docker run --rm --network host --entrypoint sh "$IMAGE" -c '
  for dev in @playwright/test playwright lighthouse autocannon smtp-server vitest node tsx; do
    test -e "/app/node_modules/$dev" && echo "dev-only package: $dev"
  done
  for tool in gcc make python3; do command -v "$tool" >/dev/null && echo "toolchain: $tool"; done
  echo "node: $(node --version)"')
grep -v "^node: " <<<"$CONTENTS" && fail "the image holds what it should not (above)"
grep -qx "node: v$NODE_VERSION" <<<"$CONTENTS" || fail "the image's Node is not $NODE_VERSION ($CONTENTS)"

# Fly's setup: fly.toml's [env] with a port of our own, a volume at /data, the secrets of docs/deploying.md.
free_port() { node -e "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})"; }
PORT=$(free_port)
ORIGIN=http://localhost:$PORT
DATA=$WORK/data
REPLICA=$WORK/replica
mkdir -p "$DATA" "$REPLICA"
ADMIN_EMAIL=owner@example.com
ADMIN_PASSWORD=a-long-admin-password
run_container() {
  docker run -d --name "$CONTAINER" --network host \
    -v "$DATA:/data" -v "$REPLICA:/replica" \
    -e NODE_ENV=production -e PORT="$PORT" -e DATABASE_PATH=/data/app.db -e SITE_URL="$ORIGIN" \
    -e SESSION_SECRET="$(openssl rand -hex 32)" -e ADMIN_EMAIL="$ADMIN_EMAIL" -e ADMIN_PASSWORD="$ADMIN_PASSWORD" \
    -e BOOKING_LIMIT_PER_10_MINUTES=1000 -e BOOKING_LIMIT_PER_DAY=1000 \
    "$@" "$IMAGE" >/dev/null
}
wait_healthy() {
  local deadline=$(($(date +%s) + 30))
  until curl -fsS -o /dev/null "$ORIGIN/healthcheck"; do
    [ "$(docker inspect -f '{{.State.Running}}' "$CONTAINER")" = true ] || fail "the container exited"
    [ "$(date +%s)" -lt "$deadline" ] || fail "no answer on /healthcheck within 30 s"
    sleep 0.2
  done
}
stop_container() { docker rm -f "$CONTAINER" >/dev/null; }
# The database on the volume (or a restored copy) is read with the project's own Node: one value of a query.
query() {
  node -e "const D=require('better-sqlite3');const d=new D(process.argv[1],{readonly:true});console.log(d.prepare(process.argv[2]).pluck().get())" "$1" "$2"
}
count_bookings() { query "$1" "select count(*) from bookings"; }
VISIT_DAY=$(TZ=Asia/Kolkata date -d tomorrow +%F)
# One booking as a browser without JavaScript posts it; prints the path it is redirected to.
book() {
  curl -sS -o /dev/null -w '%{http_code} %{redirect_url}\n' -H "Origin: $ORIGIN" \
    --data-urlencode "submissionId=$(cat /proc/sys/kernel/random/uuid)" \
    --data-urlencode "name=Docker Test $1" --data-urlencode "phone=98450$(printf '%05d' "$1")" \
    --data-urlencode "locality=Indiranagar" --data-urlencode "service=General Repair" \
    --data-urlencode "visitDate=$VISIT_DAY" "$ORIGIN/book"
}
expect_booked() {
  local answer
  answer=$(book "$1")
  [[ $answer == "303 "*"/book/thank-you"* ]] || fail "booking $1 was answered '$answer'"
}
JAR=$WORK/cookies
sign_in() {
  rm -f "$JAR"
  local status
  status=$(curl -sS -o /dev/null -w '%{http_code} %{redirect_url}' -c "$JAR" -H "Origin: $ORIGIN" \
    --data-urlencode "email=$ADMIN_EMAIL" --data-urlencode "password=$ADMIN_PASSWORD" "$ORIGIN/admin/login")
  [[ $status == "302 "*"/admin" ]] || fail "sign-in answered '$status'"
  # Read whole before searching: grep -q stops at the first match, and curl, cut off, would fail the pipe.
  local dashboard
  dashboard=$(curl -fsS -b "$JAR" "$ORIGIN/admin") || fail "the dashboard did not answer after sign-in"
  grep -q "Total Bookings" <<<"$dashboard" || fail "the dashboard did not open after sign-in"
}

# The photos' bucket as `fly storage create` sets it (BUCKET_NAME, AWS_ENDPOINT_URL_S3, AWS_REGION and
# the keys): here an S3-compatible server (s3rver) on this machine, run by the project's Node, with
# one bucket; the containers reach it through the host's network.
BUCKET=washfix-photos
S3=http://127.0.0.1:$(free_port)
BUCKET_ENV=(-e BUCKET_NAME=$BUCKET -e AWS_ENDPOINT_URL_S3="$S3" -e AWS_REGION=auto -e AWS_ACCESS_KEY_ID=S3RVER -e AWS_SECRET_ACCESS_KEY=S3RVER)
start_bucket() {
  mkdir -p "$WORK/s3"
  "$ROOT/node_modules/.bin/node" "$ROOT/node_modules/s3rver/bin/s3rver.js" --directory "$WORK/s3" --address 127.0.0.1 \
    --port "${S3##*:}" --silent --configure-bucket "$BUCKET" >"$WORK/s3rver.log" 2>&1 &
  S3_PID=$!
  local deadline=$(($(date +%s) + 15))
  until curl -fs -o /dev/null "$S3/$BUCKET"; do
    kill -0 "$S3_PID" 2>/dev/null || { cat "$WORK/s3rver.log"; fail "s3rver exited"; }
    [ "$(date +%s)" -lt "$deadline" ] || fail "s3rver did not answer within 15 s"
    sleep 0.2
  done
}
# A visit's photo put as the photos page's "before" form posts it without JavaScript, with the
# submission id the page gave that form; prints the photo's id, read from the page it returns to.
put_photo() {
  local booking=$1 file=$2 page status
  page=$(curl -fsS -b "$JAR" "$ORIGIN/admin/jobs/$booking/photos") || fail "the photos page of booking $booking did not answer"
  [[ $page =~ name=\"submissionId\"\ value=\"([^\"]+)\" ]] || fail "the photos page of booking $booking offers no photo form"
  status=$(curl -sS -o /dev/null -w '%{http_code} %{redirect_url}' -b "$JAR" -H "Origin: $ORIGIN" -F intent=before -F kind=before \
    -F "submissionId=${BASH_REMATCH[1]}" -F "photo=@$file;type=image/jpeg" "$ORIGIN/admin/jobs/$booking/photos")
  [[ $status == "303 "*"/admin/jobs/$booking/photos" ]] || fail "the photo was answered '$status'"
  page=$(curl -fsS -b "$JAR" "$ORIGIN/admin/jobs/$booking/photos") || fail "the photos page did not answer after the photo"
  [[ $page =~ href=\"/admin/photos/([0-9]+)\" ]] || fail "the photos page shows no photo after it was put"
  echo "${BASH_REMATCH[1]}"
}
# A photo as the signed-in admin's browser gets it (200 image/jpeg, saved to a file); prints its sha256.
photo_sha() {
  local answer
  answer=$(curl -sS -o "$2" -w '%{http_code} %{content_type}' -b "$JAR" "$ORIGIN/admin/photos/$1")
  [ "$answer" = "200 image/jpeg" ] || fail "photo $1 was answered '$answer'"
  sha256sum "$2" | cut -d ' ' -f 1
}
# The photo's object is in the bucket under its row's key (an S3 GET: same bytes) and the volume holds no photos/.
expect_in_bucket() {
  local key
  key=photos/$(query "$DATA/app.db" "select storage_key from visit_photos where id = $1")
  curl -fsS -o "$WORK/object.jpg" "$S3/$BUCKET/$key" || fail "the bucket has no object $key"
  [ "$(sha256sum <"$WORK/object.jpg" | cut -d ' ' -f 1)" = "$2" ] || fail "the bucket's $key is not the photo the app answered"
  [ ! -e "$DATA/photos" ] || fail "the volume holds a photos/ folder though a bucket is set: $(ls -R "$DATA/photos" | head -5)"
}

step "First start with a fresh volume and ADMIN_EMAIL (no backup configured)"
run_container
wait_healthy
echo "Answers /healthcheck."

step "The admin signs in"
sign_in

step "A booking without JavaScript is stored"
expect_booked 1
[ "$(count_bookings "$DATA/app.db")" = 1 ] || fail "the booking is not in the database"

step "A restart keeps it"
docker restart "$CONTAINER" >/dev/null
wait_healthy
[ "$(count_bookings "$DATA/app.db")" = 1 ] || fail "the booking was lost in the restart"
stop_container

step "With Litestream and a photos bucket: bookings and a photo, then SIGKILL, then a lost volume, then a new start restores them"
rm -rf "${DATA:?}"/*
start_bucket
run_container -e LITESTREAM_REPLICA_URL=file:///replica/app "${BUCKET_ENV[@]}"
wait_healthy
for i in $(seq 2 21); do expect_booked "$i"; done
ACKNOWLEDGED=$(count_bookings "$DATA/app.db")
echo "$ACKNOWLEDGED bookings acknowledged."
# The owner puts a photo (a JPEG made here with sharp) on the first of them.
sign_in
node -e "require('sharp')({create:{width:1200,height:900,channels:3,background:'#1e78c8'}}).jpeg().toFile(process.argv[1])" "$WORK/taken.jpg"
PHOTO_ID=$(put_photo "$(query "$DATA/app.db" "select min(id) from bookings")" "$WORK/taken.jpg")
PHOTO_SHA=$(photo_sha "$PHOTO_ID" "$WORK/served.jpg")
expect_in_bucket "$PHOTO_ID" "$PHOTO_SHA"
echo "Photo $PHOTO_ID answered as image/jpeg, in the bucket, not on the volume."
# Litestream uploads within a second of each commit; the test waits until the replica holds every
# acknowledged booking and the photo's row (restored to a scratch file), then kills the whole container.
SCRATCH=$WORK/scratch.db
deadline=$(($(date +%s) + 30))
until rm -f "$SCRATCH"* && scripts/litestream.sh restore -o "$SCRATCH" "file://$REPLICA/app" >/dev/null 2>&1 &&
  [ "$(count_bookings "$SCRATCH")" = "$ACKNOWLEDGED" ] && [ "$(query "$SCRATCH" "select count(*) from visit_photos")" = 1 ]; do
  [ "$(date +%s)" -lt "$deadline" ] || fail "the replica did not catch up within 30 s"
  sleep 0.5
done
docker kill -s KILL "$CONTAINER" >/dev/null
stop_container
rm -rf "${DATA:?}"/*
run_container -e LITESTREAM_REPLICA_URL=file:///replica/app "${BUCKET_ENV[@]}"
wait_healthy
RESTORED=$(count_bookings "$DATA/app.db")
[ "$RESTORED" = "$ACKNOWLEDGED" ] || fail "restored $RESTORED of $ACKNOWLEDGED acknowledged bookings"
echo "Restored $RESTORED of $ACKNOWLEDGED acknowledged bookings."
sign_in
[ "$(photo_sha "$PHOTO_ID" "$WORK/restored.jpg")" = "$PHOTO_SHA" ] || fail "photo $PHOTO_ID does not answer the bytes it answered before the loss"
expect_in_bucket "$PHOTO_ID" "$PHOTO_SHA"
echo "Photo $PHOTO_ID answers the same bytes (sha256 ${PHOTO_SHA:0:12}...) from the bucket."

step "200 bookings and 200 admin page views, ten at a time"
export -f book expect_booked fail
export ORIGIN VISIT_DAY JAR
seq 1001 1200 | xargs -P 10 -I{} bash -c 'expect_booked {}'
seq 1 200 | xargs -P 10 -I{} sh -c 'curl -fsS -o /dev/null -b "$JAR" "$ORIGIN/admin?page=$(( {} % 5 + 1 ))"' ||
  fail "an admin page view failed"
wait_healthy
[ "$(docker inspect -f '{{.State.Running}} {{.RestartCount}}' "$CONTAINER")" = "true 0" ] || fail "the container stopped"
if docker logs "$CONTAINER" 2>&1 | grep -E "Assertion failed|Aborted|Segmentation fault|core dumped"; then
  fail "the server aborted"
fi
echo "$(count_bookings "$DATA/app.db") bookings stored, no abort in the log."

step "Clean up"
stop_container
echo
echo "[test:docker] passed in $((($(ms) - START) / 1000)) s"
