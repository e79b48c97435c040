// "Did you mean --x?" for a misspelled flag or command: the closest known word by edit distance
// (a swap of two neighbouring letters counts as one edit, the commonest slip), offered only when
// it is close enough that the guess helps rather than confuses.

/** Edits (insert, delete, substitute, swap neighbours) that turn `a` into `b`; stops past `cap`. */
export function editDistance(a: string, b: string, cap = 3): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1
  // Optimal string alignment over three rows: bounded by the two words, which are short.
  let before: number[] = []
  let prev: number[] = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + cost
      )
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, (before[j - 2] as number) + 1)
      }
      row.push(d)
    }
    before = prev
    prev = row
  }
  return prev[b.length] as number
}

/**
 * The known word closest to `word`, when it is within a third of the word's length (at least one
 * edit, at most three) and no other word is as close; undefined otherwise.
 */
export function closest(word: string, known: readonly string[]): string | undefined {
  const allowed = Math.min(3, Math.max(1, Math.floor(word.length / 3)))
  let best: string | undefined
  let bestDistance = allowed + 1
  let tie = false
  for (const k of known) {
    const d = editDistance(word, k, allowed)
    if (d < bestDistance) {
      best = k
      bestDistance = d
      tie = false
    } else if (d === bestDistance) tie = true
  }
  // A word that is a prefix of exactly one flag ("--app") gets that flag too.
  if (best === undefined && word.length >= 3) {
    const starts = known.filter((k) => k.startsWith(word))
    if (starts.length === 1) return starts[0]
  }
  return tie ? undefined : best
}
