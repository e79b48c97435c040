// The list's tables for a terminal: aligned columns, every service value one bounded, defused
// line (names and URLs are whatever someone typed into the service).
import { describe, expect, it } from '@jest/globals'
import { listingText, type Listing } from '../../src/report/list.js'
import { ALL_HOSTILE, HOSTILE } from '../../__fixtures__/hostile.js'

const APP = 'app00000000000000000000000000001'

function listing(name: string): Listing {
  return {
    projects: [
      {
        name,
        description: '',
        key: 'key-1',
        team: { id: 't1', name: 'Blue' },
        applications: [
          {
            name,
            url: 'https://shop.example.com',
            token: APP,
            type: 'WEB',
            signatureStatus: 'Verified'
          }
        ]
      },
      { name: 'Empty', description: '', key: 'key-2', applications: [] }
    ],
    running: [
      {
        name,
        url: 'https://x.example',
        applicationToken: APP,
        resultToken: 'r'.repeat(32),
        startTime: 0
      }
    ],
    notices: []
  }
}

describe('listingText', () => {
  it('aligns every column under its header, a project without applications included', () => {
    const lines = listingText(listing('Shop')).split('\n')
    expect(lines.slice(0, 4)).toEqual([
      'Project           Key    Application        Token                             URL                       Type  Verification',
      '----------------  -----  -----------------  --------------------------------  ------------------------  ----  ------------',
      `Shop (team Blue)  key-1  Shop               ${APP}  https://shop.example.com  WEB   Verified`,
      'Empty             key-2  (no applications)'
    ])
    expect(lines).toContain('Running tests:')
    expect(lines.at(-2)).toBe(
      `Shop         https://x.example  ${APP}  ${'r'.repeat(32)}  1970-01-01T00:00:00.000Z`
    )
  })

  it('keeps hostile names to one defused line each: no escape, no command, no extra row', () => {
    const text = listingText(listing(ALL_HOSTILE))
    // Header, rule, two rows; a blank line; the running tests' title, header, rule, row.
    expect(text.split('\n')).toHaveLength(10)
    expect(text).not.toContain('\u001b')
    for (const l of text.split(/\r\n?|\n/)) expect(l).not.toMatch(/^\s*::|##\[|##vso\[/i)
    expect(text).not.toContain(HOSTILE.bidi)
  })
})
