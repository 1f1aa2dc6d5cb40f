#!/usr/bin/env bash
# Passes a run's output through unchanged and, when it ends, prints how long each stage took:
# a stage starts at a line "== <name>" and lasts until the next one (or the end of the run),
# so a stage added to scripts/test.sh with its own "== <name>" line is timed with no change here.
#   bash scripts/test.sh 2>&1 | bash scripts/stage-times.sh
set -uo pipefail

started=$EPOCHREALTIME
names=()
starts=()
while IFS= read -r line || [ -n "$line" ]; do
  printf '%s\n' "$line"
  if [[ $line == "== "* ]]; then
    names+=("${line#== }")
    starts+=("$EPOCHREALTIME")
  fi
done
ended=$EPOCHREALTIME

# Seconds (with tenths) between two $EPOCHREALTIME values, as m:ss.s.
span() { awk -v a="$1" -v b="$2" 'BEGIN { s = b - a; printf "%d:%04.1f", int(s / 60), s - 60 * int(s / 60) }'; }

echo
echo "Stage times (m:ss):"
[ ${#names[@]} -gt 0 ] && printf '  %-22s %10s\n' "setup" "$(span "$started" "${starts[0]}")"
for i in "${!names[@]}"; do
  next=$ended
  [ $((i + 1)) -lt ${#names[@]} ] && next=${starts[$((i + 1))]}
  printf '  %-22s %10s\n' "${names[$i]}" "$(span "${starts[$i]}" "$next")"
done
printf '  %-22s %10s\n' "total" "$(span "$started" "$ended")"
