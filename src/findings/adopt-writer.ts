// What `adopt` adds to the accepted-risks file: one entry per counted occurrence — its identity,
// never the whole finding, so a new URL of an adopted finding still counts — with `reason:
// adopted`, the day and an expiry. The file is edited as a YAML document (the `yaml` package keeps
// comments and the existing entries as they are); the new entries carry a comment naming the
// finding, method and URL for the reviewer of the pull request.
import { isMap, isScalar, isSeq, parseDocument, YAMLMap, YAMLSeq, type Document } from 'yaml'
import { oneLine } from '../text.js'
import { IgnoreFileError } from './ignore-file.js'
import type { JudgedOccurrence } from './types.js'

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
    fields: { id: o.id, reason: 'adopted', adopted, expires }
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
    appendedAsText(base, list, entries) ??
    editedAsDocument(doc, list, entries)
  return { text, added: take.length, left: occurrences.length - take.length, adopted, expires }
}

interface NewEntry {
  comment: string
  fields: { id: string; reason: string; adopted: string; expires: string }
}

/**
 * The entries appended as text after the last item of a block `ignore:` list (or a new `ignore:`
 * at the end): every byte of the file before stays as it was. Checked by reading the result back;
 * undefined when the file is laid out otherwise (a flow list, an `ignore:` with nothing under it).
 */
function appendedAsText(
  text: string,
  list: unknown,
  entries: readonly NewEntry[]
): string | undefined {
  let at: number
  let indent: string
  if (list === undefined) {
    at = text.length
    indent = '  '
  } else {
    if (!isSeq(list) || list.flow === true || list.items.length === 0) return undefined
    const end = list.range?.[1]
    const first = (list.items[0] as { range?: [number, number, number] } | undefined)?.range?.[0]
    if (end === undefined || first === undefined) return undefined
    const lineStart = text.lastIndexOf('\n', first - 1) + 1
    const dash = /^( *)- +$/.exec(text.slice(lineStart, first))
    if (dash === null) return undefined
    at = end
    indent = dash[1] ?? ''
  }
  const lines = entries.flatMap(({ comment, fields }) => [
    `${indent}# ${comment}`,
    `${indent}- id: ${fields.id}`,
    `${indent}  reason: ${fields.reason}`,
    `${indent}  adopted: ${fields.adopted}`,
    `${indent}  expires: ${fields.expires}`
  ])
  const before = text.slice(0, at)
  const join = before === '' || before.endsWith('\n') ? '' : '\n'
  const head = list === undefined ? 'ignore:\n' : ''
  const result = `${before}${join}${head}${lines.join('\n')}\n${text.slice(at)}`
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
function editedAsDocument(doc: Document, list: unknown, entries: readonly NewEntry[]): string {
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
  return doc.toString({ lineWidth: 0 })
}
