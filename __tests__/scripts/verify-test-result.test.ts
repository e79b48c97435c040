// The deploy job's check (scripts/verify-test-result.sh) against canned `gh attestation verify`
// output: a fake `gh` first on PATH records its arguments and prints what a case gives it. The
// script passes only when every verified attestation says PASSED (WARNED with --allow-warned)
// about the commit asked for.
import { afterAll, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const SCRIPT = resolve('scripts/verify-test-result.sh')
const TYPE = 'https://in-toto.io/attestation/test-result/v0.1'
const COMMIT = 'd20ace7968ba43c0219f62d71334c1095bab1602'
const OTHER = 'aaaabbbbccccddddeeeeffff0000111122223333'
const WORKFLOW = 'octo/shop/.github/workflows/security.yml'

const dir = mkdtempSync(join(tmpdir(), 'verify-test-result-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// Prints $FAKE_GH_OUTPUT's file, exits $FAKE_GH_EXIT, and keeps its arguments one a line.
writeFileSync(
  join(dir, 'gh'),
  '#!/usr/bin/env bash\nprintf "%s\\n" "$@" > "$FAKE_GH_ARGS"\ncat "$FAKE_GH_OUTPUT"\nexit "${FAKE_GH_EXIT:-0}"\n'
)
chmodSync(join(dir, 'gh'), 0o755)

/** One verified attestation as gh prints it (--format json), the parts the script reads. */
function attestation(result: string, commit = COMMIT, predicateType = TYPE): unknown {
  return {
    verificationResult: {
      statement: {
        _type: 'https://in-toto.io/Statement/v1',
        subject: [{ name: 'verdict.json', digest: { sha256: 'ab'.repeat(32) } }],
        predicateType,
        predicate: {
          result,
          configuration: [
            { name: 'security-test-action', uri: 'https://github.com/x/y' },
            { name: 'commit', digest: { gitCommit: commit } }
          ],
          failedTests: [],
          warnedTests: []
        }
      }
    }
  }
}

let runs = 0
function check(
  output: unknown,
  extra: string[] = [],
  ghExit = 0
): { status: number | null; out: string; args: string[] } {
  runs++
  const outputFile = join(dir, `out-${runs}.json`)
  const argsFile = join(dir, `args-${runs}.txt`)
  writeFileSync(outputFile, typeof output === 'string' ? output : JSON.stringify(output))
  const r = spawnSync(
    'bash',
    [
      SCRIPT,
      'verdict.json',
      '--repo',
      'octo/shop',
      '--signer-workflow',
      WORKFLOW,
      '--source-digest',
      COMMIT,
      ...extra
    ],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        PATH: `${dir}:${process.env.PATH ?? ''}`,
        FAKE_GH_OUTPUT: outputFile,
        FAKE_GH_ARGS: argsFile,
        FAKE_GH_EXIT: String(ghExit)
      }
    }
  )
  let args: string[] = []
  try {
    args = readFileSync(argsFile, 'utf8').split('\n').filter(Boolean)
  } catch {
    // gh was not run
  }
  return { status: r.status, out: `${r.stdout}${r.stderr}`, args }
}

const hasJq = spawnSync('bash', ['-c', 'command -v jq']).status === 0

describe('scripts/verify-test-result.sh', () => {
  if (!hasJq) {
    it('says jq is needed, and passes nothing, where jq is missing', () => {
      const r = check([attestation('PASSED')])
      expect(r.status).toBe(2)
      expect(r.out).toContain('jq is required')
    })
    return
  }

  it('asks gh to verify the predicate type, signer and commit, as JSON', () => {
    const r = check([attestation('PASSED')])
    expect(r.args).toEqual([
      'attestation',
      'verify',
      'verdict.json',
      '--repo',
      'octo/shop',
      '--predicate-type',
      TYPE,
      '--signer-workflow',
      WORKFLOW,
      '--source-digest',
      COMMIT,
      '--format',
      'json'
    ])
    expect(r.status).toBe(0)
    expect(r.out).toContain('All 1 test-result attestation(s) of verdict.json')
  })

  it.each([
    ['every one PASSED', [attestation('PASSED'), attestation('PASSED')], [], 0],
    ['one FAILED among PASSED', [attestation('PASSED'), attestation('FAILED')], [], 1],
    ['WARNED without --allow-warned', [attestation('WARNED')], [], 1],
    [
      'WARNED with --allow-warned',
      [attestation('WARNED'), attestation('PASSED')],
      ['--allow-warned'],
      0
    ],
    ['FAILED with --allow-warned', [attestation('FAILED')], ['--allow-warned'], 1],
    ['a predicate about another commit', [attestation('PASSED', OTHER)], [], 1],
    [
      'another predicate type',
      [attestation('PASSED', COMMIT, 'https://slsa.dev/provenance/v1')],
      [],
      1
    ],
    [
      'no result at all',
      [{ verificationResult: { statement: { predicateType: TYPE, predicate: {} } } }],
      [],
      1
    ],
    ['an empty list', [], [], 1],
    ['not a list', { result: 'PASSED' }, [], 1],
    ['not JSON', 'PASSED', [], 1]
  ] as const)('%s', (_name, output, extra, status) => {
    const r = check(output, [...extra])
    expect({ status: r.status, out: r.out }).toEqual({ status, out: expect.any(String) })
    if (status !== 0) expect(r.out).not.toContain('passed')
  })

  it('fails when gh verifies nothing, whatever it printed', () => {
    const r = check([attestation('PASSED')], [], 1)
    expect(r.status).toBe(1)
    expect(r.out).toContain('No verified test-result attestation')
  })

  it('refuses a short commit and a missing argument before asking gh', () => {
    for (const args of [['--source-digest', 'd20ace7'], ['--repo']]) {
      const r = check([attestation('PASSED')], args)
      expect(r.status).toBe(2)
      expect(r.args).toEqual([])
    }
  })
})
