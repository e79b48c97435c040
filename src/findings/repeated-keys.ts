// A key written twice in one object. JSON.parse keeps the last copy and drops the first without a
// word, so `{"vulnerabilities": [critical], "vulnerabilities": []}` reads as clean: the first copy
// is a part of the result nobody read. The reader refuses such a result (docs/behaviour.md), and
// this is how it finds the repeat.
//
// Why a scan of the text: nothing after JSON.parse can see a repeat (the object holds one copy),
// and a reviver is called once per key of the finished object, so it cannot either (Node 20 gives
// it no source text). So one pass over the text JSON.parse has already accepted, and only what a
// repeat needs: where each string ends, which strings are keys (a `:` follows), and the keys of
// each open object. Strings are skipped with indexOf (memchr in V8), so the cost is per string,
// not per character; keys are compared in place as text ranges (no string is made for a key)
// and made into strings only when they hold an escape (compared as JSON.parse reads them: "a"
// and "\u0061" are one key) or when one object has so many keys that a Set is cheaper.
// bench/README.md gives the cost against JSON.parse at 100,000 occurrences.
import { at, type JsonPath } from './json-path.js'

export interface RepeatedKey {
  /** The key as JSON.parse reads it (untrusted text: print it through src/common/text.ts). */
  key: string
  /** Where the second copy stands: the object's path plus the key. */
  path: JsonPath
}

const QUOTE = 0x22
const BACKSLASH = 0x5c
const COLON = 0x3a
const COMMA = 0x2c
const OPEN_OBJECT = 0x7b
const CLOSE_OBJECT = 0x7d
const OPEN_ARRAY = 0x5b
const CLOSE_ARRAY = 0x5d
const SPACE = 0x20

const ARRAY = -1
// Up to this many keys an object's keys are compared one by one (findings and occurrences have a
// dozen at most); past it they go into a Set (a map by id can have 100,000).
const LINEAR_KEYS = 16

/**
 * The first key repeated in an object of `text`, or undefined. `text` must be JSON that
 * JSON.parse accepted: the scan relies on it (a string ends at its first unescaped quote, a key
 * is a string followed by a colon) and checks nothing else.
 */
export function findRepeatedKey(text: string): RepeatedKey | undefined {
  // One function with its state in locals (no class fields, no closures): this loop sees every
  // string of a 10 MB document, and V8 keeps locals in registers.
  const n = text.length
  // Per depth: the index of the object's first key in the key stack, or ARRAY; for an array,
  // the index of the element being read (for the path only).
  const firstKey: number[] = []
  const element: number[] = []
  // The key stack: the keys of every open object, as ranges of the text between the quotes.
  const starts: number[] = []
  const ends: number[] = []
  const escapes: boolean[] = []
  let sets: Array<Set<string> | undefined> | undefined
  let keys = 0
  let depth = -1
  // The first backslash at or after the last key's start: a key that ends before it holds none.
  let backslash = -1
  let i = 0
  while (i < n) {
    const c = text.charCodeAt(i)
    if (c === QUOTE) {
      const start = i + 1
      let end = text.indexOf('"', start)
      if (text.charCodeAt(end - 1) === BACKSLASH) end = closingQuote(text, end)
      i = end + 1
      let next = text.charCodeAt(i)
      if (next !== COLON) {
        if (next > SPACE) continue
        while (next <= SPACE) next = text.charCodeAt(++i)
        if (next !== COLON) continue
      }
      i++
      if (backslash < start) {
        backslash = text.indexOf('\\', start)
        if (backslash === -1) backslash = n
      }
      const escaped = backslash < end
      const first = firstKey[depth]!
      const set = sets === undefined ? undefined : sets[depth]
      let repeated = false
      if (set !== undefined) {
        const key = keyText(text, start, end, escaped)
        repeated = set.has(key)
        set.add(key)
      } else {
        const length = end - start
        for (let k = first; k < keys; k++) {
          // Most keys of an object differ in length: no call for those.
          const plain = !escaped && !escapes[k]
          if (plain && ends[k]! - starts[k]! !== length) continue
          if (sameKey(text, starts[k]!, ends[k]!, start, end, !plain)) {
            repeated = true
            break
          }
        }
      }
      starts[keys] = start
      ends[keys] = end
      escapes[keys] = escaped
      keys++
      if (repeated) return found(text, depth, firstKey, element, starts, ends, escapes, keys)
      if (set === undefined && keys - first > LINEAR_KEYS) {
        sets ??= []
        sets[depth] = keySet(text, starts, ends, escapes, first, keys)
      }
      // A value that is a string is skipped at once (it cannot be a key: no second test).
      if (text.charCodeAt(i) === QUOTE) {
        let valueEnd = text.indexOf('"', i + 1)
        if (text.charCodeAt(valueEnd - 1) === BACKSLASH) valueEnd = closingQuote(text, valueEnd)
        i = valueEnd + 1
      }
    } else if (c === OPEN_OBJECT) {
      firstKey[++depth] = keys
      if (sets !== undefined) sets[depth] = undefined
      i++
    } else if (c === OPEN_ARRAY) {
      firstKey[++depth] = ARRAY
      element[depth] = 0
      i++
    } else if (c === CLOSE_OBJECT) {
      keys = firstKey[depth--]!
      i++
    } else if (c === CLOSE_ARRAY) {
      depth--
      i++
    } else {
      if (c === COMMA && firstKey[depth] === ARRAY) element[depth]!++
      i++
    }
  }
  return undefined
}

