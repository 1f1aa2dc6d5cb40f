#!/usr/bin/env bash
# Passes a run's output through unchanged and, when it ends, prints how long each stage took:
# a stage starts at a line "== <name>" and lasts until the next one (or the end of the run),
# so a stage added to scripts/test.sh with its own "== <name>" line is timed with no change here.
# A stage that runs lanes side by side prefixes each lane's lines with "[<lane>] ": a line
# "[<lane>] == <step>" starts a step of that lane, which lasts until the lane's next step, its
# line "[<lane>] -- lane ended", or the next stage; steps are listed under their stage.
#   bash scripts/test.sh 2>&1 | bash scripts/stage-times.sh
set -uo pipefail

started=$EPOCHREALTIME
labels=() # "" for a stage, the lane's name for a step
names=()
starts=()
ends=()
declare -A open_step # lane -> index of its step still running
close_steps() {
  local lane
  for lane in "${!open_step[@]}"; do ends[${open_step[$lane]}]=$1; done
  open_step=()
}
stage_re='^== (.*)$'
step_re='^\[([^]]+)\] == (.*)$'
lane_end_re='^\[([^]]+)\] -- lane ended'
while IFS= read -r line || [ -n "$line" ]; do
  printf '%s\n' "$line"
  now=$EPOCHREALTIME
  if [[ $line =~ $stage_re ]]; then
    close_steps "$now"
    [ ${#names[@]} -gt 0 ] && for i in "${!labels[@]}"; do [ -z "${labels[$i]}" ] && [ -z "${ends[$i]}" ] && ends[$i]=$now; done
    labels+=(""); names+=("${BASH_REMATCH[1]}"); starts+=("$now"); ends+=("")
  elif [[ $line =~ $step_re ]]; then
    lane=${BASH_REMATCH[1]}
    [ -n "${open_step[$lane]:-}" ] && ends[${open_step[$lane]}]=$now
    labels+=("$lane"); names+=("${BASH_REMATCH[2]}"); starts+=("$now"); ends+=("")
    open_step[$lane]=$((${#names[@]} - 1))
  elif [[ $line =~ $lane_end_re ]]; then
    lane=${BASH_REMATCH[1]}
    [ -n "${open_step[$lane]:-}" ] && ends[${open_step[$lane]}]=$now && unset "open_step[$lane]"
  fi
done
ended=$EPOCHREALTIME
for i in "${!names[@]}"; do [ -z "${ends[$i]}" ] && ends[$i]=$ended; done

# Seconds (with tenths) between two $EPOCHREALTIME values, as m:ss.s.
span() { awk -v a="$1" -v b="$2" 'BEGIN { s = b - a; printf "%d:%04.1f", int(s / 60), s - 60 * int(s / 60) }'; }

echo
echo "Stage times (m:ss):"
[ ${#names[@]} -gt 0 ] && printf '  %-46s %10s\n' "setup" "$(span "$started" "${starts[0]}")"
for i in "${!names[@]}"; do
  [ -n "${labels[$i]}" ] && continue
  printf '  %-46s %10s\n' "${names[$i]}" "$(span "${starts[$i]}" "${ends[$i]}")"
  # The stage's steps, lane by lane (in the order the lanes first spoke).
  lanes=()
  for ((j = i + 1; j < ${#names[@]} && ${#labels[$j]} > 0; j++)); do
    [[ " ${lanes[*]} " == *" ${labels[$j]} "* ]] || lanes+=("${labels[$j]}")
  done
  for lane in "${lanes[@]}"; do
    for ((j = i + 1; j < ${#names[@]} && ${#labels[$j]} > 0; j++)); do
      [ "${labels[$j]}" = "$lane" ] && printf '    %-44s %10s\n' "$lane: ${names[$j]}" "$(span "${starts[$j]}" "${ends[$j]}")"
    done
  done
done
printf '  %-46s %10s\n' "total" "$(span "$started" "$ended")"
