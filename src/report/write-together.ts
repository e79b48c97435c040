// Files that belong together (adopt's baseline and accepted-risks file): all of them written, or
// none. A half-written pair is worse than none: a baseline without its accepted risks (or the
// other way round) changes what the gate counts without anyone having reviewed it.
//
// Every target is checked first (a folder where a file should be, a file that cannot be read);
// each file is then written to a temporary file beside its target, and only when all are written
// are they renamed into place, in order. If a rename fails, the targets renamed before it are put
// back as they were (their earlier text, their link, or no file). The temporary names are fresh
// and created exclusively, and a link at a target is replaced, never written through
// (file-write.ts).
import * as fs from 'node:fs'
import * as path from 'node:path'
import { forLog } from '../common/text.js'
import { freshTemp, makeFolder, writeTextSafely } from './file-write.js'
import type { UnwrittenFile } from './unwritten.js'
import { writeReportFile } from './unwritten.js'

export interface TogetherFile {
  /** How messages name it: "the baseline file". */
  what: string
  path: string
  /**
   * Writes the whole file at the path given (a temporary one beside the target), through
   * file-write.ts (it replaces the empty file reserved at that path).
   */
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
    const problem = writeReportFile(`${f.what} ${f.path}`, () => {
      makeFolder(path.dirname(path.resolve(f.path)))
      const temp = freshTemp(f.path)
      fs.closeSync(temp.fd)
      temps.push(temp.path)
      f.write(temp.path)
    })
    if (problem) {
      removeTemps()
      return [problem]
    }
  }

  // What each target was, to put back if a later rename fails.
  const before: Array<{ path: string; was: Earlier }> = []
  for (const [i, f] of files.entries()) {
    const temp = temps[i] as string
    let was: Earlier = { kind: 'none' }
    const problem = writeReportFile(`${f.what} ${f.path}`, () => {
      was = earlier(f.path)
      fs.renameSync(temp, f.path)
    })
    if (problem) {
      for (const b of before.reverse()) putBack(b.path, b.was)
      removeTemps()
      return [problem]
    }
    before.push({ path: f.path, was })
  }
  return []
}

/** A target before it was replaced: a link is remembered as a link, never read through. */
type Earlier = { kind: 'none' } | { kind: 'file'; text: Buffer } | { kind: 'link'; to: string }

function earlier(file: string): Earlier {
  try {
    if (fs.lstatSync(file).isSymbolicLink()) return { kind: 'link', to: fs.readlinkSync(file) }
    return { kind: 'file', text: fs.readFileSync(file) }
  } catch (e) {
    if ((e as { code?: unknown }).code === 'ENOENT') return { kind: 'none' }
    throw e
  }
}

function putBack(file: string, was: Earlier): void {
  if (was.kind === 'file') return writeTextSafely(file, was.text)
  fs.rmSync(file, { force: true })
  if (was.kind === 'link') fs.symlinkSync(was.to, file)
}
