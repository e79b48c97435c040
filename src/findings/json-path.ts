// Where a part of a result document stands ($.report.vulnerabilities[3]): the one way a line
// names a place in the document, for the reader and for the repeated-key check alike. Keys are the
// document's text, so they are made safe to print here.
import { forLog } from '../common/text.js'

/** Where a part stands, for the one line that names it: built only when a line needs it. */
export interface JsonPath {
  parent: JsonPath | undefined
  key: string | number
}

export function at(parent: JsonPath | undefined, key: string | number): JsonPath {
  return { parent, key }
}

const PLAIN_KEY = /^[A-Za-z_$][A-Za-z0-9_$]{0,39}$/
const MAX_PATH_PARTS = 12

/** `$.report.vulnerabilities[3].severity`: keys are the document's text, so made safe to print. */
export function pathText(path: JsonPath | undefined): string {
  const parts: string[] = []
  for (let p = path; p !== undefined; p = p.parent) {
    const { key } = p
    if (typeof key === 'number') parts.push(`[${key}]`)
    else if (PLAIN_KEY.test(key)) parts.push(`.${key}`)
    else parts.push(`[${JSON.stringify(forLog(key, 40))}]`)
  }
  parts.reverse()
  if (parts.length > MAX_PATH_PARTS) {
    const hidden = parts.length - MAX_PATH_PARTS
    parts.splice(MAX_PATH_PARTS / 2, hidden, `…(${hidden} more levels)…`)
  }
  return '$' + parts.join('')
}
