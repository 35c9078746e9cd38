#!/usr/bin/env bash
# Builds the VFL parser fuzzer with libFuzzer (Linux) and runs it for a bounded time.
#   ./run.sh [seconds]   (default 60)
# The seed corpus is written from docs/auto-layout.md §7.6's formats; new inputs libFuzzer finds stay in
# .build/corpus, crashes in .build/artifacts.
set -euo pipefail
cd "$(dirname "$0")"
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi
seconds="${1:-60}"

swift build -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
binary="$(swift build -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library --show-bin-path)/VisualFormatFuzzer"

corpus=.build/corpus
seeds=.build/seeds
artifacts=.build/artifacts/
mkdir -p "$corpus" "$seeds" "$artifacts"
# Each seed: one options byte (0 = none, P7), then the format.
i=0
while IFS= read -r format; do
    [ -z "$format" ] && continue
    printf '\0%s' "$format" > "$seeds/seed$i"
    i=$((i + 1))
done <<'FORMATS'
[button]-[textField]
[button(>=50)]
|-50-[purpleBox]-50-|
V:[topField]-10-[bottomField]
[maroonView][blueView]
[button(100@20)]
[button1(==button2)]
[flexibleButton(>=70,<=100)]
H:|-[_topGrayView]-|
V:|-[_topGrayView(==100)]
H:|-[_topButton]
V:|-[_topGrayView]-[_bottomGrayView(==100)]
H:|-(<=100)-[_button(>=50)]-(<=100)-|
H:|-[_button(>=100,<=200)]
V:[_button]-(>=100)-|
H:|[a]|
H:[a]-(>=8,<=20@500)-[b]
H:[a]-m-[b]
H:[a]-(-5)-[b]
H:|-[a]-[b]-|
V:|-[a]-[b]-|
[a][b]
V:[a]-[b]
[a]
[a]->=8@p-[b]
[a(b,c@7)]-1e1-[view]-0x10-|
H:|-margiin-[_v(m)]-m-|
H:[a]--[b]
H:[a(50]
FORMATS
printf '\x01%s' "[a][b]" > "$seeds/align-top"
printf '\x10%s' "H:|-[a]-[b]-|" > "$seeds/ltr"
printf '\x20%s' "V:|-[a]-[b]-|" > "$seeds/baseline"
printf '\x40%s' "H:|-[a]-|" > "$seeds/ios8"
printf '\x80%s' "H:|-[a]-|" > "$seeds/ios11"

"$binary" "$corpus" "$seeds" -max_total_time="$seconds" -timeout=5 -max_len=256 \
    -artifact_prefix="$artifacts" -dict=vfl.dict -print_final_stats=1
