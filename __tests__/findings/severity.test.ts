import { describe, expect, it } from '@jest/globals'
import {
  atOrAbove,
  gatedSeverities,
  readSeverity,
  sarifSecuritySeverity,
  severityFromScore
} from '../../src/findings/severity.js'

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

  it('gives SARIF security-severity from the score when it agrees with the severity', () => {
    expect(sarifSecuritySeverity('critical', 9.8)).toBe('9.8')
    expect(sarifSecuritySeverity('high')).toBe('8.0')
    expect(sarifSecuritySeverity('high', 9.8)).toBe('8.0')
    expect(sarifSecuritySeverity('very-low', 0)).toBe('0.5')
    expect(sarifSecuritySeverity('unknown', 5)).toBeUndefined()
  })
})
