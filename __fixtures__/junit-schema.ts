// JUnit XML checked as Jenkins checks it: against the xUnit plugin's own junit-10.xsd (copied
// unchanged, __fixtures__/junit/) and Jenkins' stricter jenkins-junit.xsd rules (restated there),
// with xmllint compiled to WebAssembly (xmllint-wasm), so no system package is needed. It runs in
// a child process (junit/check-xml.mjs) so that a test checks a file synchronously.
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const script = fileURLToPath(new URL('./junit/check-xml.mjs', import.meta.url))

/** Every schema error of `xml` against both schemas, as xmllint words them; [] when valid. */
export function jenkinsSchemaErrors(xml: string): string[] {
  const out = execFileSync(process.execPath, [script], {
    input: xml,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024
  })
  return JSON.parse(out) as string[]
}
