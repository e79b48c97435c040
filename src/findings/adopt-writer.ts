// What `adopt` adds to the accepted-risks file: one entry per counted occurrence — its identity,
// never the whole finding, so a new URL of an adopted finding still counts — with `reason:
// adopted`, the day, an expiry and the severity it was adopted at (the entry hides that severity
// and less: the same occurrence reported more severe later is an escalation, and counts). The new entries are inserted as text (every existing byte, comment
// and line ending kept; see appendedAsText for the layouts), read back to check; only a layout that
// cannot be edited so is edited as a YAML document (the `yaml` package keeps comments, but may
// normalise the layout). The new entries carry a comment naming the finding, method and URL for the
// reviewer of the pull request.
import { isMap, isScalar, isSeq, parseDocument, YAMLMap, YAMLSeq, type Document } from 'yaml'
import { oneLine } from '../common/text.js'
import { IgnoreFileError } from './ignore-file.js'
import { ADOPTED_REASON, type JudgedOccurrence } from './types.js'

const DAY_MS = 86_400_000
/** More entries than anyone reviews; the rest keep counting (the log says how many). */
export const MAX_ADOPTED_ENTRIES = 5000

export interface AdoptedEntries {
  /** The file's new text. */
  text: string
  added: number
  /** Counted occurrences left out (beyond MAX_ADOPTED_ENTRIES): they still count. */
  left: number
  adopted: string
  expires: string
}

/** YYYY-MM-DD of a time (UTC). */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

/**
 * The accepted-risks file `existing` (may be empty) with an entry per occurrence appended to its
 * `ignore:` list. Adopted today, expiring `expiryMs` later (whole days). Throws IgnoreFileError
 * when the file is not YAML or its `ignore` is not a list (it would not be read either).
 */
export function addAdoptedEntries(
  existing: string,
  occurrences: readonly JudgedOccurrence[],
  now: number,
  expiryMs: number
): AdoptedEntries {
  const adopted = utcDay(now)
  const expires = utcDay(now + Math.max(DAY_MS, Math.round(expiryMs / DAY_MS) * DAY_MS))
  const take = occurrences.slice(0, MAX_ADOPTED_ENTRIES)
  const entries = take.map((o) => ({
    // The finding's name and URL are the service's text: one clean line, no way out of the comment.
    comment: oneLine(`${o.severity}: ${o.name} — ${o.method} ${o.url}`, 300),
    fields: { id: o.id, reason: ADOPTED_REASON, adopted, expires, severity: o.severity }
  }))
  const base = existing.trim() === '' ? 'version: 1\n' : existing
  const doc = parseDocument(base)
  if (doc.errors.length > 0) {
    throw new IgnoreFileError(doc.errors.map((e) => `not valid YAML: ${oneLine(e.message, 200)}`))
  }
  if (doc.contents !== null && !isMap(doc.contents)) {
    throw new IgnoreFileError(['it must be a mapping with an `ignore:` list'])
  }
  const list: unknown = isMap(doc.contents) ? doc.contents.get('ignore', true) : undefined
  if (
    list !== undefined &&
    list !== null &&
    !isSeq(list) &&
    !(isScalar(list) && list.value === null)
  ) {
    throw new IgnoreFileError(['ignore must be a list of entries'])
  }
  const text =
    (entries.length === 0 ? base : undefined) ??
    appendedAsText(base, doc, list, entries) ??
    editedAsDocument(doc, list, entries, base.includes('\r\n') ? '\r\n' : '\n')
  return { text, added: take.length, left: occurrences.length - take.length, adopted, expires }
}

interface NewEntry {
  comment: string
  fields: { id: string; reason: string; adopted: string; expires: string; severity: string }
}

/**
 * The entries inserted as text, every other byte of the file as it was (its comments, its layout,
 * its line endings): after the last item of a block `ignore:` list and the indented comments that
 * follow it (they stay with that item); under an `ignore:` with nothing under it (or `~`, `null`);
 * in place of an empty `ignore: []`; before the `]` of a flow list; or a new `ignore:` at the end.
 * Checked by reading the result back; undefined when that does not give exactly the old values
 * plus the new entries (the caller then edits the document instead).
 */
