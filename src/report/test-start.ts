// When the judged test started, as the run learnt it (its own start request, the running list,
// the application's past tests), for the reports' "tested …" line, the JSON report's startedAt
// and the trend's "This test" row. Kept per run context (the object the run passes from its start
// to its publish), so nothing outlives the run and applications of one step stay apart.
const starts = new WeakMap<object, { resultToken: string; at: number }>()

export function noteTestStart(run: object, resultToken: string, at: number): void {
  if (Number.isFinite(at)) starts.set(run, { resultToken, at })
}

/** The start of `resultToken`'s test, as an ISO time, when this run learnt it. */
export function testStartOf(run: object, resultToken: string | undefined): string | undefined {
  const known = starts.get(run)
  if (!known || !resultToken || known.resultToken !== resultToken) return undefined
  return new Date(known.at).toISOString()
}
