// Ownership signatures as register and verify show them: step outputs, and what a user has to do
// with each one to prove the application is theirs.
import type { SignatureType } from '../api/types.js'
import type { Signatures } from '../api/applications.js'
import type { Log } from '../common/log.js'
import { forLog, forMarkdown, visibleUrl } from '../common/text.js'

// Workflows paste these outputs into `run:` scripts and DNS tools (`${{ steps.x.outputs.* }}` is
// substituted before the shell runs), so a value with a quote, `$`, `;` or a line break would be
// a script injection. Signatures are tokens, host names, base64 values and paths: only that
// alphabet is passed on; anything else is left out, with a warning naming the output.
const SAFE_OUTPUT = /^[A-Za-z0-9._~:/=+@-]{1,1024}$/

/** The contract's outputs, from the service's values when they are safe to paste into a script. */
export function signatureOutputs(s: Signatures, log: Log): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {
    'signature-status': s.status,
    'file-signature': s.file,
    'dns-record-name': s.dns?.name,
    'dns-record-value': s.dns?.value,
    'api-signature-path': s.api?.path,
    'api-signature-value': s.api?.value
  }
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === '' || SAFE_OUTPUT.test(value)) continue
    values[name] = undefined
    log.warning(
      `The service's ${name} holds characters that are unsafe in a workflow script; the output is left empty (the job summary shows the value)`
    )
  }
  return values
}

/** One sentence for a log line or failure line: how to satisfy the signature of this type. */
export function howToVerify(type: SignatureType, s: Signatures): string {
  const url = forLog(visibleUrl(s.url), 300)
  switch (type) {
    case 'DNS':
      return s.dns
        ? `add a DNS ${forLog(s.dns.type, 10)} record named ${forLog(s.dns.name, 300)} with the value ${forLog(s.dns.value, 300)} (outputs dns-record-name, dns-record-value of register); DNS changes can take minutes to propagate, so give verify a longer timeout`
        : 'add the DNS record the service shows for this application'
    case 'API':
      return s.api
        ? `make ${url} answer the path ${forLog(s.api.path, 300)} with the value ${forLog(s.api.value, 300)} (outputs api-signature-path, api-signature-value of register)`
        : `make ${url} answer the API signature the service shows for this application`
    case 'FILE':
      return s.file
        ? `serve the file signature ${forLog(s.file, 300)} as a file at the root of ${url} (output file-signature of register)`
        : `serve the file signature the service shows for this application at the root of ${url}`
  }
}

/** The signatures as a Markdown list for the job summary. */
export function signaturesMarkdown(s: Signatures): string {
  const lines: string[] = []
  if (s.file)
    lines.push(`- **File**: serve \`file-signature\` at the site root: ${forMarkdown(s.file)}`)
  if (s.dns) {
    lines.push(
      `- **DNS**: add a ${forMarkdown(s.dns.type)} record named ${forMarkdown(s.dns.name)} with the value ${forMarkdown(s.dns.value)}`
    )
  }
  if (s.api) {
    lines.push(
      `- **API**: answer the path ${forMarkdown(s.api.path)} with the value ${forMarkdown(s.api.value)}`
    )
  }
  if (lines.length === 0) lines.push('- The service gave no signatures.')
  return lines.join('\n')
}
