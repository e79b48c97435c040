// Reads a JUnit file on standard input and prints, as JSON, every error xmllint (WebAssembly)
// finds against Jenkins' two schemas beside this file. A separate process so that a test can
// check a file synchronously (__fixtures__/native-reports.ts parseJunit).
import { readFileSync } from 'node:fs'
import { validateXML } from 'xmllint-wasm'

const folder = new URL('./', import.meta.url)
const xml = readFileSync(0, 'utf8')
const errors = []
for (const fileName of ['junit-10.xsd', 'jenkins-junit.xsd']) {
  const result = await validateXML({
    xml: { fileName: 'report.xml', contents: xml },
    schema: { fileName, contents: readFileSync(new URL(fileName, folder), 'utf8') },
    initialMemoryPages: 256,
    maxMemoryPages: 4096
  })
  for (const e of result.errors) errors.push(`${fileName}: ${e.rawMessage}`)
}
process.stdout.write(JSON.stringify(errors))
