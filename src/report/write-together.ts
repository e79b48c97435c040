// Files that belong together (adopt's baseline and accepted-risks file): all of them written, or
// none. A half-written pair is worse than none: a baseline without its accepted risks (or the
// other way round) changes what the gate counts without anyone having reviewed it.
//
// Every target is checked first (a folder where a file should be, a file that cannot be read);
// each file is then written to a temporary file beside its target, and only when all are written
// are they renamed into place, in order. If a rename fails, the targets renamed before it are put
// back as they were (their earlier text, or no file).
import * as fs from 'node:fs'
import * as path from 'node:path'
import { forLog } from '../text.js'
import type { UnwrittenFile } from './unwritten.js'
import { writeReportFile } from './unwritten.js'

export interface TogetherFile {
  /** How messages name it: "the baseline file". */
  what: string
  path: string
  /** Writes the whole file at the path given (a temporary one beside the target). */
  write: (file: string) => void
}

/**
 * A file's text, `undefined` when there is no file. Only "no such file" means no file: a folder,
 * a file that cannot be read, anything else throws (the caller must not overwrite what it could
 * not read).
 */
export function readIfThere(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch (e) {
    if ((e as { code?: unknown }).code === 'ENOENT') return undefined
    throw e
  }
}

/** The problem with writing to `file`, before anything is written: a folder is in the way. */
function blocked(file: string): string | undefined {
  try {
    if (fs.statSync(file).isDirectory()) return 'it is a folder, not a file'
  } catch (e) {
    const code = (e as { code?: unknown }).code
    if (code === 'ENOENT') return undefined
    if (code === 'ENOTDIR') return 'a part of its path is a file, not a folder (ENOTDIR)'
    return forLog((e as Error).message, 300)
  }
  return undefined
}

/** Writes every file, or none: the problems (nothing was changed) when any cannot be written. */
export function writeTogether(files: readonly TogetherFile[]): UnwrittenFile[] {
  const problems: UnwrittenFile[] = []
  for (const f of files) {
    const why = blocked(f.path)
    if (why !== undefined) problems.push({ what: forLog(`${f.what} ${f.path}`, 600), why })
  }
  if (problems.length > 0) return problems

  const temps: string[] = []
  const removeTemps = (): void => {
    for (const t of temps) fs.rmSync(t, { force: true })
  }
  for (const f of files) {
    const temp = `${f.path}.adopt-${process.pid}.tmp`
    const problem = writeReportFile(`${f.what} ${f.path}`, () => {
      fs.mkdirSync(path.dirname(path.resolve(f.path)), { recursive: true })
      temps.push(temp)
      f.write(temp)
    })
    if (problem) {
      removeTemps()
      return [problem]
    }
  }

  // The earlier text of each target, to put back if a later rename fails.
  const before: Array<{ path: string; text: Buffer | undefined }> = []
  for (const [i, f] of files.entries()) {
    const temp = temps[i] as string
    let old: Buffer | undefined
    const problem = writeReportFile(`${f.what} ${f.path}`, () => {
      try {
        old = fs.readFileSync(f.path)
      } catch (e) {
        if ((e as { code?: unknown }).code !== 'ENOENT') throw e
      }
      fs.renameSync(temp, f.path)
    })
    if (problem) {
      for (const b of before.reverse()) {
        if (b.text === undefined) fs.rmSync(b.path, { force: true })
        else fs.writeFileSync(b.path, b.text)
      }
      removeTemps()
      return [problem]
    }
    before.push({ path: f.path, text: old })
  }
  return []
}
