// docs/ci-systems.md shows a configuration for each CI system the tool supports. Each one must
// work as shown: valid YAML where it is YAML, a security-test command line the tool accepts
// (the same parser, so a renamed flag breaks this test), and the native report the system reads
// at the path the tool writes it to, by flag or by that system's default.
/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read the parsed YAML loosely */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { parseArgs } from '../src/cli/args.js'
import { ciDefaults, type CiSystem } from '../src/cli/ci-system.js'
import { COMMANDS } from '../src/config.js'
import { EXIT } from '../src/cli/exit-code.js'

const PAGE = readFileSync('docs/ci-systems.md', 'utf8')

/** The fenced block under the `## <heading>` section. */
function snippet(heading: string): { lang: string; text: string } {
  const start = PAGE.indexOf(`\n## ${heading}\n`)
  expect(start).toBeGreaterThan(0)
  const section = PAGE.slice(start + 1).split(/\n## /)[0] as string
  const block = /\n```(\w+)\n([\s\S]*?)\n```\n/.exec(section)
  expect(block).not.toBeNull()
  return { lang: block![1] as string, text: block![2] as string }
}

/** The tool's arguments in a snippet: the words after `security-test`, one shell line. */
function toolArgs(text: string): string[] {
  // Folded YAML, shell continuations and Groovy's ''' strings all make one line of these words.
  const line = text
    .replace(/\\\n/g, ' ')
    .replace(/\n\s+(?=--)/g, ' ')
    .split('\n')
    .find((l) => l.includes(' security-test '))
  expect(line).toBeDefined()
  const after = line!.slice(line!.indexOf(' security-test ') + ' security-test '.length)
  return [...after.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)]
    .map((m) => m[1] ?? m[2] ?? m[3] ?? '')
    .filter((w) => !w.startsWith("'''"))
    .map((w) => w.replace(/'''$/, ''))
}

/** The JUnit or GitLab file the tool writes on `ci` for these arguments. */
function written(ci: CiSystem, args: string[]): { junit?: string; gitlab?: string } {
  const parsed = parseArgs(args)
  expect(parsed.problems).toEqual([])
  expect(COMMANDS).toContain(parsed.inputs.command)
  const defaults = ciDefaults(ci)
  return {
    junit: parsed.files['junit-file'] ?? defaults.junitFile,
    gitlab: parsed.files['gitlab-report-file'] ?? defaults.gitlabReportFile
  }
}

describe('docs/ci-systems.md: each snippet works as shown', () => {
  it('GitLab CI reads the DAST report and the JUnit file the tool writes', () => {
    const { lang, text } = snippet('GitLab CI')
    expect(lang).toBe('yaml')
    const job = (parse(text) as Record<string, any>)['security-test']
    const files = written('gitlab', toolArgs(text))
    expect(job.artifacts.when).toBe('always')
    expect(job.artifacts.reports).toEqual({ dast: files.gitlab, junit: files.junit })
  })

  it('Azure Pipelines maps the secret and publishes the JUnit file the tool writes', () => {
    const { lang, text } = snippet('Azure Pipelines')
    expect(lang).toBe('yaml')
    const steps = (parse(text) as { steps: Record<string, any>[] }).steps
    const script = steps.find((s) => s.script)!
    expect(script.env).toEqual({ SECURITY_TEST_ACCESS_TOKEN: expect.any(String) })
    const publish = steps.find((s) => s.task === 'PublishTestResults@2')!
    expect(publish.condition).toBe('succeededOrFailed()')
    expect(publish.inputs.testResultsFiles).toBe(written('azure', toolArgs(script.script)).junit)
  })

  it('Jenkins reads the JUnit file at the default path, always', () => {
    const { lang, text } = snippet('Jenkins')
    expect(lang).toBe('groovy')
    expect(text).toMatch(/SECURITY_TEST_ACCESS_TOKEN = credentials\('/)
    const junit = /always \{\s+junit testResults: '([^']+)'/.exec(text)?.[1]
    expect(junit).toBe(written('jenkins', toolArgs(text)).junit)
  })

  it('Bitbucket finds the JUnit file in a folder it reads by itself', () => {
    const { lang, text } = snippet('Bitbucket Pipelines')
    expect(lang).toBe('yaml')
    const step = (parse(text) as any).pipelines.default[0].step
    const command = (step.script as string[]).find((line) => line.includes(' security-test '))!
    const junit = written('bitbucket', toolArgs(command)).junit!
    expect(junit.split('/')).toContain('test-results')
  })

  it('CircleCI stores the folder of the JUnit file the tool writes', () => {
    const { lang, text } = snippet('CircleCI')
    expect(lang).toBe('yaml')
    const job = (parse(text) as any).jobs['security-test']
    const run = job.steps.find((s: any) => s.run).run
    const junit = written('circleci', toolArgs(run.command as string)).junit!
    const stored = job.steps.find((s: any) => s.store_test_results).store_test_results.path
    expect(junit.startsWith(`${stored}/`)).toBe(true)
  })

  it('documents every exit code the tool has', () => {
    const table = PAGE.slice(PAGE.indexOf('## Exit codes'), PAGE.indexOf('## What it writes'))
    for (const code of [...Object.values(EXIT), 130, 143]) expect(table).toContain(`\`${code}\``)
  })
})

/** Variables each CI system sets on every job, as its documentation lists them. */
const PROVIDED = new Set([
  'CI_COMMIT_SHA',
  'CI_PROJECT_URL',
  'CI_PIPELINE_CREATED_AT',
  'BUILD_SOURCEVERSION',
  'GIT_COMMIT',
  'BITBUCKET_COMMIT',
  'CIRCLE_SHA1'
])

/** `$NAME`, `${NAME}` and Azure's `$(NAME)` in the text. */
function used(text: string): string[] {
  return [...new Set([...text.matchAll(/\$(?:\{|\()?([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!))]
}

/**
 * Set in the snippet (a YAML key, a Groovy assignment, a shell export), told to be added in its
 * section's prose (`words`), or provided by the CI system.
 */
function defined(name: string, text: string, words: string): boolean {
  const set = new RegExp(`^\\s*(?:-\\s+)?(?:export\\s+)?${name}\\s*(?::|=)`, 'm')
  return set.test(text) || words.includes(`\`${name}\``) || PROVIDED.has(name)
}

describe('docs/ci-systems.md: each snippet is whole', () => {
  const SECTIONS = ['GitLab CI', 'Azure Pipelines', 'Jenkins', 'Bitbucket Pipelines', 'CircleCI']

  /** The section's prose (its code block left out). */
  function prose(heading: string): string {
    const start = PAGE.indexOf(`\n## ${heading}\n`)
    const section = PAGE.slice(start + 1).split(/\n## /)[0] as string
    return section.replace(/\n```\w*\n[\s\S]*?\n```\n/g, '\n')
  }

  it.each(SECTIONS)('%s: every variable the snippet uses is defined in it or on the page', (h) => {
    const { text } = snippet(h)
    const names = used(text)
    expect(names).toContain('SECURITY_TEST_APP')
    expect(names.filter((name) => !defined(name, text, prose(h)))).toEqual([])
  })

  it('finds a variable that nothing defines (so the check above means something)', () => {
    const { text } = snippet('Jenkins')
    const without = text.replace(/^\s*SECURITY_TEST_APP = .*$/m, '')
    expect(used(without).filter((name) => !defined(name, without, prose('Jenkins')))).toEqual([
      'SECURITY_TEST_APP'
    ])
  })

  it.each(SECTIONS)('%s: runs on Node 24', (h) => {
    const { text } = snippet(h)
    const nodes = [...text.matchAll(/(?:image: (?:cimg\/)?node:|version: ')(\d+)/g)].map(
      (m) => m[1]
    )
    if (h === 'Jenkins')
      expect(nodes).toEqual([]) // the agent's own Node.js
    else expect(nodes).toEqual(['24'])
  })
})

// Every fenced block on the page, the ones indented in a list item too: a snippet further down a
// section (the "Passed with warnings" ones) is copied as often as the first one.
describe('docs/ci-systems.md: every fenced block', () => {
  interface Block {
    heading: string
    line: number
    lang: string
    text: string
  }
  const blocks: Block[] = []
  {
    let heading = ''
    const lines = PAGE.split('\n')
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] as string
      if (line.startsWith('## ')) heading = line.slice(3)
      const open = /^( *)```(\w*)$/.exec(line)
      if (!open) continue
      const indent = open[1] as string
      const end = lines.findIndex((l, j) => j > i && l === `${indent}\`\`\``)
      expect({ line: i + 1, closed: end > i }).toEqual({ line: i + 1, closed: true })
      const text = lines
        .slice(i + 1, end)
        .map((l) => l.slice(indent.length))
        .join('\n')
      blocks.push({ heading, line: i + 1, lang: open[2] as string, text })
      i = end
    }
  }
  const at = (b: Block): string => `${b.heading} (line ${b.line})`
  /** The section's prose, its blocks left out. */
  const proseOf = (heading: string): string => {
    const start = PAGE.indexOf(`\n## ${heading}\n`)
    const section = PAGE.slice(start + 1).split(/\n## /)[0] as string
    return section.replace(/\n *```\w*\n[\s\S]*?\n *```\n/g, '\n')
  }
  /** A synopsis, not a command line to copy: `<command>`, or `...` for the rest. */
  const synopsis = (text: string): boolean => /<command>|\.\.\.\s*$/.test(text)

  it('finds them all, the indented ones included', () => {
    expect(blocks.length).toBe((PAGE.match(/^ *```\w+$/gm) ?? []).length)
    expect(blocks.filter((b) => b.heading === 'Passed with warnings').map((b) => b.lang)).toEqual([
      'yaml',
      'groovy'
    ])
  })

  it('every YAML block parses', () => {
    const bad = blocks
      .filter((b) => b.lang === 'yaml')
      .flatMap((b) => {
        try {
          parse(b.text)
          return []
        } catch (e) {
          return [`${at(b)}: ${(e as Error).message}`]
        }
      })
    expect(bad).toEqual([])
  })

  it('every security-test command line is one the tool accepts', () => {
    const lines = blocks.filter((b) => / security-test /.test(` ${b.text}`) && !synopsis(b.text))
    expect(lines.length).toBeGreaterThanOrEqual(7)
    const refused = lines.flatMap((b) => {
      const text = b.text.replace(/^security-test /, ' security-test ')
      const parsed = parseArgs(toolArgs(` ${text}`))
      return parsed.problems.map((p) => `${at(b)}: ${p.argument} ${p.message}`)
    })
    expect(refused).toEqual([])
  })

  it('every variable a block uses is set in it, provided by its CI system or named in its section', () => {
    const undefinedNames = blocks.flatMap((b) => {
      const words = proseOf(b.heading)
      return used(b.text)
        .filter((name) => !defined(name, b.text, words))
        .map((name) => `${at(b)}: $${name}`)
    })
    expect(undefinedNames).toEqual([])
  })

  it('every Node.js image or version a block names is 24', () => {
    const old = blocks.flatMap((b) =>
      [...b.text.matchAll(/(?:image: (?:cimg\/)?node:|version: ')(\d+)/g)]
        .filter((m) => m[1] !== '24')
        .map((m) => `${at(b)}: ${m[0]}`)
    )
    expect(old).toEqual([])
  })

  it('the warn exit code a snippet passes is the one its CI system is told about', () => {
    for (const b of blocks.filter((b) => b.heading === 'Passed with warnings')) {
      const code = /--warn-exit-code (\d+)/.exec(b.text)?.[1]
      expect(code).toBeDefined()
      if (b.lang === 'yaml') {
        const job = (parse(b.text) as Record<string, any>)['security-test']
        expect(job.allow_failure.exit_codes).toEqual([Number(code)])
      } else expect(b.text).toContain(`if (code == ${code})`)
    }
  })
})
