// `security-test shard` and `security-test gather` (src/cli/shard.ts, src/cli/gather.ts): the
// matrix of the reusable estate workflow and its one verdict, as a step would see them.
import { describe, expect, it } from '@jest/globals'
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runShard, type Plan } from '../../src/cli/shard.js'
import { runGather } from '../../src/cli/gather.js'

/** `n` distinct valid application tokens. */
function tokens(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `app${String(i).padStart(29, '0')}`)
}

function io(env: NodeJS.ProcessEnv = {}) {
  const cwd = mkdtempSync(join(tmpdir(), 'sta-shard-'))
  const out: string[] = []
  const err: string[] = []
  return {
    cwd,
    env,
    out,
    err,
    stdout: (t: string) => void out.push(t),
    stderr: (t: string) => void err.push(t)
  }
}

function shard(list: string[], size?: number) {
  const t = io()
  const args = ['--applications', list.join('\n')]
  if (size !== undefined) args.push('--shard-size', String(size))
  const code = runShard(args, t)
  const plan = code === 0 ? (JSON.parse(t.out.join('')) as Plan) : undefined
  return { code, plan, err: t.err.join('') }
}

describe('security-test shard', () => {
  it('refuses 0 applications, naming the input', () => {
    const r = shard([])
    expect(r.code).toBe(2)
    expect(r.err).toMatch(/--applications: names no application/)
  })

  it.each([
    [1, [1]],
    [20, [20]],
    [21, [11, 10]],
    [500, Array(25).fill(20)]
  ])('splits %i applications into shards of %j, in order', (n, sizes) => {
    const list = tokens(n)
    const r = shard(list)
    expect(r.code).toBe(0)
    expect(r.plan?.include.map((s) => s.tokens.split(' ').length)).toEqual(sizes)
    expect(r.plan?.include.map((s) => [s.shard, s.of])).toEqual(
      sizes.map((_, i) => [i + 1, sizes.length])
    )
    expect(r.plan?.include.flatMap((s) => s.tokens.split(' '))).toEqual(list)
  })

  it('refuses 5,121 applications at 20 a shard: 257 shards, over the matrix limit of 256', () => {
    const r = shard(tokens(5121))
    expect(r.code).toBe(2)
    expect(r.err).toMatch(
      /--shard-size: 20 makes 257 shards of 5,121 applications, but GitHub runs at most 256 jobs in a matrix/
    )
    expect(r.err).toMatch(/split them between several callers/)
  })

  it('names the shard size that fits when a larger one would do', () => {
    const r = shard(tokens(300), 1)
    expect(r.err).toMatch(/1 makes 300 shards .* at most 256 jobs .*use --shard-size 2 or more/)
  })

  it('refuses a repeated or malformed token and a shard size beyond 20', () => {
    const [a, b] = tokens(2) as [string, string]
    expect(shard([a, b, a]).err).toMatch(/the 3rd repeats an earlier one/)
    expect(shard([a, 'NOT-A-TOKEN']).err).toMatch(/the 2nd is not an application token/)
    expect(shard([a], 21).err).toMatch(/--shard-size: "21" is not a whole number from 1 to 20/)
  })

  it('reads a file with comments and writes the outputs matrix and shards', () => {
    const t = io()
    const output = join(t.cwd, 'github-output')
    writeFileSync(output, '')
    t.env.GITHUB_OUTPUT = output
    writeFileSync(join(t.cwd, 'apps.txt'), `# the shop\n${tokens(3).join(', ')} # three\n`)
    expect(runShard(['--applications-file', 'apps.txt', '--shard-size', '2'], t)).toBe(0)
    const written = readFileSync(output, 'utf8')
    expect(written).toMatch(
      /^matrix<<(ghadelimiter_\w+)\n\{"include":\[\{"shard":1,"of":2,.*\n\1\nshards<<(ghadelimiter_\w+)\n2\n\2\n$/
    )
  })
})

const entry = (token: string, outcome: string, extra: Record<string, unknown> = {}) => ({
  'application-token': token,
  'application-name': `App ${token.slice(-2)}`,
  'result-token': null,
  outcome,
  status: null,
  'unfixed-count': 0,
  ...extra
})

/** The plan of `n` applications in shards of `size`, and a folder to put results in. */
function planned(n: number, size: number) {
  const list = tokens(n)
  const r = shard(list, size)
  const t = io()
  mkdirSync(join(t.cwd, 'results'))
  const put = (shardNo: number, content: unknown) =>
    writeFileSync(
      join(t.cwd, 'results', `shard-${shardNo}.json`),
      typeof content === 'string' ? content : JSON.stringify(content)
    )
  const gather = (...extra: string[]) => {
    const summary = join(t.cwd, 'summary.md')
    writeFileSync(summary, '')
    t.env.GITHUB_STEP_SUMMARY = summary
    const code = runGather(['--matrix', JSON.stringify(r.plan), ...extra, 'results'], t)
    return {
      code,
      out: t.out.join(''),
      err: t.err.join(''),
      summary: readFileSync(summary, 'utf8')
    }
  }
  return { list, put, gather, cwd: t.cwd }
}

describe('security-test gather', () => {
  it('passes when every shard passed or warned', () => {
    const p = planned(3, 2)
    p.put(1, [entry(p.list[0]!, 'passed'), entry(p.list[1]!, 'warned')])
    p.put(2, [entry(p.list[2]!, 'passed')])
    const r = p.gather()
    expect(r.code).toBe(0)
    expect(r.err).toMatch(/^3 applications in 2 shards: warned\n$/)
    expect(r.summary).toMatch(/## ⚠️ Security test estate: warned/)
  })

  it('never reads an error, a time-out or a failure as passed: the worst wins', () => {
    const p = planned(4, 2)
    p.put(1, [
      entry(p.list[0]!, 'failed', { 'unfixed-count': 3, 'high-count': 3 }),
      entry(p.list[1]!, 'timed-out')
    ])
    p.put(2, [entry(p.list[2]!, 'error'), entry(p.list[3]!, 'passed')])
    const r = p.gather()
    expect(r.code).toBe(2)
    expect(r.err).toMatch(
      /4 applications in 2 shards: error — 3 did not pass — App 00: failed; App 01: timed-out; App 02: error/
    )
    expect(r.out).toMatch(/App 00 +failed +3 /)

    const q = planned(2, 1)
    q.put(1, [entry(q.list[0]!, 'timed-out')])
    q.put(2, [entry(q.list[1]!, 'failed')])
    expect(q.gather().code).toBe(3)
  })

  it('fails on a missing shard, naming it', () => {
    const p = planned(3, 2)
    p.put(1, [entry(p.list[0]!, 'passed'), entry(p.list[1]!, 'passed')])
    const r = p.gather()
    expect(r.code).toBe(2)
    expect(r.err).toMatch(/no results for 1 application of shard 2/)
    expect(r.summary).toMatch(/\| 2 \| `app0+2` \| missing \|/)
  })

  it.each([
    ['an empty file (the step ended before a verdict)', '', /is empty/],
    ['text that is not JSON', '{"oops', /is not JSON/],
    [
      'an unknown outcome',
      [{ 'application-token': tokens(1)[0], outcome: 'green' }],
      /outcome "green" is not one of/
    ],
    [
      'an unknown field',
      [{ ...entry(tokens(1)[0]!, 'passed'), surprise: 1 }],
      /"surprise" is not a field/
    ],
    [
      'a count that is not a number',
      [entry(tokens(1)[0]!, 'passed', { 'high-count': -1 })],
      /high-count is not a whole number/
    ]
  ])('fails closed on %s', (_, content, message) => {
    const p = planned(1, 1)
    p.put(1, content)
    const r = p.gather()
    expect(r.code).toBe(2)
    expect(r.err).toMatch(message)
  })

  it('never follows a symbolic link: a linked results file is a problem and its shard missing', () => {
    const p = planned(2, 1)
    p.put(1, [entry(p.list[0]!, 'passed')])
    const elsewhere = join(mkdtempSync(join(tmpdir(), 'sta-elsewhere-')), 'shard-2.json')
    writeFileSync(elsewhere, JSON.stringify([entry(p.list[1]!, 'passed')]))
    symlinkSync(elsewhere, join(p.cwd, 'results', 'shard-2.json'))
    const r = p.gather()
    expect(r.code).toBe(2)
    expect(r.err).toMatch(/shard-2\.json" is a symbolic link, not read/)
    expect(r.err).toMatch(/no results for 1 application of shard 2/)
  })

  it('writes no summary through a symbolic link: the gather is an error', () => {
    const p = planned(1, 1)
    p.put(1, [entry(p.list[0]!, 'passed')])
    const target = join(mkdtempSync(join(tmpdir(), 'sta-target-')), 'target.md')
    writeFileSync(target, '')
    symlinkSync(target, join(p.cwd, 'linked.md'))
    const r = p.gather('--summary-file', 'linked.md')
    expect(r.code).toBe(2)
    expect(r.err).toMatch(/the summary could not be written to "linked\.md": .*ELOOP/)
    expect(readFileSync(target, 'utf8')).toBe('')
  })

  it('refuses results of an application outside the plan, and a plan not given', () => {
    const p = planned(1, 1)
    p.put(1, [entry(p.list[0]!, 'passed'), entry(tokens(2)[1]!, 'passed')])
    expect(p.gather().err).toMatch(/is not in the plan/)
    const t = io()
    expect(runGather(['results'], t)).toBe(2)
    expect(t.err.join('')).toMatch(/--matrix: is missing/)
  })

  it('counts files against --shards when only the number is known', () => {
    const t = io()
    mkdirSync(join(t.cwd, 'r'))
    writeFileSync(join(t.cwd, 'r', 'a.json'), JSON.stringify([entry(tokens(1)[0]!, 'passed')]))
    expect(runGather(['--shards', '2', 'r'], t)).toBe(2)
    expect(t.err.join('')).toMatch(/2 shards planned, 1 results file found/)
  })

  it("escapes the service's words in the summary", () => {
    const p = planned(1, 1)
    p.put(1, [
      entry(p.list[0]!, 'passed', { 'application-name': '[x](javascript:alert(1)) | <img>' })
    ])
    const r = p.gather()
    expect(r.summary).not.toMatch(/\[x\]\(javascript/)
    expect(r.summary).not.toMatch(/<img>/)
  })
})
