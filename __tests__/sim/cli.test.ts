import { afterEach, describe, expect, it } from '@jest/globals'
import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'
import { call } from '../../__fixtures__/simulator.js'

const children: ChildProcess[] = []
afterEach(() => {
  // Only our own children, by pid, and only if a test left one behind.
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

function startCli(args: string[]): { child: ChildProcess; lines: AsyncIterator<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sim/cli.ts', ...args], {
    stdio: ['ignore', 'pipe', 'pipe']
  })
  children.push(child)
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]()
  return { child, lines }
}

const exited = (child: ChildProcess): Promise<number | null> =>
  new Promise((resolve) => child.once('exit', (code) => resolve(code)))

async function nextLine(lines: AsyncIterator<string>): Promise<string> {
  const { value, done } = await lines.next()
  if (done) throw new Error('stdout closed')
  return value
}

describe('sim CLI', () => {
  it('prints one JSON line first, then a line per request, and exits 0 on SIGTERM', async () => {
    const { child, lines } = startCli(['--port', '0', '--duration', '300ms'])
    const first = JSON.parse(await nextLine(lines))
    expect(Object.keys(first)).toEqual(['baseUrl', 'accessToken', 'applicationToken'])
    expect(first.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(first.accessToken).toMatch(/^[a-z0-9]{32}$/)
    const res = await call(first.baseUrl, 'POST', '/rest/v2/test/start', {
      token: first.accessToken,
      body: { applicationToken: first.applicationToken }
    })
    expect(res.json.code).toBe('SUCCESS')
    expect(await nextLine(lines)).toBe('POST /rest/v2/test/start 200')
    const exit = exited(child)
    child.kill('SIGTERM')
    expect(await exit).toBe(0)
  }, 20_000)

  it('loads a scenario file and exits 0 on SIGINT', async () => {
    const { child, lines } = startCli(['--scenario', 'sim/scenarios/example.json', '--quiet'])
    const first = JSON.parse(await nextLine(lines))
    expect(first.accessToken).toBe('exampleaccesstoken00000000000001')
    expect(first.applicationToken).toBe('exampleapplicationtoken000000001')
    const exit = exited(child)
    child.kill('SIGINT')
    expect(await exit).toBe(0)
  }, 20_000)

  it('a bad argument fails with exit code 2 and a message on stderr', async () => {
    const { child } = startCli(['--duration', 'soon'])
    let stderr = ''
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()))
    expect(await exited(child)).toBe(2)
    expect(stderr).toMatch(/--duration: "soon" is not a duration/)
  }, 20_000)
})
