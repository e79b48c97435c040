// Findings the simulated service reports: a realistic default set for a web application, and a
// seeded generator that spreads any number of occurrences (100,000 for load tests) over a
// catalogue of well-known vulnerability kinds.

import { seededRandom } from './random.js'
import type { FindingSpec, FindingsGenerator, OccurrenceSpec } from './scenario-types.js'

interface CatalogueEntry {
  name: string
  severity: string
  cvss_score: number
  cwe: string
  description: string
  remediation: string
}

const CATALOGUE: CatalogueEntry[] = [
  entry(
    'SQL Injection',
    'Critical',
    9.8,
    'CWE-89',
    'User input reaches a SQL query unescaped.',
    'Use parameterised queries.'
  ),
  entry(
    'Remote Code Execution',
    'Critical',
    9.6,
    'CWE-94',
    'Input is evaluated as code on the server.',
    'Never evaluate user input; validate against an allow-list.'
  ),
  entry(
    'OS Command Injection',
    'Critical',
    9.1,
    'CWE-78',
    'Input reaches a shell command.',
    'Avoid the shell; pass arguments as a list.'
  ),
  entry(
    'Server-Side Request Forgery',
    'Critical',
    9.0,
    'CWE-918',
    'The server fetches URLs chosen by the caller.',
    'Restrict outgoing requests to an allow-list.'
  ),
  entry(
    'Cross-Site Scripting (Reflected)',
    'High',
    7.4,
    'CWE-79',
    'Input is echoed into the page without encoding.',
    'Encode output for its HTML context.'
  ),
  entry(
    'Cross-Site Scripting (Stored)',
    'High',
    8.2,
    'CWE-79',
    'Stored input is rendered without encoding.',
    'Encode output; sanitise stored HTML.'
  ),
  entry(
    'Path Traversal',
    'High',
    7.5,
    'CWE-22',
    'File paths built from input escape the web root.',
    'Resolve paths and check them against the root.'
  ),
  entry(
    'XML External Entity',
    'High',
    7.1,
    'CWE-611',
    'The XML parser resolves external entities.',
    'Disable DTDs and external entities.'
  ),
  entry(
    'Cross-Site Request Forgery',
    'Medium',
    6.5,
    'CWE-352',
    'State-changing requests carry no anti-forgery token.',
    'Require a per-session token and SameSite cookies.'
  ),
  entry(
    'Open Redirect',
    'Medium',
    6.1,
    'CWE-601',
    'A redirect target is taken from the query.',
    'Redirect only to known paths.'
  ),
  entry(
    'Session Cookie Without Secure Flag',
    'Medium',
    5.3,
    'CWE-614',
    'The session cookie is sent over plain HTTP.',
    'Set the Secure attribute.'
  ),
  entry(
    'Outdated TLS Version',
    'Medium',
    4.8,
    'CWE-326',
    'TLS 1.0 is accepted.',
    'Accept TLS 1.2 and later only.'
  ),
  entry(
    'Missing Content-Security-Policy',
    'Low',
    3.1,
    'CWE-693',
    'No Content-Security-Policy header is sent.',
    'Send a restrictive Content-Security-Policy.'
  ),
  entry(
    'Clickjacking',
    'Low',
    3.4,
    'CWE-1021',
    'Pages may be framed by other sites.',
    "Send frame-ancestors 'self'."
  ),
  entry(
    'Directory Listing Enabled',
    'Low',
    3.7,
    'CWE-548',
    'The server lists directory contents.',
    'Disable directory listing.'
  ),
  entry(
    'Verbose Error Messages',
    'Low',
    2.6,
    'CWE-209',
    'Stack traces are shown to visitors.',
    'Show generic error pages.'
  ),
  entry(
    'Server Version Disclosure',
    'Very Low',
    0.0,
    'CWE-200',
    'The Server header names the software version.',
    'Remove version numbers from headers.'
  ),
  entry(
    'Missing X-Content-Type-Options',
    'Very Low',
    0.0,
    'CWE-693',
    'Browsers may sniff content types.',
    'Send X-Content-Type-Options: nosniff.'
  ),
  entry(
    'Autocomplete Enabled On Password Field',
    'Very Low',
    0.0,
    'CWE-522',
    'Browsers may store the password.',
    'Set autocomplete="new-password".'
  ),
  entry(
    'Email Address Disclosure',
    'Very Low',
    0.0,
    'CWE-200',
    'Pages reveal email addresses.',
    'Use a contact form instead.'
  )
]

