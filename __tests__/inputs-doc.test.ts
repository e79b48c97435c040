// docs/inputs.md is made from action.yml (issue 31): one source for the inputs and outputs, so
// the page the README links to cannot drift from what the action declares.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import {
  DESCRIPTIONS_MODULE,
  INPUTS_DOC,
  MORE,
  cell,
  descriptionsModule,
  HELP_MODULE,
  helpModule,
  inputsDoc
} from '../scripts/inputs-doc.js'
import { ACTION_DESCRIPTIONS } from '../src/cli/action-descriptions.js'

const actionText = readFileSync('action.yml', 'utf8')
const action = parse(actionText) as {
  inputs: Record<string, { description: string; required?: boolean; default?: string }>
  outputs: Record<string, { description: string }>
}

describe('src/cli/action-descriptions.ts (what --help shows, made when the tool is built)', () => {
  it('is what `npm run docs-inputs` makes from action.yml, byte for byte', async () => {
    // On a difference: run `npm run docs-inputs` and commit the module with action.yml.
    expect(readFileSync(DESCRIPTIONS_MODULE, 'utf8')).toBe(await descriptionsModule(actionText))
  })

  it("holds every input's description in action.yml, trimmed, in its order", () => {
    expect(Object.entries(ACTION_DESCRIPTIONS)).toEqual(
      Object.entries(action.inputs).map(([name, input]) => [name, input.description.trim()])
    )
  })
})

describe('src/cli/help-text.ts (what --help prints, made when the tool is built)', () => {
  it('is what `npm run docs-inputs` makes from src/cli/help.ts and action.yml, byte for byte', async () => {
    // On a difference: run `npm run docs-inputs` and commit the module.
    expect(readFileSync(HELP_MODULE, 'utf8')).toBe(await helpModule(actionText))
  })
})

describe('docs/inputs.md', () => {
  it('is what `npm run docs-inputs` makes from action.yml, byte for byte', () => {
    // On a difference: run `npm run docs-inputs` and commit docs/inputs.md with action.yml.
    expect(readFileSync(INPUTS_DOC, 'utf8')).toBe(inputsDoc(actionText))
  })

  it('says it is generated, from what and by what', () => {
    const head = inputsDoc(actionText).split('\n## ')[0]!
    expect(head).toMatch(/Generated from action\.yml by `npm run docs-inputs`/)
    expect(head).toMatch(/\[`action\.yml`\]\(\.\.\/action\.yml\)/)
  })

  it('has one row per input (name, default, description) and per output, in action.yml order', () => {
    const text = inputsDoc(actionText)
    const [, inputsPart = '', outputsPart = ''] = text.split(/\n## (?:Inputs|Outputs)\n/)
    const rows = (part: string): string[][] =>
      part
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .map((line) =>
          line
            .slice(2, -2)
            .split(/(?<!\\)\|/)
            .map((c) => c.trim())
        )
    const inputs = rows(inputsPart)
    expect(inputs.map((r) => r[0])).toEqual(Object.keys(action.inputs).map((n) => `\`${n}\``))
    for (const [name, input] of Object.entries(action.inputs)) {
      const row = inputs.find((r) => r[0] === `\`${name}\``)!
      expect({ name, cells: row.length }).toEqual({ name, cells: 4 })
      const byDefault = input.required ? 'required' : input.default ? `\`${input.default}\`` : '—'
      expect({ name, default: row[1] }).toEqual({ name, default: byDefault })
      expect({ name, description: row[2] }).toEqual({ name, description: cell(input.description) })
    }
    const outputs = rows(outputsPart)
    expect(outputs.map((r) => r[0])).toEqual(Object.keys(action.outputs).map((n) => `\`${n}\``))
    for (const [name, output] of Object.entries(action.outputs)) {
      const row = outputs.find((r) => r[0] === `\`${name}\``)!
      expect({ name, cells: row.length, description: row[1] }).toEqual({
        name,
        cells: 3,
        description: cell(output.description)
      })
    }
  })

  it('links further reading only for inputs and outputs the action has', () => {
    expect(Object.keys(MORE.inputs).filter((n) => !(n in action.inputs))).toEqual([])
    expect(Object.keys(MORE.outputs).filter((n) => !(n in action.outputs))).toEqual([])
  })

  it('keeps a description one table cell that reads as it renders', () => {
    expect(cell('a | b')).toBe('a \\| b')
    expect(cell('line one\n  line two')).toBe('line one line two')
    expect(cell('<script> *x* [y](z) `c`')).toBe('\\<script> \\*x\\* \\[y\\](z) \\`c\\`')
    // `_` inside a word is never emphasis on GitHub; at a word's edge it may be.
    expect(cell('RUNNER_TEMP and merge_group')).toBe('RUNNER_TEMP and merge_group')
    expect(cell('/__version__')).toBe('/\\_\\_version\\_\\_')
    // An outcome order reads as the other pages write it.
    expect(cell('error > timed-out')).toBe('error > timed-out')
  })
})
