// The built tool (dist/cli.js) as the reusable estate workflow runs it: `shard` plans three
// applications of the simulator's estate into two shards, each shard's scan writes its `results`,
// and `gather` makes one verdict of them, failing when one shard is missing.
import { describe, expect, it } from '@jest/globals'
import { toolRun } from '../../__fixtures__/tool.js'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const ESTATE = [
  'estatestorefront0000000000000001',
  'estateapi00000000000000000000002',
  'estateadmin000000000000000000003'
]

describe('security-test shard and gather, built', () => {
  it('plans two shards, writes the outputs, and gathers one verdict', async () => {
    const plan = await toolRun(['shard', '--applications', ESTATE.join(','), '--shard-size', '2'])
    expect(plan.exitCode).toBe(0)
    const matrix = JSON.parse(plan.stdout) as { include: Array<{ shard: number; tokens: string }> }
    expect(matrix.include.map((s) => s.tokens)).toEqual([ESTATE.slice(0, 2).join(' '), ESTATE[2]])

    const cwd = plan.cwd
    mkdirSync(join(cwd, 'results'))
    const entry = (token: string, outcome: string) => ({
      'application-token': token,
      'application-name': token.slice(6, 12),
      'result-token': null,
      outcome,
      status: null,
      'unfixed-count': 0
    })
    writeFileSync(
      join(cwd, 'results', 'shard-1.json'),
      JSON.stringify([entry(ESTATE[0]!, 'passed'), entry(ESTATE[1]!, 'passed')])
    )
    writeFileSync(join(cwd, 'summary.md'), '')
    writeFileSync(join(cwd, 'output'), '')
    const env = { GITHUB_STEP_SUMMARY: join(cwd, 'summary.md'), GITHUB_OUTPUT: join(cwd, 'output') }
    const missing = await toolRun(['gather', '--matrix', plan.stdout.trim(), 'results'], {
      cwd,
      env
    })
    expect(missing.exitCode).toBe(2)
    expect(missing.stderr).toMatch(/no results for 1 application of shard 2/)
    expect(readFileSync(join(cwd, 'output'), 'utf8')).toMatch(/^outcome<<(\S+)\nerror\n\1\n$/)

    writeFileSync(
      join(cwd, 'results', 'shard-2.json'),
      JSON.stringify([entry(ESTATE[2]!, 'failed')])
    )
    const failed = await toolRun(['gather', '--matrix', plan.stdout.trim(), 'results'], {
      cwd,
      env
    })
    expect(failed.exitCode).toBe(1)
    expect(failed.stderr).toMatch(/3 applications in 2 shards: failed/)
    expect(readFileSync(join(cwd, 'summary.md'), 'utf8')).toMatch(/\| 2 \| admin0 \| failed \|/)
  })

  it('refuses a plan over the matrix limit', async () => {
    const many = Array.from({ length: 5121 }, (_, i) => `app${String(i).padStart(29, '0')}`)
    // A file: one argument of 169 kB is more than Linux passes to a process (E2BIG).
    const cwd = mkdtempSync(join(tmpdir(), 'sta-tool-'))
    writeFileSync(join(cwd, 'apps.txt'), many.join('\n'))
    const run = await toolRun(['shard', '--applications-file', 'apps.txt'], { cwd })
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toMatch(/at most 256 jobs in a matrix/)
  })
})
