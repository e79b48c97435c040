// Sample result documents from __fixtures__/results, read as the service would send them.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The document's JSON text. */
export function resultText(name: string): string {
  return readFileSync(join(import.meta.dirname, 'results', `${name}.json`), 'utf8')
}

/** The v2 form: the `result` field is a string holding JSON. */
export function v2Result(name: string): string {
  return resultText(name)
}

/** The v1 form: the `result` field is the JSON value itself. */
export function v1Result(name: string): unknown {
  return JSON.parse(resultText(name))
}
