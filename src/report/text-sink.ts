// Where the large reports (SARIF, JSON report) go, piece by piece. For 100,000 occurrences they
// are tens of megabytes: built as one string they would multiply a run's memory, so writers hand
// over pieces of about a megabyte and keep none of them.
import * as fs from 'node:fs'
import { gzipSync } from 'node:zlib'
import { writeFileSafely } from './file-write.js'

export interface TextSink {
  write(text: string): void
  /** UTF-8 bytes written since the start (or the last restart). */
  readonly bytes: number
  /**
   * An upper estimate of the gzipped size of what was written: the pieces compressed one by one
   * (deflate's window is 32 KB, so whole-file compression gains next to nothing over it).
   */
  gzippedBytes(): number
  /** Forget what was written and start again (a writer that must try smaller limits). */
  restart(): void
}

const GZIP_PIECE = 1 << 20

/** Writes to the open file `fd`, which is read as well: the gzipped size is measured so. */
function fileSink(fd: number): TextSink {
  let bytes = 0
  return {
    write(text) {
      if (text.length > 0) bytes += fs.writeSync(fd, text, bytes, 'utf8')
    },
    get bytes() {
      return bytes
    },
    gzippedBytes() {
      // Read back in pieces: the file is never held whole.
      const buffer = Buffer.alloc(Math.min(GZIP_PIECE, Math.max(1, bytes)))
      let total = 0
      for (let at = 0; at < bytes;) {
        const read = fs.readSync(fd, buffer, 0, buffer.length, at)
        if (read <= 0) break
        total += gzipSync(buffer.subarray(0, read), { level: 1 }).length
        at += read
      }
      return total
    },
    restart() {
      fs.ftruncateSync(fd, 0)
      bytes = 0
    }
  }
}

/** Keeps the text (tests, and the small reports that are built whole anyway). */
export function memorySink(): TextSink & { text(): string } {
  let pieces: string[] = []
  let bytes = 0
  return {
    write(text) {
      pieces.push(text)
      bytes += Buffer.byteLength(text, 'utf8')
    },
    get bytes() {
      return bytes
    },
    gzippedBytes() {
      const all = Buffer.from(pieces.join(''), 'utf8')
      let total = 0
      for (let at = 0; at < all.length; at += GZIP_PIECE) {
        total += gzipSync(all.subarray(at, at + GZIP_PIECE), { level: 1 }).length
      }
      return total
    },
    restart() {
      pieces = []
      bytes = 0
    },
    text() {
      return pieces.join('')
    }
  }
}

/**
 * Fills `file` through `write`, by the one safe writer (file-write.ts): a temporary file renamed
 * over `file` at the end, so a failure half-way (a full disk) leaves the previous file, never a cut
 * one that an upload step or a later `baseline:` would read, and a link is never written through.
 */
export function writeFileInPieces(file: string, write: (sink: TextSink) => void): void {
  writeFileSafely(file, (fd) => write(fileSink(fd)))
}

/**
 * Writes `text`, a JSON text built with placeholders at its very end, without that `end`: the
 * caller then writes what replaces them. Throws if the text does not end that way (a changed key
 * order would otherwise give a broken file silently).
 */
export function writeHead(sink: TextSink, text: string, end: string): void {
  if (!text.endsWith(end)) throw new Error(`report head does not end with ${JSON.stringify(end)}`)
  sink.write(text.slice(0, text.length - end.length))
}

/**
 * `JSON.stringify(text)` handed over in pieces. Pieces never split a surrogate pair (each half
 * alone would be escaped as a lone surrogate and the text would change).
 */
export function writeJsonString(sink: TextSink, text: string, piece = GZIP_PIECE): void {
  if (text.length <= piece) {
    sink.write(JSON.stringify(text))
    return
  }
  sink.write('"')
  for (let at = 0; at < text.length;) {
    let end = Math.min(text.length, at + piece)
    const last = text.charCodeAt(end - 1)
    // Keep a pair together: end before its high half, or (for one-character pieces) after it.
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end += end - 1 > at ? -1 : 1
    const quoted = JSON.stringify(text.slice(at, end))
    sink.write(quoted.slice(1, -1))
    at = end
  }
  sink.write('"')
}

/**
 * The first `count` items of a JSON array (without its brackets), `perPiece` items per
 * `JSON.stringify`: `toJson` makes each item's plain object only when its piece is written.
 */
export function writeJsonItems<T>(
  sink: TextSink,
  items: readonly T[],
  count: number,
  toJson: (item: T) => unknown,
  perPiece = 1000
): void {
  for (let at = 0; at < count; at += perPiece) {
    const text = JSON.stringify(items.slice(at, Math.min(count, at + perPiece)).map(toJson))
    sink.write((at === 0 ? '' : ',') + text.slice(1, -1))
  }
}

/**
 * Every item of `items` as a JSON array's elements (without its brackets), each given as its JSON
 * text by `toText`, handed over `perPiece` items at a time.
 */
export function writeJsonTexts<T>(
  sink: TextSink,
  items: readonly T[],
  toText: (item: T) => string,
  perPiece = 1000
): void {
  for (let at = 0; at < items.length; at += perPiece) {
    const end = Math.min(items.length, at + perPiece)
    let text = at === 0 ? '' : ','
    for (let i = at; i < end; i++) text += (i === at ? '' : ',') + toText(items[i] as T)
    sink.write(text)
  }
}
