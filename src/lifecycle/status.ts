/** How a status word ends (or does not end) the wait. Compared case-insensitively. */
export type StatusClass = 'running' | 'completed' | 'ended' | 'unknown'

const RUNNING = new Set([
  'running',
  'queued',
  'pending',
  'starting',
  'started',
  'in progress',
  'stopping'
])
const ENDED = new Set(['stopped', 'failed', 'error', 'aborted', 'cancelled', 'canceled', 'killed'])

export function classifyStatus(status: string): StatusClass {
  const s = status.trim().toLowerCase()
  if (s === 'completed' || s === 'complete' || s === 'finished' || s === 'done') return 'completed'
  if (RUNNING.has(s)) return 'running'
  if (ENDED.has(s)) return 'ended'
  return 'unknown'
}
