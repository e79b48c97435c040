import { describe, expect, it } from '@jest/globals'
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { memorySink, writeFileInPieces, writeJsonString } from '../../src/report/text-sink.js'

describe('writeJsonString', () => {
  it('gives JSON.stringify of the text whatever the piece size, pairs kept whole', () => {
    const text = 'a\u{1F600}b\ud800"\\\n\u{1F600}\u{1F600}\udc00é'
    for (const piece of [1, 2, 3, 5, 1 << 20]) {
      const sink = memorySink()
      writeJsonString(sink, text, piece)
      expect(sink.text()).toBe(JSON.stringify(text))
    }
  })
})

describe('writeFileInPieces', () => {
  it('replaces the file only when the writer finishes, leaving no partial file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sink-'))
    const file = join(dir, 'report.json')
    writeFileSync(file, '{"previous":true}\n')
    expect(() =>
      writeFileInPieces(file, (sink) => {
        sink.write('{"half":')
        throw new Error('disk full')
      })
    ).toThrow('disk full')
    expect(readFileSync(file, 'utf8')).toBe('{"previous":true}\n')
    expect(readdirSync(dir)).toEqual(['report.json'])

    writeFileInPieces(file, (sink) => {
      sink.write('{"new":')
      sink.write('true}\n')
    })
    expect(readFileSync(file, 'utf8')).toBe('{"new":true}\n')
    expect(existsSync(`${file}.partial`)).toBe(false)
  })
})
