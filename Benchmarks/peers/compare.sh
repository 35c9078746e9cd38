#!/usr/bin/env bash
# Run Plumb's solver workloads side by side with kiwisolver and print a Markdown table.
#
# For each "workload:size" pair it runs
#   swift run -c release $(cat Release/swift-flags) plumb bench solver --workload W --size N --runs R --json
#   python3 Benchmarks/peers/kiwi_workloads.py --workload W --size N --runs R
# and tabulates the medians, the ratio Plumb / kiwisolver and both check values.
#
# Environment:
#   WORKLOADS      space-separated workload:size pairs (default below)
#   RUNS           runs per invocation (default 5)
#   PEER_RUNS      runs for kiwisolver (default $RUNS)
#   PEER_TIMEOUT   seconds per kiwisolver invocation before it is skipped (default 120)
#   PLUMB_TIMEOUT  seconds per Plumb invocation (default 0 = no limit)
#   PYTHON         Python interpreter (default python3)
#   SWIFT_FLAGS    flags for swift build/run (default: those of Release/swift-flags, the release
#                  binary as shipped; e.g. add
#                  "--scratch-path /tmp/plumb-build")
#   SKIP_PLUMB=1   kiwisolver only (e.g. before the Swift side exists)
#   SKIP_PEER=1    Plumb only
set -u

cd "$(dirname "$0")/../.." || exit 1

WORKLOADS=${WORKLOADS:-"s1:100 s1:1000 s2s:100 s2s:1000 s2i:1000 s3:1000 s3chain:1000 s4:100 s4:1000"}
RUNS=${RUNS:-5}
PEER_RUNS=${PEER_RUNS:-$RUNS}
PEER_TIMEOUT=${PEER_TIMEOUT:-120}
PLUMB_TIMEOUT=${PLUMB_TIMEOUT:-0}
PYTHON=${PYTHON:-python3}
SKIP_PLUMB=${SKIP_PLUMB:-0}
SKIP_PEER=${SKIP_PEER:-0}
read -r -a swift_flags <<<"${SWIFT_FLAGS-$(cat Release/swift-flags)}"
PEER_SCRIPT=Benchmarks/peers/kiwi_workloads.py

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# run_one TAG TIMEOUT CMD...: stdout to $tmp/TAG.out, a note to $tmp/TAG.note on failure.
run_one() {
    local tag=$1 limit=$2
    shift 2
    local rc=0
    if [ "$limit" != 0 ]; then
        timeout "$limit" "$@" >"$tmp/$tag.out" 2>"$tmp/$tag.err" || rc=$?
    else
        "$@" >"$tmp/$tag.out" 2>"$tmp/$tag.err" || rc=$?
    fi
    if [ "$rc" = 124 ]; then
        echo "skipped: over ${limit} s" >"$tmp/$tag.note"
    elif [ "$rc" != 0 ]; then
        echo "failed (exit $rc): $(tail -n 1 "$tmp/$tag.err")" >"$tmp/$tag.note"
    fi
}

if [ "$SKIP_PLUMB" != 1 ]; then
    echo "building plumb (release)..." >&2
    if ! swift build -c release "${swift_flags[@]}" --product plumb >"$tmp/build.log" 2>&1; then
        echo "swift build failed; Plumb columns left empty (see below)" >&2
        tail -n 20 "$tmp/build.log" >&2
        SKIP_PLUMB=1
    fi
fi

i=0
for pair in $WORKLOADS; do
    w=${pair%%:*}
    n=${pair##*:}
    echo "$i $w $n" >>"$tmp/list"
    if [ "$SKIP_PLUMB" != 1 ]; then
        echo "plumb      $w N=$n ..." >&2
        run_one "$i.plumb" "$PLUMB_TIMEOUT" \
            swift run -c release "${swift_flags[@]}" plumb bench solver \
            --workload "$w" --size "$n" --runs "$RUNS" --json
    else
        echo "not run" >"$tmp/$i.plumb.note"
    fi
    if [ "$SKIP_PEER" != 1 ]; then
        echo "kiwisolver $w N=$n ..." >&2
        run_one "$i.kiwi" "$PEER_TIMEOUT" \
            "$PYTHON" "$PEER_SCRIPT" --workload "$w" --size "$n" --runs "$PEER_RUNS"
    else
        echo "not run" >"$tmp/$i.kiwi.note"
    fi
    i=$((i + 1))
done

"$PYTHON" - "$tmp" <<'EOF'
import json
import os
import sys

tmp = sys.argv[1]


def load(tag):
    """(the last JSON object line of TAG.out or None, a note or None)."""
    note = None
    note_path = os.path.join(tmp, tag + ".note")
    if os.path.exists(note_path):
        with open(note_path) as f:
            note = f.read().strip()
    try:
        with open(os.path.join(tmp, tag + ".out")) as f:
            lines = [l for l in f.read().splitlines() if l.strip().startswith("{")]
        result = json.loads(lines[-1])
    except (OSError, IndexError, ValueError):
        return None, note or "no JSON output"
    if result.get("correct") is False:  # plumb bench prints it, then exits 1
        note = "wrong answer (correct: false)"
    return result, note


def fmt(x):
    if x is None:
        return "–"
    if isinstance(x, float):
        if x == int(x) and abs(x) < 1e15:
            return str(int(x))
        return "%.4g" % x if abs(x) < 1000 else "%.1f" % x
    return str(x)


print("| workload | N | Plumb median ms | kiwisolver median ms | ratio Plumb/kiwi "
      "| Plumb check | kiwi check |")
print("|---|---|---|---|---|---|---|")
notes = []
with open(os.path.join(tmp, "list")) as f:
    rows = [line.split() for line in f if line.strip()]
for i, w, n in rows:
    plumb, plumb_note = load(i + ".plumb")
    kiwi, kiwi_note = load(i + ".kiwi")
    pm = plumb.get("median_ms") if plumb else None
    km = kiwi.get("median_ms") if kiwi else None
    ratio = "%.3g" % (pm / km) if pm is not None and km else "–"
    for who, note in (("Plumb", plumb_note), ("kiwisolver", kiwi_note)):
        if note and note != "not run":
            notes.append("%s %s N=%s: %s" % (who, w, n, note))
    print("| %s | %s | %s | %s | %s | %s | %s |" % (
        w, n, fmt(pm), fmt(km), ratio,
        fmt(plumb.get("check") if plumb else None),
        fmt(kiwi.get("check") if kiwi else None)))
if notes:
    print()
    for note in notes:
        print("- " + note)
EOF
