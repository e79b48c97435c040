/** Time as a seam, so deadlines, backoff and polling are tested without waiting. */
export interface Clock {
  now(): number
  /** Resolves after ms, or rejects with the signal's reason as soon as it aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(abortReason(signal))
      const timer = setTimeout(
        () => {
          signal?.removeEventListener('abort', onAbort)
          resolve()
        },
        Math.max(0, ms)
      )
      const onAbort = (): void => {
        clearTimeout(timer)
        reject(abortReason(signal))
      }
      signal?.addEventListener('abort', onAbort, { once: true })
    })
}

export function abortReason(signal?: AbortSignal): Error {
  const r: unknown = signal?.reason
  return r instanceof Error ? r : new Error('aborted')
}

/**
 * An instant written by a CI system or a user: ISO 8601 with a date, a time and an explicit
 * zone (`2026-11-24T09:30:00Z`, `2026-11-24 09:30:00+01:00`), or whole epoch milliseconds
 * (Jenkins' `currentBuild.startTimeInMillis`). Anything else — a time without a zone included,
 * which would be read in the machine's own zone — is undefined: a cutoff is never guessed.
 */
export function parseInstant(text: string | undefined): number | undefined {
  const t = (text ?? '').trim()
  // Thirteen digits: milliseconds (until the year 2286); ten would be seconds, and is refused.
  if (/^\d{13}$/.test(t)) return Number(t)
  const iso =
    /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?)$/i.exec(t)
  if (!iso) return undefined
  // Date.parse wants `T` and a zone with a colon; both forms above mean the same instant.
  const normal = t
    .replace(' ', 'T')
    .replace(/([+-]\d{2})(\d{2})$/, '$1:$2')
    .replace(/([+-]\d{2})$/, '$1:00')
  const ms = Date.parse(normal)
  return Number.isFinite(ms) ? ms : undefined
}

/** `p`, or the signal's reason as soon as it aborts (`p` itself goes on: someone else may read it). */
export function untilAborted<T>(p: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return p
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(abortReason(signal))
    const onAbort = (): void => reject(abortReason(signal))
    signal.addEventListener('abort', onAbort, { once: true })
    p.then(
      (v) => {
        signal.removeEventListener('abort', onAbort)
        resolve(v)
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(e as Error)
      }
    )
  })
}

/**
 * Leeway for the service's clock against ours (and GitHub's): a session is matched to our start
 * request, or kept out of a baseline as possibly this pipeline's own, within this margin.
 */
export const START_CLOCK_SKEW_MS = 30_000
