#!/usr/bin/env bash
# Times each stage of `npm test` for one commit, as CI runs it: a clean clone, `npm ci`,
# CI=true and a fresh PostgreSQL database. Compare two commits by running it for each, one
# after the other, with nothing else running (bench/RESULTS.md, "`npm test` wall time").
#
#   bash bench/test-wall-time.sh <commit> <label> [e2e port]
set -u
commit=$1 label=$2 port=${3:-4331}
repo="$(cd "$(dirname "$0")/.." && pwd)"
dir="/tmp/test-wall-time-$label"
rm -rf "$dir" && git clone -q "$repo" "$dir" && cd "$dir" && git checkout -q "$commit"
npm ci --no-audit --no-fund >/dev/null 2>&1
db="wall_time_${label}_$(date +%s)"
psql -h 127.0.0.1 -U postgres -d test -qc "create database $db"
export CI=true DATABASE_URL="postgres://postgres@127.0.0.1:5432/$db" E2E_PORT=$port
for stage in typecheck lint test:unit test:e2e; do
  start=$(date +%s.%N)
  npm run "$stage" > "$dir/${stage/:/-}.log" 2>&1
  status=$?
  echo "$label $stage: exit $status, $(echo "$(date +%s.%N) - $start" | bc) s"
done
sed 's/\x1b\[[0-9;]*m//g' "$dir/test-unit.log" | grep -E '^ *(Test Files|Tests) '
grep -E '^ +[0-9]+ (passed|failed|did not run|flaky)' "$dir/test-e2e.log"
psql -h 127.0.0.1 -U postgres -d test -qc "drop database if exists $db with (force)"
