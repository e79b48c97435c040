// The benchmark's result: a v2 envelope whose `result` is a string holding the document, rendered
// by the simulator's own generator (nested finding list, ~25 distinct findings, one distinct URL
// per occurrence, every severity, Fixed / Not Fixed / Open statuses, references and an example
// request in each finding).
import { renderResult } from '../sim/result-document.js'

export function envelopeFor(count: number): string {
  const rendered = renderResult({
    projectName: 'Web shop',
    applicationName: 'Shop',
    url: 'https://shop.example.test',
    endTime: Date.UTC(2025, 0, 15),
    findings: { count, distinct: 25, fixedRatio: 0.3, seed: 7 },
    form: 'nested',
    spelling: 'occurences',
    listName: 'vulnerabilities',
    findingContext: true
  })
  return `{"code":"SUCCESS","message":"Test result retrieved.","result":${rendered.quoted}}`
}
