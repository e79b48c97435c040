// The one way the action and the tool write a file. A report path sits in the checkout, where a
// pull request can commit a symbolic link (on a self-hosted runner, pointing at any file the
// runner may write); a writer that opened the path, or a predictable temporary path beside it,
// would write through the link. So a file is written to a fresh temporary name created
// exclusively (O_CREAT|O_EXCL: a link there is refused, never followed), then renamed over the
// target (a rename replaces a link at the target instead of following it), and no folder is made
// or written into through a link below the checkout (the working directory's repository): a link in
// that part of the path is refused. Folders above it (the runner's, the user's own absolute
// paths outside the checkout) are the machine's, not the pull request's.
import { randomBytes } from 'node:crypto'
import * as fs from 'node:fs'
import * as path from 'node:path'

/** A link in the path below the working directory: the file is not written. */
export class LinkInPathError extends Error {
  readonly code = 'ELINK'
  constructor(link: string) {
    super(`${link} is a symbolic link: a report is never written through one`)
    this.name = 'LinkInPathError'
  }
}

/**
 * Fills `file` through `fill` (given the open descriptor of a fresh temporary file beside it),
 * then renames it into place: a failure half-way leaves the earlier file, never a cut one. The
 * temporary file is also readable (`w+`): a writer may read back what it wrote.
 */
export function writeFileSafely(file: string, fill: (fd: number) => void): void {
  makeFolder(path.dirname(path.resolve(file)))
  const temp = freshTemp(file)
  let fd: number | undefined = temp.fd
  try {
    fill(temp.fd)
    fs.closeSync(temp.fd)
    fd = undefined
    fs.renameSync(temp.path, file)
  } catch (e) {
    if (fd !== undefined) fs.closeSync(fd)
    fs.rmSync(temp.path, { force: true })
    throw e
  }
}

/** `text` as the whole of `file` (writeFileSafely). */
export function writeTextSafely(file: string, text: string | Buffer): void {
  writeFileSafely(file, (fd) => fs.writeFileSync(fd, text))
}

/** Adds `text` at the end of `file`, refusing a link at its path (O_NOFOLLOW) and in its folders. */
export function appendTextSafely(file: string, text: string): void {
  refuseLinks(path.dirname(path.resolve(file)))
  const flags =
    fs.constants.O_WRONLY |
    fs.constants.O_APPEND |
    fs.constants.O_CREAT |
    (fs.constants.O_NOFOLLOW ?? 0)
  const fd = fs.openSync(file, flags, 0o666)
  try {
    fs.writeFileSync(fd, text, 'utf8')
  } finally {
    fs.closeSync(fd)
  }
}

/** Removes `file` if it is there; never through a link in its folders (refused as for a write). */
export function removeFileSafely(file: string): void {
  refuseLinks(path.dirname(path.resolve(file)))
  fs.rmSync(file, { force: true })
}

/**
 * A new name beside `file`, created by this call and no other (`wx`): a random part no one can
 * plant a link at in advance, and even then O_EXCL refuses it.
 */
export function freshTemp(file: string): { path: string; fd: number } {
  const dir = path.dirname(path.resolve(file))
  const base = path.basename(file)
  for (let tries = 0; ; tries++) {
    const candidate = path.join(dir, `.${base}.${randomBytes(6).toString('hex')}.tmp`)
    try {
      return { path: candidate, fd: fs.openSync(candidate, 'wx+', 0o666) }
    } catch (e) {
      if ((e as { code?: unknown }).code !== 'EEXIST' || tries >= 5) throw e
    }
  }
}

/** Makes `dir` and the folders above it, refusing a link below the working directory. */
export function makeFolder(dir: string): void {
  refuseLinks(dir)
  fs.mkdirSync(dir, { recursive: true })
}

/**
 * Throws LinkInPathError for the first part of `dir` below the checkout that is a symbolic link;
 * parts that do not exist yet are made by us, as folders.
 */
function refuseLinks(dir: string): void {
  const root = checkoutRoot()
  const target = path.resolve(dir)
  const below = path.relative(root, target)
  if (below === '' || below.startsWith('..') || path.isAbsolute(below)) return
  let at = root
  for (const part of below.split(path.sep)) {
    at = path.join(at, part)
    let stat: fs.Stats
    try {
      stat = fs.lstatSync(at)
    } catch {
      return
    }
    if (stat.isSymbolicLink()) throw new LinkInPathError(at)
  }
}

/**
 * The checkout the working directory is in: the nearest folder up from it holding `.git` (a tool
 * run from a subfolder may name `../reports/x.json`, still the pull request's), else the working
 * directory itself.
 */
function checkoutRoot(): string {
  const cwd = path.resolve('.')
  for (let at = cwd; ; at = path.dirname(at)) {
    if (fs.existsSync(path.join(at, '.git'))) return at
    if (path.dirname(at) === at) return cwd
  }
}
