// Durations as users write them in a workflow: `90s`, `45m`, `2h`, `1h30m`, `1h30m15s`, or a bare
// number of minutes (`30`), the unit GitHub uses for `timeout-minutes`.

export const SECOND = 1000
const MINUTE = 60 * SECOND
export const HOUR = 60 * MINUTE

/** Units in the only order accepted (h, m, s), each at most once; spaces between parts allowed. */
const WITH_UNITS = /^(?:(\d+)h)?\s*(?:(\d+)m)?\s*(?:(\d+)s)?$/i
const BARE_MINUTES = /^\d+$/

/**
 * Milliseconds of `text`; throws an Error saying why when `text` is not a duration. Bounds
 * (at least 1s, at most 6h for `timeout`) are the caller's: they differ per input.
 */
export function parseDuration(text: string): number {
  const trimmed = text.trim()
  if (BARE_MINUTES.test(trimmed)) return checked(Number(trimmed) * MINUTE, text)
  const match = WITH_UNITS.exec(trimmed)
  // The regex also matches the empty string and bare spaces: at least one part must be there.
  if (!match || (match[1] ?? match[2] ?? match[3]) === undefined) {
    throw new Error(`${JSON.stringify(text)} is not a duration`)
  }
  const [hours, minutes, seconds] = [match[1], match[2], match[3]].map((part) => Number(part ?? 0))
  return checked(hours * HOUR + minutes * MINUTE + seconds * SECOND, text)
}

/** `5400000` → `1h30m`; for messages ("timed out after 1h30m"). Sub-second parts are dropped. */
export function formatDuration(ms: number): string {
  const total = Math.floor(ms / SECOND)
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = total % 60
  const parts = [hours && `${hours}h`, minutes && `${minutes}m`, seconds && `${seconds}s`]
  return parts.filter(Boolean).join('') || '0s'
}

/** Digits alone can overflow into imprecise floats (`99999999999999999h`). */
function checked(ms: number, text: string): number {
  if (!Number.isSafeInteger(ms)) throw new Error(`${JSON.stringify(text)} is too long a duration`)
  return ms
}
