// Markdown building blocks for the job summary and the pull-request comment. Every cell, heading
// and summary text passed here must already be escaped (text.ts forMarkdown); these helpers only
// add our own syntax, and the budget keeps whole blocks so no table or <details> is cut in half.

export type Align = 'left' | 'right'

export function tableHeader(headers: readonly string[], align?: readonly Align[]): string {
  const rule = headers.map((_, i) => (align?.[i] === 'right' ? '---:' : '---'))
  return `${tableRow(headers)}\n${tableRow(rule)}`
}

export function tableRow(cells: readonly string[]): string {
  // An empty cell would still keep the column; a space keeps editors from trimming it.
  return `| ${cells.map((c) => (c === '' ? ' ' : c)).join(' | ')} |`
}

/**
 * A collapsible block. `summaryHtml` sits inside raw HTML (escaped text only: entities and
 * numeric references read the same in HTML); `bodyMarkdown` is separated by blank lines so
 * GitHub renders it as Markdown.
 */
export function details(summaryHtml: string, bodyMarkdown: string): string {
  return `<details><summary>${summaryHtml}</summary>\n\n${bodyMarkdown}\n\n</details>`
}

/**
 * A document with a size budget, appended block by block. A block that does not fit is refused
 * whole (the caller counts what was left out); `reserve` keeps room for the closing note.
 */
export class BudgetedDoc {
  private text = ''
  private used = 0

  constructor(
    private readonly limit: number,
    private readonly measure: (s: string) => number = (s) => Buffer.byteLength(s, 'utf8'),
    private readonly reserve = 600
  ) {}

  /** Appends a block (after a blank line) when it fits before the reserve; says whether it did. */
  add(block: string): boolean {
    return this.append(this.text === '' ? '' : '\n\n', block)
  }

  /** Appends a line to the block before it (a table row), when it fits. */
  addLine(line: string): boolean {
    return this.append('\n', line)
  }

  /** Whether `size` more would still fit (to stop before building blocks that cannot). */
  fits(size: number): boolean {
    return this.used + size <= this.limit - this.reserve
  }

  /** The closing note may use the reserve; it is left out rather than break the limit. */
  finish(note?: string): string {
    const end = note ? `\n\n${note}\n` : ''
    if (end && this.used + this.measure(end) <= this.limit) return this.text + end
    return this.text + '\n'
  }

  private append(separator: string, s: string): boolean {
    const size = this.measure(separator) + this.measure(s)
    if (!this.fits(size)) return false
    this.text += separator + s
    this.used += size
    return true
  }
}
