// The JUnit judge itself: __fixtures__/junit-schema.ts checks files in a thread that compiles
// xmllint once (__fixtures__/junit/xmllint-thread.mjs). Whatever it says of a file must be what
// xmllint-wasm's own validateXML says of it, and it must refuse what Jenkins' schemas refuse;
// else every JUnit test that asks it would pass on its word alone.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { readFileSync } from 'node:fs'
import { validateXML } from 'xmllint-wasm'
import { jenkinsSchemaErrors } from '../../__fixtures__/junit-schema.js'

const SCHEMAS = ['junit-10.xsd', 'jenkins-junit.xsd'].map((fileName) => ({
  fileName,
  contents: readFileSync(new URL(`../../__fixtures__/junit/${fileName}`, import.meta.url), 'utf8')
}))

/** Every error of each of `docs` under both schemas, as xmllint-wasm's own validateXML says. */
async function libraryErrors(docs: string[]): Promise<string[][]> {
  const names = docs.map((_, i) => `doc-${i}.xml`)
  const errors: string[][] = docs.map(() => [])
  for (const schema of SCHEMAS) {
    // One call checks them all (one compile), each error line naming its file.
    const result = await validateXML({
      xml: docs.map((contents, i) => ({ fileName: names[i], contents })),
      schema,
      initialMemoryPages: 256,
      maxMemoryPages: 4096
    })
    // xmllint checks the files in turn: a file's lines start with its name, and each invalid
    // file's end with "<name> fails to validate" (the verdict validateXML drops for one file).
    let file = -1
    for (const { rawMessage } of result.errors) {
      const named = names.findIndex((n) => rawMessage.startsWith(`${n}:`))
      if (named >= 0) file = named
      if (names.some((n) => rawMessage === `${n} fails to validate`)) continue
      expect(file).toBeGreaterThanOrEqual(0)
      const line = named >= 0 ? `report.xml${rawMessage.slice(names[named].length)}` : rawMessage
      errors[file].push(`${schema.fileName}: ${line}`)
    }
  }
  return errors
}

const attr = (name: string, value: string | undefined): string =>
  value === undefined
    ? ''
    : ` ${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"`
const text = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')

/**
 * JUnit documents as a writer might make them: `loose`, any value a writer might put where Jenkins
 * wants a count, a time or a name (some valid, some not, some missing); else only values and
 * shapes both schemas take, so that valid documents come up as often as invalid ones.
 */
function junitDocuments(loose: boolean): fc.Arbitrary<string> {
  const pick = (valid: string[], invalid: string[]): fc.Arbitrary<string | undefined> =>
    loose
      ? fc.option(fc.constantFrom(...valid, ...invalid), { nil: undefined })
      : fc.constantFrom(...valid)
  const count = pick(['0', '2'], ['-1', 'x', ''])
  const word = pick(['a', 'Shop (1)', 'x & <y>'], [''])
  const time = pick(['0.5', '1'], ['NaN', '-2', '1e3'])
  const outcomes = ['passed', 'skipped-text', 'failure']
  const testcase = fc
    .record({
      name: word,
      classname: word,
      time,
      outcome: fc.constantFrom(...outcomes, ...(loose ? ['skipped-message', 'error'] : [])),
      body: fc.constantFrom('', 'why', 'a < b')
    })
    .map((c) => {
      const inner = {
        passed: '',
        'skipped-text': `<skipped>${text(c.body)}</skipped>`,
        'skipped-message': `<skipped${attr('message', c.body)}/>`,
        failure: `<failure${attr('message', c.body)} type="unfixed">${text(c.body)}</failure>`,
        error: `<error${attr('message', c.body)}/>`
      }[c.outcome]
      return `<testcase${attr('name', c.name)}${attr('classname', c.classname)}${attr('time', c.time)}>${inner}</testcase>`
    })
  const properties = fc
    .option(fc.array(fc.tuple(word, word), { minLength: loose ? 0 : 1, maxLength: 2 }), {
      nil: undefined
    })
    .map((ps) =>
      ps === undefined
        ? ''
        : `<properties>${ps.map(([n, v]) => `<property${attr('name', n)}${attr('value', v)}/>`).join('')}</properties>`
    )
  const testsuite = fc
    .record({
      name: word,
      tests: count,
      failures: count,
      errors: count,
      skipped: count,
      properties,
      cases: fc.array(testcase, { maxLength: 3 })
    })
    .map(
      (s) =>
        `<testsuite${attr('name', s.name)}${attr('tests', s.tests)}${attr('failures', s.failures)}${attr('errors', s.errors)}${attr('skipped', s.skipped)}>${s.properties}${s.cases.join('')}</testsuite>`
    )
  return fc
    .record({
      name: word,
      tests: count,
      failures: count,
      // Neither schema takes a skipped count on <testsuites>.
      skipped: loose ? count : fc.constant(undefined),
      suites: fc.array(testsuite, { maxLength: 3 })
    })
    .map(
      (d) =>
        `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites${attr('name', d.name)}${attr('tests', d.tests)}${attr('failures', d.failures)}${attr('skipped', d.skipped)}>${d.suites.join('')}</testsuites>\n`
    )
}

