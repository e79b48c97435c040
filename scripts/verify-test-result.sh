#!/usr/bin/env bash
# The deploy job's check of security-test-action's signed evidence (docs: every path to main):
# `gh attestation verify` proves who signed the test-result predicate and from which workflow and
# commit, but never reads its `result`; this script does both, and fails unless every verified
# attestation of the subject says PASSED (or WARNED, with --allow-warned) about that commit.
#
#   scripts/verify-test-result.sh SUBJECT --repo OWNER/REPO \
#     --signer-workflow OWNER/REPO/.github/workflows/FILE --source-digest COMMIT [--allow-warned]
#
# SUBJECT is what was attested: a file path, or oci://IMAGE@sha256:… for a container image.
# Needs gh (GH_TOKEN set) and jq. Exit codes: 0 passed; 1 an attestation is not PASSED, names
# another commit, or none verifies; 2 wrong usage or a missing program.
set -euo pipefail

readonly PREDICATE_TYPE='https://in-toto.io/attestation/test-result/v0.1'

usage() {
  echo "usage: $0 SUBJECT --repo OWNER/REPO --signer-workflow OWNER/REPO/.github/workflows/FILE --source-digest COMMIT [--allow-warned]" >&2
  exit 2
}

subject='' repo='' workflow='' digest='' allow_warned=false
while [ $# -gt 0 ]; do
  case "$1" in
    --repo) repo="${2:-}"; shift 2 || usage ;;
    --signer-workflow) workflow="${2:-}"; shift 2 || usage ;;
    --source-digest) digest="${2:-}"; shift 2 || usage ;;
    --allow-warned) allow_warned=true; shift ;;
    -*) usage ;;
    *) [ -z "$subject" ] || usage; subject="$1"; shift ;;
  esac
done
[ -n "$subject" ] && [ -n "$repo" ] && [ -n "$workflow" ] && [ -n "$digest" ] || usage
# The predicate names the commit as git writes it: a full SHA in lower case.
if ! [[ "$digest" =~ ^([0-9a-f]{40}|[0-9a-f]{64})$ ]]; then
  echo "--source-digest must be a full commit SHA in lower case, not '$digest'" >&2
  exit 2
fi
for program in gh jq; do
  if ! command -v "$program" >/dev/null 2>&1; then
    echo "$program is required (scripts/verify-test-result.sh)" >&2
    exit 2
  fi
done

# verify fails by itself when no attestation of the type verifies for this signer and commit.
if ! verified=$(gh attestation verify "$subject" --repo "$repo" \
  --predicate-type "$PREDICATE_TYPE" --signer-workflow "$workflow" \
  --source-digest "$digest" --format json); then
  echo "No verified test-result attestation of $subject from $workflow at $digest" >&2
  exit 1
fi

# One line per attestation: its result and the commit its predicate judged.
if ! lines=$(jq -r --arg type "$PREDICATE_TYPE" '
  if type != "array" then error("not a list of attestations") else . end
  | .[] | .verificationResult.statement as $s
  | [ (if $s.predicateType == $type then ($s.predicate.result // "none") else "other-type" end),
      ([$s.predicate.configuration[]? | select(.name == "commit") | .digest.gitCommit][0]
        // "no-commit") ]
  | @tsv' <<<"$verified"); then
  echo "gh attestation verify gave output that is not a list of attestations" >&2
  exit 1
fi
if [ -z "$lines" ]; then
  echo "No test-result attestation of $subject to check" >&2
  exit 1
fi

status=0
count=0
while IFS=$'\t' read -r result commit; do
  count=$((count + 1))
  if [ "$commit" != "$digest" ]; then
    echo "Attestation $count judged commit $commit, not $digest" >&2
    status=1
  elif [ "$result" = PASSED ] || { [ "$result" = WARNED ] && $allow_warned; }; then
    echo "Attestation $count: $result"
  else
    echo "Attestation $count: $result (only PASSED$($allow_warned && echo ' or WARNED') may deploy)" >&2
    status=1
  fi
done <<<"$lines"
[ "$status" -eq 0 ] && echo "All $count test-result attestation(s) of $subject at $digest passed"
exit "$status"
