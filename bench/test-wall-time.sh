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
# The stages are the tree's own: the npm scripts its `test` script runs one after the other.
stages=$(node -p "require('./package.json').scripts.test.split('&&').map((part) => part.trim().replace(/^npm run /, '')).join(' ')")
total_start=$(date +%s.%N)
for stage in $stages; do
  start=$(date +%s.%N)
  npm run "$stage" > "$dir/${stage//:/-}.log" 2>&1
  status=$?
  echo "$label $stage: exit $status, $(echo "$(date +%s.%N) - $start" | bc) s"
done
echo "$label npm test: $(echo "$(date +%s.%N) - $total_start" | bc) s"
cat "$dir"/*.log | sed 's/\x1b\[[0-9;]*m//g' | grep -E '^ *(Test Files|Tests) |^ +[0-9]+ (passed|failed|did not run|flaky)'
psql -h 127.0.0.1 -U postgres -d test -qc "drop database if exists $db with (force)"
