// The one writer: a link at the target is replaced, never followed; temporary names are fresh and
// exclusive; a link in the folders below the working directory is refused; a failed write leaves
// the earlier file and no temporary file.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import {
  closeSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  LinkInPathError,
  appendTextSafely,
  freshTemp,
  makeFolder,
  writeFileSafely,
  writeTextSafely
} from '../../src/report/file-write.js'

let home: string
let outside: string
const started = process.cwd()

beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), 'sta-fw-'))
  outside = join(mkdtempSync(join(tmpdir(), 'sta-fw-outside-')), 'precious.txt')
  writeFileSync(outside, 'precious\n')
  process.chdir(home)
})
afterEach(() => process.chdir(started))

describe('writeTextSafely', () => {
  it('replaces a link at the target with the file; the linked file is unchanged', () => {
    symlinkSync(outside, 'report.json')
    writeTextSafely('report.json', '{}')
    expect(lstatSync('report.json').isFile()).toBe(true)
    expect(readFileSync('report.json', 'utf8')).toBe('{}')
    expect(readFileSync(outside, 'utf8')).toBe('precious\n')
    expect(readdirSync('.')).toEqual(['report.json'])
  })

  it('makes the folders, and refuses a link among them below the working directory', () => {
    writeTextSafely('a/b/c.txt', 'x')
    expect(readFileSync('a/b/c.txt', 'utf8')).toBe('x')
    const dir = mkdtempSync(join(tmpdir(), 'sta-fw-dir-'))
    symlinkSync(dir, 'linked')
    expect(() => writeTextSafely('linked/deeper/c.txt', 'x')).toThrow(LinkInPathError)
    expect(() => makeFolder('linked/sarif')).toThrow(/linked is a symbolic link/)
    expect(readdirSync(dir)).toEqual([])
  })

  it('takes a link above the working directory as the machine’s (an absolute path outside)', () => {
    const real = mkdtempSync(join(tmpdir(), 'sta-fw-real-'))
    const link = join(mkdtempSync(join(tmpdir(), 'sta-fw-l-')), 'to-real')
    symlinkSync(real, link)
    writeTextSafely(join(link, 'r.txt'), 'y')
    expect(readFileSync(join(real, 'r.txt'), 'utf8')).toBe('y')
  })
})

describe('writeFileSafely', () => {
  it('leaves the earlier file and no temporary file when the write fails', () => {
    writeFileSync('r.txt', 'before')
    expect(() =>
      writeFileSafely('r.txt', () => {
        throw new Error('disk full')
      })
    ).toThrow('disk full')
    expect(readFileSync('r.txt', 'utf8')).toBe('before')
    expect(readdirSync('.')).toEqual(['r.txt'])
  })
})

describe('freshTemp', () => {
  it('gives a new name each time, created exclusively beside the file', () => {
    mkdirSync('out')
    const a = freshTemp('out/r.json')
    const b = freshTemp('out/r.json')
    expect(a.path).not.toBe(b.path)
    expect(a.path.startsWith(join(home, 'out', '.r.json.'))).toBe(true)
    closeSync(a.fd)
    closeSync(b.fd)
    expect(readdirSync('out').sort()).toHaveLength(2)
  })
})

describe('appendTextSafely', () => {
  it('appends to a file, and refuses a link at its path', () => {
    appendTextSafely('s.md', 'a')
    appendTextSafely('s.md', 'b')
    expect(readFileSync('s.md', 'utf8')).toBe('ab')
    symlinkSync(outside, 'linked.md')
    expect(() => appendTextSafely('linked.md', 'x')).toThrow(/ELOOP/)
    expect(readFileSync(outside, 'utf8')).toBe('precious\n')
  })
})