const junitDocument = fc.oneof(junitDocuments(true), junitDocuments(false))

describe("the JUnit judge (Jenkins' two schemas, xmllint compiled once)", () => {
  it('says of every document exactly what xmllint-wasm says of it, valid or not', async () => {
    const seen = { valid: 0, invalid: 0 }
    await fc.assert(
      fc.asyncProperty(fc.array(junitDocument, { minLength: 10, maxLength: 20 }), async (docs) => {
        const expected = await libraryErrors(docs)
        docs.forEach((doc, i) => {
          const errors = jenkinsSchemaErrors(doc)
          expect({ doc, errors }).toEqual({ doc, errors: expected[i] })
          seen[errors.length === 0 ? 'valid' : 'invalid']++
        })
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 3) }
    )
    // The generator reaches both answers, so the comparison covers both.
    expect(seen.valid).toBeGreaterThan(0)
    expect(seen.invalid).toBeGreaterThan(0)
  }, 60_000)

  it('refuses what each schema refuses, naming the schema and the line', () => {
    const head = '<?xml version="1.0" encoding="UTF-8"?>\n'
    const valid = `${head}<testsuites><testsuite name="a" tests="1" failures="0" errors="0" skipped="0"><testcase name="c" classname="a"/></testsuite></testsuites>\n`
    expect(jenkinsSchemaErrors(valid)).toEqual([])
    // jenkins-junit.xsd wants <skipped> as text; junit-10.xsd allows a message attribute.
    const skipped = valid.replace(
      'classname="a"/>',
      'classname="a"><skipped message="m"/></testcase>'
    )
    expect(jenkinsSchemaErrors(skipped)).toEqual([
      "jenkins-junit.xsd: report.xml:2: Schemas validity error : Element 'skipped', attribute 'message': The attribute 'message' is not allowed."
    ])
    // Both want a name on every case.
    const unnamed = jenkinsSchemaErrors(valid.replace('<testcase name="c"', '<testcase'))
    expect(unnamed).toEqual(
      ['junit-10.xsd', 'jenkins-junit.xsd'].map(
        (schema) =>
          `${schema}: report.xml:2: Schemas validity error : Element 'testcase': The attribute 'name' is required but missing.`
      )
    )
  })

  it('refuses a file that is not XML under both schemas', () => {
    expect(jenkinsSchemaErrors('<testsuites>')).toEqual(
      ['junit-10.xsd', 'jenkins-junit.xsd'].flatMap((schema) => [
        `${schema}: report.xml:1: parser error : Premature end of data in tag testsuites line 1`,
        `${schema}: <testsuites>`
      ])
    )
  })
})
