// Reading what the tool's native-report converters make: the JSON report the core writes, read
// back as the tool reads its files, and JUnit XML as a CI system parses it (Jenkins' schemas
// first).
/* eslint-disable @typescript-eslint/no-explicit-any -- parsed XML is read loosely by the tests */
import { expect } from '@jest/globals'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import type { ReportContext } from '../src/report/context.js'
import { buildJsonReport } from '../src/report/json-report.js'
import { readAppReport, type AppReport } from '../src/native-reports/app-report.js'
import { jenkinsSchemaErrors } from './junit-schema.js'

/** `ctx` as the JSON report file holds it, read back by the tool's reader. */
export function appReport(ctx: ReportContext): AppReport {
  return readAppReport(JSON.parse(JSON.stringify(buildJsonReport(ctx))))
}

/**
 * JUnit XML as a CI system reads it: well-formed and valid under Jenkins' two schemas first (a
 * failed expectation otherwise), with its encoding declared; then as elements, attributes without
 * a prefix, suites, cases and properties always as lists.
 */
export function parseJunit(xml: string): any {
  expect(XMLValidator.validate(xml)).toBe(true)
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true)
  expect(jenkinsSchemaErrors(xml)).toEqual([])
  return new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    isArray: (name) => ['testsuite', 'testcase', 'property'].includes(name)
  }).parse(xml)
}
