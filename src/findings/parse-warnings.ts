// What the reader had to guess or skip, in the action's words: one warning per kind, counted,
// never one per occurrence. Finding names are the document's text: escaped, and at most five.
import { forLog } from '../common/text.js'

export const UNNAMED = '(unnamed finding)'
/** Names shown in the warning about such findings; the JSON report lists them all. */
const NAMES_SHOWN = 5
const NAME_CHARS = 80

export interface Tally {
  unknownSeverity: number
  unnamed: number
  noUrl: number
  duplicates: number
}

export function readerWarnings(t: Tally, unaccountedNames: readonly string[]): string[] {
  const w: string[] = []
  const n = (count: number, one: string, many: string): string =>
    `${count} ${count === 1 ? one : many}`
  if (t.unknownSeverity > 0) {
    w.push(
      `${n(t.unknownSeverity, 'occurrence has', 'occurrences have')} no severity that could be read; ` +
        `they are reported as unknown and count toward every fail-threshold except none`
    )
  }
  if (t.unnamed > 0) w.push(`some occurrences name no finding; they are shown as "${UNNAMED}"`)
  if (t.noUrl > 0) w.push(`${n(t.noUrl, 'occurrence has', 'occurrences have')} no URL`)
  if (unaccountedNames.length > 0) {
    const names = unaccountedNames
      .slice(0, NAMES_SHOWN)
      .map((name) => `"${forLog(name, NAME_CHARS)}"`)
    const more = unaccountedNames.length - names.length
    w.push(
      `${n(unaccountedNames.length, 'finding lists', 'findings list')} no occurrence the action can read ` +
        `(${names.join(', ')}${more > 0 ? ` and ${more} more` : ''}); ` +
        `${unaccountedNames.length === 1 ? 'it is' : 'each is'} counted as one unfixed occurrence, location unknown`
    )
  }
  if (t.duplicates > 0) {
    w.push(
      `${n(t.duplicates, 'occurrence is', 'occurrences are')} listed more than once (same finding, method and URL) and counted once`
    )
  }
  return w
}
