// A test run over real time. Nothing ticks: the state at any moment is computed from the start
// time, the behaviour, and when a stop was requested, so a status poll is cheap and exact.

import { renderResult, type RenderedResult } from './result-document.js'
import type { FindingSpec, FindingsGenerator, TestBehaviour, TestState } from './scenario-types.js'

export interface TestRun {
  resultToken: string
  applicationToken: string
  startTime: number
  behaviour: TestBehaviour
  stopRequestedAt?: number
  /** Past sessions from a scenario: ended before the simulator started. */
  fixedEnd?: { state: Exclude<TestState, 'running'>; endTime: number }
  findings: FindingSpec[] | FindingsGenerator
  /** Started through the API (start endpoint), not set up by the scenario. */
  viaApi: boolean
  rendered?: RenderedResult
}

export interface TestSnapshot {
  state: TestState
  /** 0..100 */
  progress: number
  endTime?: number
}

function curve(behaviour: TestBehaviour, elapsed: number): number {
  const duration = Math.max(1, behaviour.durationMs)
  const share = Math.min(1, Math.max(0, elapsed / duration))
  switch (behaviour.progress) {
    case 'stuck':
      return 0
    case 'stepped':
      return Math.min(90, Math.floor(share * 10) * 10)
    case 'early-hundred':
      return Math.min(100, Math.floor((share / 0.8) * 100))
    default:
      return Math.min(99, Math.floor(share * 100))
  }
}

export function snapshot(run: TestRun, now: number): TestSnapshot {
  const { behaviour } = run
  if (run.fixedEnd) {
    const { state, endTime } = run.fixedEnd
    return { state, progress: state === 'completed' ? behaviour.finalProgress : 50, endTime }
  }
  const naturalEnd =
    behaviour.end === 'never' ? Infinity : run.startTime + Math.max(0, behaviour.durationMs)
  const stopEnd =
    run.stopRequestedAt === undefined ? Infinity : run.stopRequestedAt + behaviour.stopDelayMs
  const endTime = Math.min(naturalEnd, stopEnd)
  if (now < endTime) return { state: 'running', progress: curve(behaviour, now - run.startTime) }
  if (naturalEnd <= stopEnd) {
    const state = behaviour.end as Exclude<TestState, 'running'>
    const progress =
      state === 'completed' ? behaviour.finalProgress : curve(behaviour, naturalEnd - run.startTime)
    return { state, progress, endTime }
  }
  return { state: 'stopped', progress: curve(behaviour, stopEnd - run.startTime), endTime }
}

/** The status word as this scenario's service writes it. */
export function statusName(behaviour: TestBehaviour, state: TestState): string {
  return behaviour.statusNames[state] ?? state
}

export function progressValue(behaviour: TestBehaviour, progress: number): number | string {
  return behaviour.progressAsString ? String(progress) : progress
}

export interface ResultContext {
  projectName: string
  applicationName: string
  url: string
}

/** Rendered on first read and kept: later reads of a large result cost nothing. */
export function resultOf(run: TestRun, endTime: number, context: ResultContext): RenderedResult {
  run.rendered ??= spelt(renderedOf(run, endTime, context), run.behaviour.escapedText)
  return run.rendered
}

function renderedOf(run: TestRun, endTime: number, context: ResultContext): RenderedResult {
  const { document, documentText } = run.behaviour
  if (documentText !== undefined)
    return { text: documentText, quoted: JSON.stringify(documentText) }
  if (document !== undefined) {
    const text = JSON.stringify(document)
    return { text, quoted: JSON.stringify(text) }
  }
  return renderResult({
    ...context,
    endTime,
    findings: run.findings,
    form: run.behaviour.resultForm,
    spelling: run.behaviour.spelling,
    listName: run.behaviour.listName,
    topLevelOccurrences: run.behaviour.topLevelOccurrences,
    summary: run.behaviour.summary,
    findingContext: run.behaviour.findingContext
  })
}

/**
 * The same document spelt by a JSON writer that escapes more than it must: every character of
 * each of `texts` (which stand inside the document's strings) written as `\uXXXX` in the result's
 * JSON text, so the v2 string carries them escaped once more.
 */
function spelt(rendered: RenderedResult, texts: readonly string[] | undefined): RenderedResult {
  if (!texts || texts.length === 0) return rendered
  let text = rendered.text
  for (const t of texts) {
    const escaped = [...t]
      .map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
      .join('')
    text = text.split(t).join(escaped)
  }
  return { text, quoted: JSON.stringify(text) }
}
