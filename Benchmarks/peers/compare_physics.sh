#!/usr/bin/env bash
# Run Plumb's physics workloads (docs/benchmarks.md P1 pile, P2 pyramid) side by side with pymunk and
# Box2D's Python binding, interleaved in one run, and print a Markdown table.
#
# For each "workload:size" pair it runs, ROUNDS times in turn (so a busy machine slows all three
# alike),
#   .build/release/plumb bench physics --workload W --size N --runs R --json
#   python3 Benchmarks/peers/physics_workloads.py --workload W --size N --runs R --engine E
# and tabulates the medians of every round's median, the ratios Plumb / pymunk and Plumb / Box2D,
# and each engine's check.
#
# Environment:
#   WORKLOADS  space-separated workload:size pairs (default "pile:500 pyramid:20")
#   RUNS       runs per invocation (default 5)
#   ROUNDS     interleaved rounds (default 3)
#   PYTHON     Python interpreter (default python3)
#   SWIFT_FLAGS flags for swift build (default: those of Release/swift-flags, the release binary
#               as shipped; e.g. add
#               "--scratch-path /tmp/plumb-build")
set -u

cd "$(dirname "$0")/../.." || exit 1

WORKLOADS=${WORKLOADS:-"pile:500 pyramid:20"}
RUNS=${RUNS:-5}
ROUNDS=${ROUNDS:-3}
PYTHON=${PYTHON:-python3}
read -r -a swift_flags <<<"${SWIFT_FLAGS-$(cat Release/swift-flags)}"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "building plumb (release)..." >&2
swift build -c release "${swift_flags[@]}" --product plumb >"$tmp/build.log" 2>&1 || {
    tail -n 20 "$tmp/build.log" >&2
    exit 1
}
plumb="$(swift build -c release "${swift_flags[@]}" --show-bin-path)/plumb"

for pair in $WORKLOADS; do
    w=${pair%%:*}
    n=${pair##*:}
    for round in $(seq "$ROUNDS"); do
        echo "round $round: $w N=$n" >&2
        "$plumb" bench physics --workload "$w" --size "$n" --runs "$RUNS" --json \
            | sed "s/^{/{\"engine\":\"plumb\",/" >>"$tmp/results"
        for engine in pymunk box2d; do
            "$PYTHON" Benchmarks/peers/physics_workloads.py --workload "$w" --size "$n" \
                --runs "$RUNS" --engine "$engine" >>"$tmp/results" 2>>"$tmp/peers.err"
        done
    done
done
[ -s "$tmp/peers.err" ] && cat "$tmp/peers.err" >&2

"$PYTHON" - "$tmp/results" "$WORKLOADS" <<'PY'
import json
import statistics
import sys

results = [json.loads(line) for line in open(sys.argv[1]) if line.startswith("{")]
print("| workload | N | Plumb ms/step | pymunk ms/step | Box2D 2.3 ms/step | Plumb/pymunk "
      "| Plumb/Box2D | Plumb check | pymunk check | Box2D check |")
print("|---|---|---|---|---|---|---|---|---|---|")
for pair in sys.argv[2].split():
    w, n = pair.split(":")
    cell = {}
    for engine in ("plumb", "pymunk", "box2d"):
        rows = [r for r in results
                if r["engine"] == engine and r["workload"] == w and r["size"] == int(n)]
        if rows:
            cell[engine] = (statistics.median(r["median_ms"] for r in rows), rows[-1]["check"])
    def ms(e):
        return "%.3f" % cell[e][0] if e in cell else "–"
    def ratio(e):
        return "%.2f" % (cell["plumb"][0] / cell[e][0]) if "plumb" in cell and e in cell else "–"
    def check(e):
        return cell[e][1] if e in cell else "–"
    print("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
        w, n, ms("plumb"), ms("pymunk"), ms("box2d"), ratio("pymunk"), ratio("box2d"),
        check("plumb"), check("pymunk"), check("box2d")))
PY
