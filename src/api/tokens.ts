// Tokens and keys the service sends back are printed, saved to state and used in file names and
// URLs. They are 32 lowercase letters and digits (project keys: UUIDs) in every example; only a
// safe alphabet is accepted, so an answer cannot smuggle a line break or `::command::` through one.
const SAFE_TOKEN = /^[A-Za-z0-9_-]{1,128}$/

export function safeToken(value: unknown): string | undefined {
  return typeof value === 'string' && SAFE_TOKEN.test(value) ? value : undefined
}
