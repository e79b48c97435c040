// What a test's status says, read as words (any case, any punctuation or spacing, camelCase and
// snake_case split). Fail closed by construction: a status is a completion only when every word
// in it belongs to the completion vocabulary below (or is one of a few harmless words beside it),
// so a word nobody listed — a new failure word, a look-alike letter, "not", "partially" — can
// only keep the test waiting, never pass it. Words of failure or stopping are looked for
// anywhere: they end the test, also beside a completion word.

/**
 * - completed: the words say the test completed, and nothing else;
 * - unclean: a completion word beside words of failure or stopping ("completed with errors",
 *   "done, no errors"): the service contradicts itself, its result is not judged (`error`);
 * - ended: words of failure or stopping without a completion word (`stopped`, as before);
 * - running: words of a test still running;
 * - unknown: anything else, waited on (logged once) and never taken as done.
 */
export type StatusClass = 'running' | 'completed' | 'unclean' | 'ended' | 'unknown'

/** The completion vocabulary, as the docs and the failure lines list it. */
export const COMPLETION_WORDS: readonly string[] = [
  'completed',
  'complete',
  'finished',
  'done',
  'success',
  'succeeded',
  'successful',
  'successfully'
]
const COMPLETION = new Set(COMPLETION_WORDS)

/** Words that may stand beside a completion word without changing what it says ("Test completed"). */
const BESIDE_COMPLETION = new Set([
  'test',
  'scan',
  'run',
  'status',
  'the',
  'is',
  'has',
  'was',
  'been'
])

/**
 * Failure and stopping, in their usual forms. Any of them ends the test. A negation does not
 * undo one ("no errors" is still a word of error): a clean completion says nothing else.
 */
const FAILURE_OR_STOP = new Set([
  // failure
  'fail',
  'fails',
  'failed',
  'failing',
  'failure',
  'failures',
  'error',
  'errors',
  'errored',
  'erroneous',
  'unsuccessful',
  'unreachable',
  'unavailable',
  'crash',
  'crashed',
  'fatal',
  'exception',
  'invalid',
  'rejected',
  'refused',
  'denied',
  'timeout',
  'timed',
  'expired',
  // stopping, cancelling, aborting
  'stop',
  'stops',
  'stopped',
  'stopping',
  'cancel',
  'cancels',
  'cancelled',
  'canceled',
  'cancelling',
  'canceling',
  'cancellation',
  'abort',
  'aborts',
  'aborted',
  'aborting',
  'kill',
  'killed',
  'terminate',
  'terminated',
  'terminating',
  'interrupted',
  'halt',
  'halted'
])

/** A test still at work: waited on quietly (any other status is waited on with a warning). */
const RUNNING = new Set([
  'running',
  'queued',
  'pending',
  'starting',
  'started',
  'progress',
  'scanning',
  'waiting',
  'initializing',
  'initialising',
  'preparing',
  'processing'
])

/**
 * The status's words, lower case: letters only (numbers such as "100%" carry no word), split at
 * anything else; an apostrophe joins ("didn't" is one word). A word with a case change inside
 * ("CompletedWithErrors", or "fAiLeD" typed at random) is read both whole and in its parts.
 */
export function statusWords(status: string): Array<{ whole: string; parts: string[] }> {
  return status
    .normalize('NFKC')
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{M}]+/u)
    .filter((w) => w !== '')
    .map((w) => ({
      whole: w.toLowerCase(),
      parts: w
        .replace(/(\p{Ll})(?=\p{Lu})/gu, '$1 ')
        .toLowerCase()
        .split(' ')
    }))
}

/** Whether a completion word stands anywhere in the status, also inside another word. */
export function mentionsCompletion(status: string): boolean {
  const text = status.normalize('NFKC').toLowerCase()
  return COMPLETION_STEMS.some((stem) => text.includes(stem))
}
const COMPLETION_STEMS = ['complete', 'finish', 'done', 'succe']

export function classifyStatus(status: string): StatusClass {
  const words = statusWords(status)
  const any = (set: ReadonlySet<string>): boolean =>
    words.some((w) => set.has(w.whole) || w.parts.some((p) => set.has(p)))
  const completion = any(COMPLETION)
  if (any(FAILURE_OR_STOP)) return completion ? 'unclean' : 'ended'
  const clean = (w: string): boolean => COMPLETION.has(w) || BESIDE_COMPLETION.has(w)
  if (completion && words.every((w) => clean(w.whole) || w.parts.every(clean))) return 'completed'
  if (!completion && any(RUNNING)) return 'running'
  return 'unknown'
}
