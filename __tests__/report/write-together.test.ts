// adopt's two files: both written or neither (src/report/write-together.ts).
import { describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readIfThere, writeTogether } from '../../src/report/write-together.js'

const dir = () => mkdtempSync(join(tmpdir(), 'sta-together-'))

describe('writeTogether', () => {
  it('writes both through temporary files beside them', () => {
    const d = dir()
    writeFileSync(join(d, 'a.yml'), 'old')
    const problems = writeTogether([
      { what: 'a', path: join(d, 'a.yml'), write: (f) => writeFileSync(f, 'new a') },
      { what: 'b', path: join(d, 'sub', 'b.json'), write: (f) => writeFileSync(f, 'new b') }
    ])
    expect(problems).toEqual([])
    expect(readFileSync(join(d, 'a.yml'), 'utf8')).toBe('new a')
    expect(readFileSync(join(d, 'sub', 'b.json'), 'utf8')).toBe('new b')
    expect(readdirSync(d).sort()).toEqual(['a.yml', 'sub'])
  })

  it('puts the first back when the second cannot be renamed into place', () => {
    const d = dir()
    writeFileSync(join(d, 'a.yml'), 'old')
    const b = join(d, 'b.json')
    const problems = writeTogether([
      { what: 'a', path: join(d, 'a.yml'), write: (f) => writeFileSync(f, 'new a') },
      {
        what: 'the baseline file',
        path: b,
        write: (f) => {
          writeFileSync(f, 'new b')
          // After the checks: a folder (not empty) where b goes, so its rename fails.
          mkdirSync(b)
          writeFileSync(join(b, 'x'), 'x')
        }
      }
    ])
    expect(problems).toHaveLength(1)
    expect(problems[0]?.what).toBe(`the baseline file ${b}`)
    expect(readFileSync(join(d, 'a.yml'), 'utf8')).toBe('old')
    expect(readdirSync(d).sort()).toEqual(['a.yml', 'b.json'])
  })

  it('removes a first file that did not exist before, and writes nothing when a write fails', () => {
    const d = dir()
    const b = join(d, 'b.json')
    const failed = writeTogether([
      { what: 'a', path: join(d, 'a.yml'), write: (f) => writeFileSync(f, 'a') },
      {
        what: 'b',
        path: b,
        write: () => {
          throw new Error('disk full')
        }
      }
    ])
    expect(failed).toEqual([{ what: `b ${b}`, why: 'disk full' }])
    expect(readdirSync(d)).toEqual([])
  })

  it('refuses a folder in the way before writing anything', () => {
    const d = dir()
    mkdirSync(join(d, 'b.json'))
    const problems = writeTogether([
      { what: 'a', path: join(d, 'a.yml'), write: (f) => writeFileSync(f, 'a') },
      { what: 'b', path: join(d, 'b.json'), write: (f) => writeFileSync(f, 'b') }
    ])
    expect(problems.map((p) => p.why)).toEqual(['it is a folder, not a file'])
    expect(readdirSync(d)).toEqual(['b.json'])
  })

  it('reads only a missing file as no file', () => {
    const d = dir()
    expect(readIfThere(join(d, 'none'))).toBeUndefined()
    expect(() => readIfThere(d)).toThrow()
  })
})
