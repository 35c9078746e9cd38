#!/usr/bin/env bash
# Builds the spec fuzzer with libFuzzer (Linux) and runs it for a bounded time over the whole
# screen-spec path (YAML → build → layout → JSON, check, SVG, simulate).
#   ./run-spec.sh [seconds] [jobs]   (defaults: 60 seconds, 1 job)
# Seeds: the committed corpus (Fuzz/corpus/spec, which new inputs join: commit the ones worth
# keeping after `-merge=1`) and every spec of Tests/Fixtures. Crashes land in .build/spec-artifacts;
# copy each into Tests/Fixtures/Fuzz/ with a name that says what it found, where the regression test
# runs it through `plumb`.
set -euo pipefail
cd "$(dirname "$0")"
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi
# Swift's own crash backtracer would race AddressSanitizer's report: leave crashes to the sanitizer.
export SWIFT_BACKTRACE=enable=no
seconds="${1:-60}"
jobs="${2:-1}"

flags=(-c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)
swift build "${flags[@]}" --product SpecFuzzer
binary="$(swift build "${flags[@]}" --show-bin-path)/SpecFuzzer"

corpus=corpus/spec
seeds=.build/spec-seeds
artifacts=.build/spec-artifacts/
mkdir -p "$corpus" "$seeds" "$artifacts"
cp ../Tests/Fixtures/*.yaml ../Tests/Fixtures/*.json "$seeds"/ 2>/dev/null || true
[ -d ../Tests/Fixtures/Fuzz ] && cp ../Tests/Fixtures/Fuzz/* "$seeds"/ 2>/dev/null || true

"$binary" "$corpus" "$seeds" -max_total_time="$seconds" -timeout=10 -max_len=4096 -rss_limit_mb=4096 \
    -jobs="$jobs" -workers="$jobs" -artifact_prefix="$artifacts" -dict=spec.dict -print_final_stats=1
