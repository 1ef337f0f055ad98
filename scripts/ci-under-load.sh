#!/usr/bin/env bash
# `.ci/run` with two burner threads beside it for its whole length (issue 29's flake hunt): the check
# before a stop that is also a hunt round. Run it in a clean clone of the commit being hunted; then
#   node scripts/flake-hunt.mjs --from-ci-log <this run's output> --burners 2 --report <hunt.jsonl>
# in that clone records the run. The one-minute load is appended to $LOAD_LOG (default /tmp/ci-load.log).
set -u
cd "$(dirname "$0")/.."
LOAD_LOG="${LOAD_LOG:-/tmp/ci-load.log}"
node -e "const { Worker } = require('node:worker_threads'); for (let i = 0; i < 2; i++) new Worker('const end = Date.now() + 3 * 3600e3; while (Date.now() < end) Math.sqrt(Math.random());', { eval: true });" &
BURNERS=$!
( while kill -0 "$BURNERS" 2>/dev/null; do echo "$(date -u +%H:%M:%S) $(cut -d' ' -f1-3 /proc/loadavg)" >> "$LOAD_LOG"; sleep 60; done ) &
date -u +"start %H:%M:%S"
bash .ci/run
rc=$?
kill "$BURNERS"
date -u +"end %H:%M:%S"
echo "ci-exit $rc"
exit "$rc"
