#!/usr/bin/env bash
# dist/ must be exactly what the bundler makes from src/. The one dist check, run by .ci/run and
# by .github/workflows/ci.yml: rebuilds dist/ and fails when it differs from the committed one,
# printing what differs so the expected dist/ can be read from the log.
# Under GitHub Actions (GITHUB_ACTIONS=true) it also copies the expected dist/ to
# $RUNNER_TEMP/expected-dist for an upload-artifact step.
set -euo pipefail
cd "$(dirname "$0")/.."

DIFF_LINES=80 # lines of `git diff dist` shown
LINE_WIDTH=300 # bundle lines can be long: cut each shown line to this many characters

npm run bundle

changed=$(git status --porcelain --untracked-files=all -- dist)
if [ -z "$changed" ]; then
  echo "dist/ matches the sources."
  exit 0
fi

{
  if [ "${GITHUB_ACTIONS:-}" = true ]; then
    echo "::error title=dist/ is stale::dist/ differs from what 'npm run bundle' makes: run it and commit dist/."
  fi
  echo "dist/ is stale: run 'npm run bundle' and commit dist/."
  echo
  echo "Changed files (git status --porcelain dist):"
  echo "$changed"
  echo
  # .gitattributes marks dist/** as -diff, so git diff calls it binary: --text shows the lines
  # anyway, and `git apply --stat` counts them (git diff --stat would only say "Bin").
  diff_file=$(mktemp)
  git --no-pager diff --text -- dist >"$diff_file"
  total=$(wc -l <"$diff_file")
  echo "git diff --stat dist:"
  git apply --stat <"$diff_file" | head -n 40
  echo
  echo "git diff dist (first $DIFF_LINES of $total lines; new untracked files are listed above only):"
  head -n "$DIFF_LINES" "$diff_file" | cut -c "1-$LINE_WIDTH"
  rm -f "$diff_file"
} >&2

if [ "${GITHUB_ACTIONS:-}" = true ] && [ -n "${RUNNER_TEMP:-}" ]; then
  rm -rf "$RUNNER_TEMP/expected-dist"
  cp -R dist "$RUNNER_TEMP/expected-dist"
  echo "The expected dist/ is in $RUNNER_TEMP/expected-dist (uploaded as the expected-dist artifact)." >&2
fi
exit 1
