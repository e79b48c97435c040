// Issue 29, property-based: generated JSON values are written out the ways services write JSON
// (compact or indented, keys and strings with or without escapes), once as they are and once with
// a key written twice in one randomly chosen object (the second copy spelt plainly or escaped).
// With the plant the scan always finds it, at its path, and the reader refuses the result;
// without it the scan finds nothing and the reader's document is JSON.parse's.
//
// Seeded and reproducible: FC_SEED=<n> replays a run; a failure prints its seed and path.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { findRepeatedKey } from '../../src/findings/repeated-keys.js'
import type { JsonPath } from '../../src/findings/json-path.js'
import { decodeResult, ResultParseError } from '../../src/findings/decode.js'

const SEED = Number(process.env.FC_SEED ?? 20261127)
const RUNS = Number(process.env.FC_RUNS ?? 1000)

/** A JSON value whose objects may hold a key more than once (plain objects cannot). */
type Node =
  | { kind: 'scalar'; value: string | number | boolean | null }
  | { kind: 'array'; items: Node[] }
  | { kind: 'object'; entries: Array<[string, Node]> }

function toNode(value: unknown): Node {
  if (Array.isArray(value)) return { kind: 'array', items: value.map(toNode) }
  if (value !== null && typeof value === 'object') {
    return { kind: 'object', entries: Object.entries(value).map(([k, v]) => [k, toNode(v)]) }
  }
  return { kind: 'scalar', value: value as string | number | boolean | null }
}

/** Every object of the tree with its path (keys and indexes from the root). */
function objectsOf(
  node: Node,
  path: Array<string | number> = []
): Array<{ node: Extract<Node, { kind: 'object' }>; path: Array<string | number> }> {
  if (node.kind === 'array') return node.items.flatMap((n, i) => objectsOf(n, [...path, i]))
  if (node.kind !== 'object') return []
  return [{ node, path }, ...node.entries.flatMap(([k, n]) => objectsOf(n, [...path, k]))]
}

interface Style {
  indent: string
  /** Escape this share of the characters of keys and strings as \uXXXX. */
  escapeShare: number
  seed: number
}

/** A string literal, some characters escaped as \uXXXX (the same string to JSON.parse). */
function literal(s: string, style: Style, rnd: () => number): string {
  let out = '"'
  for (const ch of s) {
    if (rnd() < style.escapeShare) {
      for (let i = 0; i < ch.length; i++) {
        out += '\\u' + ch.charCodeAt(i).toString(16).padStart(4, '0')
      }
    } else {
      out += JSON.stringify(ch).slice(1, -1)
    }
  }
  return out + '"'
}

function write(node: Node, style: Style, rnd: () => number, depth = 0): string {
  const nl = style.indent ? '\n' + style.indent.repeat(depth + 1) : ''
  const end = style.indent ? '\n' + style.indent.repeat(depth) : ''
  const colon = style.indent ? ': ' : ':'
  if (node.kind === 'scalar') {
    return typeof node.value === 'string'
      ? literal(node.value, style, rnd)
      : JSON.stringify(node.value)
  }
  if (node.kind === 'array') {
    if (node.items.length === 0) return '[]'
    return `[${node.items.map((n) => nl + write(n, style, rnd, depth + 1)).join(',')}${end}]`
  }
  if (node.entries.length === 0) return '{}'
  const parts = node.entries.map(
    ([k, n]) => nl + literal(k, style, rnd) + colon + write(n, style, rnd, depth + 1)
  )
  return `{${parts.join(',')}${end}}`
}

/** A small deterministic generator for the writer's choices (fast-check draws its seed). */
function random(seed: number): () => number {
  let s = seed >>> 0 || 1
  return () => {
    s ^= s << 13
    s ^= s >>> 17
    s ^= s << 5
    return (s >>> 0) / 2 ** 32
  }
}

function segments(path: JsonPath): Array<string | number> {
  const out: Array<string | number> = []
  for (let p: JsonPath | undefined = path; p !== undefined; p = p.parent) out.push(p.key)
  return out.reverse()
}

// Keys from a small alphabet so that siblings and nested objects share names often, plus the
// characters a scanner can trip on: quotes, backslashes, braces, colons, control characters,
// non-Latin-1 and astral characters.
const key = fc.oneof(
  fc.constantFrom('a', 'b', 'name', 'severity', 'vulnerabilities', 'occurences', ''),
  fc.string({ unit: fc.constantFrom('a', '"', '\\', '{', '}', ':', ',', '\n', 'é', '😀', 'ł') })
)
const value = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(
      fc.string({ unit: fc.constantFrom('x', '"', '\\', '{', '}', '[', ']', ':', ',', '\t', 'ü') }),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.constant(null)
    ),
    fc.array(tie('node'), { maxLength: 5 }),
    fc.dictionary(key, tie('node'), { maxKeys: 6 })
  )
})).node
const style = fc.record({
  indent: fc.constantFrom('', '  ', '\t'),
  escapeShare: fc.constantFrom(0, 0, 0.2, 1),
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 })
})
// Where the repeat goes: which object (as a share of the objects), which key, and where in the
// object its second copy stands; the second copy's spelling may differ from the first's.
const plant = fc.record({
  which: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
  existing: fc.boolean(),
  newKey: key,
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  escaped: fc.boolean(),
  copy: value
})

describe('repeated keys in generated documents', () => {
  it(`without a repeat: never refused, and read as JSON.parse reads it (${RUNS} runs, seed ${SEED})`, () => {
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 6 }), style, (doc, st) => {
        const text = write(toNode(doc), st, random(st.seed))
        expect(findRepeatedKey(text)).toBeUndefined()
        expect(decodeResult(text)).toEqual(JSON.parse(text))
        expect(decodeResult(JSON.stringify(text))).toEqual(JSON.parse(text))
      }),
      { numRuns: RUNS, seed: SEED }
    )
  })

  it(`with a repeat planted in any object: always refused, at its path (${RUNS} runs, seed ${SEED})`, () => {
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 6 }), style, plant, (doc, st, p) => {
        const root = toNode(doc)
        const objects = objectsOf(root)
        const target = objects[Math.floor(p.which * objects.length)]!
        const entries = target.node.entries
        // An existing key written again, or a new key written twice.
        let name: string
        let firstAt: number
        if (p.existing && entries.length > 0) {
          firstAt = Math.floor(p.at * entries.length) % entries.length
          name = entries[firstAt]![0]
        } else {
          name = p.newKey
          if (entries.some(([k]) => k === name)) firstAt = entries.findIndex(([k]) => k === name)
          else {
            firstAt = entries.length
            entries.push([name, toNode(p.copy)])
          }
        }
        const secondAt = firstAt + 1 + Math.floor(p.at * (entries.length - firstAt))
        entries.splice(secondAt, 0, [name, toNode(p.copy)])
        const rnd = random(st.seed)
        const text = write(root, { ...st, escapeShare: p.escaped ? 1 : st.escapeShare }, rnd)

        const found = findRepeatedKey(text)
        expect(found).toBeDefined()
        expect(found!.key).toBe(name)
        expect(segments(found!.path)).toEqual([...target.path, name])
        expect(() => decodeResult(text)).toThrow(ResultParseError)
        expect(() => decodeResult(JSON.stringify(text))).toThrow(ResultParseError)
      }),
      { numRuns: RUNS, seed: SEED }
    )
  })
})