function entry(
  name: string,
  severity: string,
  cvss_score: number,
  cwe: string,
  description: string,
  remediation: string
): CatalogueEntry {
  return { name, severity, cvss_score, cwe, description, remediation }
}

function catalogueFinding(name: string, occurrences: OccurrenceSpec[]): FindingSpec {
  const found = CATALOGUE.find((c) => c.name === name)
  if (!found) throw new Error(`not in the catalogue: ${name}`)
  return { ...found, occurrences }
}

/**
 * Every severity, every occurrence status, and one payload URL that is hostile on purpose:
 * a DAST result carries attack strings, and the action must print them safely.
 */
export function defaultFindings(appUrl: string): FindingSpec[] {
  const base = appUrl.replace(/\/+$/, '')
  return [
    catalogueFinding('SQL Injection', [
      { status: 'Not Fixed', method: 'POST', url: `${base}/login` },
      { status: 'Fixed', method: 'GET', url: `${base}/products?id=1` }
    ]),
    catalogueFinding('Cross-Site Scripting (Reflected)', [
      { status: 'Open', method: 'GET', url: `${base}/search?q=<script>alert(1)</script>` },
      {
        status: 'Not Fixed',
        method: 'GET',
        url: `${base}/search?q=%22%3E%3Csvg%20onload%3Dalert(1)%3E`
      }
    ]),
    catalogueFinding('Cross-Site Request Forgery', [
      { status: 'Not Fixed', method: 'POST', url: `${base}/account/email` },
      { status: 'Fixed', method: 'POST', url: `${base}/account/password` }
    ]),
    catalogueFinding('Missing Content-Security-Policy', [
      { status: 'Open', method: 'GET', url: `${base}/` }
    ]),
    catalogueFinding('Server Version Disclosure', [
      { status: 'Not Fixed', method: 'GET', url: `${base}/` },
      { status: 'Fixed', method: 'GET', url: `${base}/static/app.js` }
    ])
  ]
}

/** An earlier run of the default application: fewer findings, so a baseline shows new ones. */
export function defaultPastFindings(appUrl: string): FindingSpec[] {
  return defaultFindings(appUrl).filter((f) => f.name !== 'Cross-Site Scripting (Reflected)')
}

export function isGenerator(
  findings: FindingSpec[] | FindingsGenerator
): findings is FindingsGenerator {
  return !Array.isArray(findings)
}

/** Deterministic for a given seed: the same count and seed give the same findings. */
export function generateFindings(spec: FindingsGenerator, appUrl: string): FindingSpec[] {
  const random = seededRandom(spec.seed ?? 42)
  const wanted = (spec.severities ?? ['Critical', 'High', 'Medium', 'Low', 'Very Low']).map((s) =>
    s.toLowerCase()
  )
  const pool = CATALOGUE.filter((c) => wanted.includes(c.severity.toLowerCase()))
  if (pool.length === 0)
    throw new Error(`generator: no catalogue entry with severities ${wanted.join(', ')}`)
  const distinct = Math.max(1, Math.min(spec.distinct ?? Math.min(spec.count, 25), spec.count || 1))
  const findings: FindingSpec[] = []
  for (let i = 0; i < distinct; i++) {
    const source = pool[i % pool.length]
    const round = Math.floor(i / pool.length)
    const name = round === 0 ? source.name : `${source.name} #${round + 1}`
    findings.push({ ...source, name, occurrences: [] })
  }
  const base = appUrl.replace(/\/+$/, '')
  const fixedRatio = spec.fixedRatio ?? 0.3
  for (let i = 0; i < spec.count; i++) {
    const finding = findings[Math.floor(random() * findings.length)]
    const fixed = random() < fixedRatio
    finding.occurrences.push({
      status: fixed ? 'Fixed' : i % 2 === 0 ? 'Not Fixed' : 'Open',
      method: random() < 0.7 ? 'GET' : 'POST',
      url: `${base}/page/${i}?p=${Math.floor(random() * 1000)}`
    })
  }
  return findings.filter((f) => f.occurrences.length > 0)
}

export function resolveFindings(
  findings: FindingSpec[] | FindingsGenerator,
  appUrl: string
): FindingSpec[] {
  return isGenerator(findings) ? generateFindings(findings, appUrl) : findings
}
