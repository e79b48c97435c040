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
