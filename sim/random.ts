// Seeded randomness: a scenario with a seed gives the same tokens, keys and findings every run,
// so a failing test can be replayed exactly.

export type Random = () => number

/** mulberry32: tiny, fast, good enough for test data (not for secrets). */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789'
const HEX = '0123456789abcdef'

function pick(random: Random, alphabet: string, length: number): string {
  let out = ''
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(random() * alphabet.length)]
  return out
}

/** Access, application and result tokens: 32 lowercase letters and digits, like the service's. */
export function newToken(random: Random): string {
  return pick(random, ALPHANUMERIC, 32)
}

/** Project keys are UUIDs (version 4 layout). */
export function newUuid(random: Random): string {
  const h = pick(random, HEX, 32)
  const variant = HEX[8 + Math.floor(random() * 4)]
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20)}`
}

/** Team ids are short alphanumeric strings (docs/service.md, 2.4). */
export function newTeamId(random: Random): string {
  return pick(random, ALPHANUMERIC, 10)
}

/** A small stable hash (FNV-1a) for deriving signature values from tokens. */
export function stableHash(text: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return (h >>> 0).toString(16).padStart(8, '0')
}
