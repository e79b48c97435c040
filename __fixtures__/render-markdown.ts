// Renders Markdown the way GitHub would (CommonMark + GFM, raw HTML allowed) and reads back what
// a user would get: live tags, links, tables.
import { micromark } from 'micromark'
import { gfm, gfmHtml } from 'micromark-extension-gfm'

export function render(markdown: string): string {
  return micromark(markdown, {
    allowDangerousHtml: true,
    extensions: [gfm()],
    htmlExtensions: [gfmHtml()]
  })
}

/** Names of the live HTML elements in rendered output. */
export function liveTags(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map((m) => (m[1] as string).toLowerCase())
  )
}

/** Every href of a live link. */
export function hrefs(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((m) => m[1] as string)
}

/**
 * Raw `<` that would open a tag in the Markdown source itself, other than the ones we allow.
 * (The renderer's GFM tag filter would defuse `<script>`; this check does not rely on it.)
 */
export function foreignRawTags(markdown: string, allowed: string[]): string[] {
  return [...withoutCodeSpans(markdown).matchAll(/<\/?([a-zA-Z][\w-]*|!--)/g)]
    .map((m) => (m[1] as string).toLowerCase())
    .filter((t) => !allowed.includes(t))
}

/**
 * The Markdown without its code spans (a run of backticks up to the next run of the same length,
 * as CommonMark pairs them): a `<` inside one is shown as text, never a tag. A backtick after
 * an odd run of backslashes is escaped: it opens nothing (inside a span backslashes are text, so
 * a closing run is taken as it stands).
 */
export function withoutCodeSpans(markdown: string): string {
  let out = ''
  let i = 0
  while (i < markdown.length) {
    let open = markdown.indexOf('`', i)
    while (open >= 0 && escaped(markdown, open)) open = markdown.indexOf('`', open + 1)
    if (open < 0) break
    let n = open
    while (markdown[n] === '`') n++
    const fence = markdown.slice(open, n)
    let close = -1
    for (let j = markdown.indexOf(fence, n); j >= 0; j = markdown.indexOf(fence, j + 1)) {
      const before = markdown[j - 1]
      const after = markdown[j + fence.length]
      if (before !== '`' && after !== '`') {
        close = j
        break
      }
      while (markdown[j + 1] === '`') j++
    }
    if (close < 0) {
      out += markdown.slice(i, n)
      i = n
      continue
    }
    out += markdown.slice(i, open) + '`code`'
    i = close + fence.length
  }
  return out + markdown.slice(i)
}

/** Whether the character at `at` follows an odd run of backslashes. */
function escaped(text: string, at: number): boolean {
  let n = 0
  while (text[at - 1 - n] === '\\') n++
  return n % 2 === 1
}

/** Rendered tables: header cell count and the cell count of each body row. */
export function tables(html: string): Array<{ header: number; rows: number[] }> {
  return [...html.matchAll(/<table>([\s\S]*?)<\/table>/g)].map((t) => {
    const body = t[1] as string
    const head = /<thead>([\s\S]*?)<\/thead>/.exec(body)?.[1] ?? ''
    const tbody = /<tbody>([\s\S]*?)<\/tbody>/.exec(body)?.[1] ?? ''
    return {
      header: (head.match(/<th[\s>]/g) ?? []).length,
      rows: [...tbody.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(
        (r) => ((r[1] as string).match(/<td[\s>]/g) ?? []).length
      )
    }
  })
}

/**
 * Table lines of the Markdown source whose unescaped pipe count differs from their header's:
 * GFM would silently drop or pad cells, so a shifted row shows only here.
 */
export function brokenTableLines(markdown: string): string[] {
  const broken: string[] = []
  let expected: number | undefined
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      expected = undefined
      continue
    }
    const pipes = (line.match(/(?<!\\)\|/g) ?? []).length
    if (expected === undefined) expected = pipes
    else if (pipes !== expected) broken.push(line)
  }
  return broken
}