function appendedAsText(
  text: string,
  doc: Document,
  list: unknown,
  entries: readonly NewEntry[]
): string | undefined {
  const eol = text.includes('\r\n') ? '\r\n' : '\n'
  let at: number
  let indent = '  '
  let head = ''
  /** Source replaced by the block (`[]`, `~`): [start, end). */
  let cut: [number, number] | undefined
  if (list === undefined) {
    at = text.length
    head = `ignore:${eol}`
  } else if (isSeq(list) && list.flow === true && list.items.length > 0) {
    return insertedInFlow(text, list, entries, eol)
  } else if (isSeq(list) && list.flow !== true) {
    const block = afterBlockList(text, list)
    if (block === undefined) return undefined
    ;({ at, indent } = block)
  } else {
    // Nothing under `ignore:`, `~`, `null`, or `[]`: the block goes under the key's line.
    const range = (list as { range?: [number, number, number] } | null)?.range
    const key = isMap(doc.contents)
      ? doc.contents.items.find((p) => isScalar(p.key) && p.key.value === 'ignore')?.key
      : undefined
    const keyEnd = (key as { range?: [number, number, number] } | undefined)?.range?.[1]
    if (keyEnd === undefined || range === undefined) return undefined
    if (range[1] > range[0]) cut = [range[0], range[1]]
    at = lineEnd(text, Math.max(keyEnd, range[1]))
    const keyLine = text.lastIndexOf('\n', keyEnd - 1) + 1
    indent = `${/^ */.exec(text.slice(keyLine))?.[0] ?? ''}  `
  }
  const lines = entries.flatMap(({ comment, fields }) => [
    `${indent}# ${comment}`,
    `${indent}- id: ${fields.id}`,
    `${indent}  reason: ${fields.reason}`,
    `${indent}  adopted: ${fields.adopted}`,
    `${indent}  expires: ${fields.expires}`,
    `${indent}  severity: ${fields.severity}`
  ])
  let before = text.slice(0, at)
  if (cut !== undefined) before = before.slice(0, cut[0]) + before.slice(cut[1])
  const join = before === '' || before.endsWith('\n') ? '' : eol
  const result = `${before}${join}${head}${lines.join(eol)}${eol}${text.slice(at)}`
  return readsAsAppended(text, result, entries) ? result : undefined
}

/** Where the next line starts after `at` (the end of the text when it is the last line). */
function lineEnd(text: string, at: number): number {
  if (at > 0 && text[at - 1] === '\n') return at
  const nl = text.indexOf('\n', at)
  return nl === -1 ? text.length : nl + 1
}

/**
 * The end of a block list's last item and of the comments indented under it or at its dash
 * (they belong to that item), and the dash's indentation. Undefined for a layout not met here.
 */
function afterBlockList(text: string, list: YAMLSeq): { at: number; indent: string } | undefined {
  const first = (list.items[0] as { range?: [number, number, number] } | undefined)?.range?.[0]
  const last = (list.items.at(-1) as { range?: [number, number, number] } | undefined)?.range?.[1]
  if (first === undefined || last === undefined) return undefined
  const lineStart = text.lastIndexOf('\n', first - 1) + 1
  const dash = /^( *)- +$/.exec(text.slice(lineStart, first))
  if (dash === null) return undefined
  const indent = dash[1] ?? ''
  let at = lineEnd(text, last)
  const least = Math.max(indent.length, 1)
  for (;;) {
    const next = text.indexOf('\n', at)
    const line = text.slice(at, next === -1 ? text.length : next)
    const comment = /^([ \t]*)#/.exec(line)
    if (at >= text.length || comment === null || (comment[1] ?? '').length < least) break
    at = next === -1 ? text.length : next + 1
  }
  return { at, indent }
}

/** New entries as flow mappings before the `]` of a flow list, one a line, with their comment. */
function insertedInFlow(
  text: string,
  list: YAMLSeq,
  entries: readonly NewEntry[],
  eol: string
): string | undefined {
  const end = list.range?.[1]
  if (end === undefined || text[end - 1] !== ']') return undefined
  const close = end - 1
  const items = entries.map(
    ({ comment, fields }) =>
      `,${eol}  # ${comment}${eol}  {id: ${fields.id}, reason: ${fields.reason}, adopted: ${fields.adopted}, expires: ${fields.expires}, severity: ${fields.severity}}`
  )
  const result = `${text.slice(0, close)}${items.join('')}${text.slice(close)}`
  return readsAsAppended(text, result, entries) ? result : undefined
}

/** The result holds the old document's values and, after its entries, exactly the new ones. */
function readsAsAppended(oldText: string, newText: string, entries: readonly NewEntry[]): boolean {
  const after = parseDocument(newText)
  if (after.errors.length > 0) return false
  const was = (parseDocument(oldText).toJS() ?? {}) as Record<string, unknown>
  const now = (after.toJS() ?? {}) as Record<string, unknown>
  const oldList = Array.isArray(was.ignore) ? (was.ignore as unknown[]) : []
  const expected = { ...was, ignore: [...oldList, ...entries.map((e) => e.fields)] }
  return JSON.stringify(now) === JSON.stringify(expected)
}

/** The yaml package's own edit: comments kept, the layout of existing lines may be normalised. */
function editedAsDocument(
  doc: Document,
  list: unknown,
  entries: readonly NewEntry[],
  eol: string
): string {
  if (doc.contents === null) doc.contents = new YAMLMap() as never
  const map = doc.contents as unknown as YAMLMap
  let seq: YAMLSeq
  if (isSeq(list)) seq = list
  else {
    seq = new YAMLSeq()
    map.set('ignore', seq)
  }
  for (const { comment, fields } of entries) {
    const node = doc.createNode(fields) as YAMLMap
    node.commentBefore = ` ${comment}`
    seq.items.push(node)
  }
  const text = doc.toString({ lineWidth: 0 })
  return eol === '\n' ? text : text.replace(/\r?\n/g, eol)
}
