// The reusable workflow that shards an estate over a matrix (.github/workflows/estate.yml), the
// CI job that calls it against the simulator, and the caller example of
// docs/several-applications.md: actionlint and GitHub's own parser accept them, and they keep the
// promises the docs make (fail-fast off, gather after every shard, least privilege).
import { afterAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser'
import { parse } from 'yaml'
import { actionlint, closeActionlint } from '../../__fixtures__/actionlint.js'

afterAll(closeActionlint)

const read = (path: string): string => readFileSync(path, 'utf8')

/** The docs' caller of the reusable workflow (the block that names estate.yml). */
function callerExample(): string {
  const page = read('docs/several-applications.md')
  const blocks = [...page.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1] as string)
  const caller = blocks.find((b) => /workflows\/estate\.yml@/.test(b))
  if (!caller) throw new Error('docs/several-applications.md shows no caller of estate.yml')
  return caller
}

const FILES: Array<[string, () => string]> = [
  ['.github/workflows/estate.yml', () => read('.github/workflows/estate.yml')],
  ['.github/workflows/ci.yml', () => read('.github/workflows/ci.yml')],
  ['docs caller example', callerExample]
]

describe('the reusable estate workflow', () => {
  it.each(FILES)('%s passes actionlint', async (name, source) => {
    expect(await actionlint(source(), name.replace(/\W+/g, '-') + '.yml')).toEqual([])
  })

  it.each(FILES)("%s passes GitHub's workflow parser", (name, source) => {
    const parsed = parseWorkflow({ name, content: source() }, new NoOperationTraceWriter())
    expect(parsed.context.errors.getErrors().map((e) => e.message)).toEqual([])
  })

  interface Job {
    needs?: string | string[]
    if?: string
    permissions?: Record<string, string>
    strategy?: { 'fail-fast'?: boolean; 'max-parallel'?: unknown; matrix?: unknown }
    steps?: Array<{ uses?: string; run?: string; with?: Record<string, unknown> }>
  }
  const estate = parse(read('.github/workflows/estate.yml')) as {
    on: {
      workflow_call: {
        inputs: Record<string, unknown>
        secrets: Record<string, { required?: boolean }>
      }
    }
    permissions: unknown
    jobs: Record<string, Job>
  }

  it('plans with the tool, scans one shard a job without fail-fast, and always gathers', () => {
    const { plan, scan, gather } = estate.jobs as Record<string, Job>
    expect(plan?.steps?.some((s) => /dist\/cli\.js shard /.test(s.run ?? ''))).toBe(true)
    expect(scan?.strategy).toMatchObject({
      'fail-fast': false,
      'max-parallel': '${{ inputs.max-parallel-shards }}',
      matrix: '${{ fromJSON(needs.plan.outputs.matrix) }}'
    })
    expect(scan?.steps?.some((s) => s.uses === './.security-test-action')).toBe(true)
    expect(gather).toMatchObject({ needs: ['plan', 'scan'], if: 'always()' })
    expect(
      gather?.steps?.some((s) => /dist\/cli\.js gather\s+\\\s+--matrix-file /.test(s.run ?? ''))
    ).toBe(true)
    expect(estate.on.workflow_call.secrets['access-token']?.required).toBe(true)
  })

  it('grants nothing by default and each job only what it states', () => {
    expect(estate.permissions).toEqual({})
    for (const job of Object.values(estate.jobs))
      expect(job.permissions).toEqual(expect.any(Object))
    expect(estate.jobs.plan?.permissions).toEqual({ contents: 'read' })
    expect(estate.jobs.gather?.permissions).toEqual({ contents: 'read' })
  })

  it('is run by CI against the simulator: three applications in two shards', () => {
    const ci = parse(read('.github/workflows/ci.yml')) as {
      jobs: Record<string, { uses?: string; with?: Record<string, unknown> }>
    }
    const call = ci.jobs.estate
    expect(call?.uses).toBe('./.github/workflows/estate.yml')
    const tokens = String(call?.with?.applications).split(/\s+/)
    expect(tokens).toHaveLength(3)
    expect(Math.ceil(tokens.length / Number(call?.with?.['shard-size']))).toBe(2)
    expect(call?.with?.simulator).toBe(true)
    const scenario = read('sim/scenarios/estate.json')
    for (const token of tokens) expect(scenario).toContain(`"${token}"`)
  })
})
