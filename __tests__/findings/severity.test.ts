import { describe, expect, it } from '@jest/globals'
import {
  atOrAbove,
  gatedSeverities,
  readSeverity,
  sarifSecuritySeverity,
  severityFromScore
} from '../../src/findings/severity.js'
import { SEVERITIES } from '../../src/findings/types.js'

describe('severity', () => {
  it('maps CVSS bands', () => {
    expect([10, 9, 8.9, 7, 6.9, 4, 3.9, 0.1, 0, -1, 10.1, NaN].map(severityFromScore)).toEqual([
      'critical',
      'critical',
      'high',
      'high',
      'medium',
      'medium',
      'low',
      'low',
      'very-low',
      'unknown',
      'unknown',
      'unknown'
    ])
  })

  it('reads labels in any case and spacing, and leaves nonsense unknown', () => {
    expect(readSeverity(' Very  Low ')).toBe('very-low')
    expect(readSeverity('CRITICAL')).toBe('critical')
    expect(readSeverity('constructor')).toBe('unknown')
    expect(readSeverity('x'.repeat(1000))).toBe('unknown')
    expect(readSeverity(null)).toBe('unknown')
  })

  it('gates unknown at every threshold but none', () => {
    expect(atOrAbove('unknown', 'critical')).toBe(true)
    expect(atOrAbove('unknown', 'none')).toBe(false)
    expect(atOrAbove('low', 'medium')).toBe(false)
    expect(atOrAbove('medium', 'medium')).toBe(true)
    expect(atOrAbove('very-low', 'any')).toBe(true)
    expect(gatedSeverities('high')).toEqual(['critical', 'high', 'unknown'])
    expect(gatedSeverities('none')).toEqual([])
  })

  it('gives SARIF security-severity as the service scored the finding, clamped to 0.1–10.0', () => {
    // The annotation shows "Critical (9.1)": code scanning must show 9.1 too, not a band's middle.
    expect(sarifSecuritySeverity({ severity: 'critical', score: 9.1 })).toBe('9.1')
    expect(sarifSecuritySeverity({ severity: 'critical', score: 9.8 })).toBe('9.8')
    // The score is what the service measured, even where its label says otherwise.
    expect(sarifSecuritySeverity({ severity: 'high', score: 9.1 })).toBe('9.1')
    expect(sarifSecuritySeverity({ severity: 'unknown', score: 6.46 })).toBe('6.5')
    expect(sarifSecuritySeverity({ severity: 'critical' })).toBe('9.5')
    expect(sarifSecuritySeverity({ severity: 'very-low', score: 0 })).toBe('0.1')
    expect(sarifSecuritySeverity({ severity: 'unknown', score: 12 })).toBe('10.0')
    expect(sarifSecuritySeverity({ severity: 'high', score: Number.NaN })).toBe('8.0')
  })

  it('gives a fixed SARIF security-severity inside the band of a finding with no score', () => {
    const fixed = SEVERITIES.map((severity) => sarifSecuritySeverity({ severity }))
    expect(fixed).toEqual(['9.5', '8.0', '5.5', '3.0', '1.0', '5.0'])
    // Each lands in its own band as GitHub reads it; unknown counts at every threshold: medium.
    expect(fixed.map((s) => severityFromScore(Number(s)))).toEqual([
      'critical',
      'high',
      'medium',
      'low',
      'low',
      'medium'
    ])
  })
})
