// The tool's bundle ships throwing stubs in place of undici (scripts/normalise-bundle.mjs), which
// is safe only while nothing the tool runs can read undici: the build checks that every read of
// it sits in http-client's _getProxyAgentDispatcher (never called by the tool), and lists in the
// tool's licence file exactly the packages whose code ships.
import { describe, expect, it } from '@jest/globals'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { onlyProxyDispatcherReadsUndici, withoutLicences } from '../../scripts/normalise-bundle.mjs'

const read = (path: string): string => readFileSync(path, 'utf8')
/** A bundle's text with the files it runs (dist/index.main.cjs) and loads on demand (dist/index.1.cjs, ...; scripts/normalise-bundle.mjs). */
const withParts = (script: string): string => {
  const base = script.replace(/\.js$/, '')
  const parts = readdirSync('dist').filter((f) =>
    new RegExp(`^${base}\\.(?:\\d+|main)\\.cjs$`).test(f)
  )
  return [script, ...parts].map((f) => read(`dist/${f}`)).join('\n')
}
/** Package names as ncc's licence list heads its entries (an installed package's name alone). */
const listed = (licences: string): string[] =>
  [...licences.matchAll(/(?<=^|\n\n)((?:@[\w.-]+\/)?[\w.-]+)\n(?=[^\n]+\n)/g)]
    .map((m) => m[1]!)
    .filter((name) => existsSync(`node_modules/${name}/package.json`))

describe('the built tool without undici', () => {
  it('reads undici only in http-client’s _getProxyAgentDispatcher, and ships stubs for it', () => {
    const tool = withParts('cli.js')
    expect(() => onlyProxyDispatcherReadsUndici(tool, 'cli.js')).not.toThrow()
    expect(tool).toContain("throw new Error('undici is not in dist/cli.js")
  })

  it('fails the build when anything else reads undici', () => {
    const tool = withParts('cli.js')
    // Another http-client release reading undici on the request path.
    const stray = tool.replace(
      /^( +)getAgentDispatcher\(serverUrl\) \{$/m,
      '$1getAgentDispatcher(serverUrl) {\n$1    void undici.request;'
    )
    expect(stray).not.toBe(tool)
    expect(() => onlyProxyDispatcherReadsUndici(stray, 'cli.js')).toThrow(
      /read outside http-client's _getProxyAgentDispatcher[^]*line \d+: undici\.request/
    )
    // The action's bundle reads it for Octokit's fetch: stubbing it there would break the comment.
    expect(() => onlyProxyDispatcherReadsUndici(withParts('index.js'), 'index.js')).toThrow(
      /undici\.fetch/
    )
  })

  it('lists the licences of what ships: undici in the action’s list, not in the tool’s', () => {
    const tool = listed(read('dist/cli-licenses.txt'))
    expect(tool).toContain('@actions/http-client')
    expect(tool).toContain('tunnel')
    expect(tool).not.toContain('undici')
    expect(listed(read('dist/licenses.txt'))).toEqual(
      expect.arrayContaining(['undici', '@actions/http-client', '@actions/github'])
    )
  })

  it('drops exactly the named entries from a licence list, and refuses a name it does not list', () => {
    const entry = (name: string): string => `${name}\nMIT\nMIT License\n\nCopyright ${name}\n`
    const list = ['tunnel', 'undici', 'yaml'].map(entry).join('\n\n')
    expect(withoutLicences(list, ['undici'], 'cli.js')).toBe(
      [entry('tunnel'), entry('yaml')].join('\n\n')
    )
    expect(withoutLicences(list, [], 'cli.js')).toBe(list)
    expect(() => withoutLicences(list, ['fast-xml-builder'], 'cli.js')).toThrow(/not in ncc/)
  })
})