/** Two keys (ranges of the text) are one key as JSON.parse reads them. */
function sameKey(
  text: string,
  s1: number,
  e1: number,
  s2: number,
  e2: number,
  escaped: boolean
): boolean {
  if (escaped) return keyText(text, s1, e1, true) === keyText(text, s2, e2, true)
  if (e1 - s1 !== e2 - s2) return false
  for (let a = s1, b = s2; a < e1; a++, b++) {
    if (text.charCodeAt(a) !== text.charCodeAt(b)) return false
  }
  return true
}

function keySet(
  text: string,
  starts: number[],
  ends: number[],
  escapes: boolean[],
  from: number,
  to: number
): Set<string> {
  const set = new Set<string>()
  for (let k = from; k < to; k++) set.add(keyText(text, starts[k]!, ends[k]!, escapes[k]!))
  return set
}

function keyText(text: string, start: number, end: number, escaped: boolean): string {
  // Escapes read exactly as JSON.parse reads them, by JSON.parse (the range is a valid string).
  return escaped ? (JSON.parse(text.slice(start - 1, end + 1)) as string) : text.slice(start, end)
}

/** The repeat just pushed, with its path: each open object's current key, each array's index. */
function found(
  text: string,
  depth: number,
  firstKey: number[],
  element: number[],
  starts: number[],
  ends: number[],
  escapes: boolean[],
  keys: number
): RepeatedKey {
  let path: JsonPath | undefined
  let key = ''
  for (let d = 0; d <= depth; d++) {
    if (firstKey[d] === ARRAY) {
      path = at(path, element[d]!)
      continue
    }
    // An object's current key is its last: the next open object's first key, less one.
    let last = keys - 1
    for (let deeper = d + 1; deeper <= depth; deeper++) {
      if (firstKey[deeper] !== ARRAY) {
        last = firstKey[deeper]! - 1
        break
      }
    }
    key = keyText(text, starts[last]!, ends[last]!, escapes[last]!)
    path = at(path, key)
  }
  return { key, path: path! }
}

/**
 * The closing quote of a string, given a quote at `quote` that a backslash precedes: a quote is
 * escaped when an odd number of backslashes stands right before it. One indexOf per escaped
 * quote: a sticky regular expression over the rest was faster warm, but its first match over
 * v2's 10 MB result string (1.4 million escaped quotes) took 250 ms growing V8's backtracking
 * stack, and every run of the action is a first match.
 */
function closingQuote(text: string, quote: number): number {
  let q = quote
  while (escapedAt(text, q)) q = text.indexOf('"', q + 1)
  return q
}

function escapedAt(text: string, quote: number): boolean {
  let k = quote - 1
  while (text.charCodeAt(k) === BACKSLASH) k--
  return (quote - 1 - k) % 2 === 1
}
