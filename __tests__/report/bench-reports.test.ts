// The benchmark's payloads (bench/payload.ts, fixed seed) through the benchmark's pipeline
// (bench/pipeline.ts: the transport's reading of the answer, parseResult, judge, the summary, the
// annotations, SARIF, the JSON report), plus the verdict's log lines and the JUnit and GitLab
// reports made from the JSON report: every output's SHA-256 must stay what it was when these
// hashes were recorded (from the code before issue 32's speed work). A speed change that alters
// one byte of a report fails here; a change meant to alter a report updates the hashes and says
// why in its commit.
import { describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { envelopeFor } from '../../bench/payload.js'
import { runPipeline } from '../../bench/pipeline.js'
import { readAppReport } from '../../src/native-reports/app-report.js'
import { buildGitlabDast } from '../../src/native-reports/gitlab-dast.js'
import { buildJunit } from '../../src/native-reports/junit.js'
import { logVerdict } from '../../src/report/log-verdict.js'
import { MemoryLog } from '../../__fixtures__/memory-log.js'

const sha = (text: string | Buffer): string => createHash('sha256').update(text).digest('hex')
const TIMES = { started: new Date('2025-01-15T00:00:00Z'), ended: new Date('2025-01-15T00:10:00Z') }

/** Every output of the pipeline for a payload of `count` occurrences, as hashes. */
function reportHashes(count: number): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'sta-bench-reports-'))
  try {
    const out = runPipeline(Buffer.from(envelopeFor(count), 'utf8'), dir)
    const report = readFileSync(out.reportFile)
    const app = readAppReport(JSON.parse(report.toString('utf8')))
    const log = new MemoryLog()
    logVerdict(log, out.ctx)
    return {
      'report.json': sha(report),
      'result.sarif': sha(readFileSync(out.sarifFile)),
      summary: sha(out.summary),
      annotations: sha(JSON.stringify(out.annotations)),
      log: sha(JSON.stringify(log.lines)),
      junit: sha(buildJunit([app])),
      gitlab: sha(JSON.stringify(buildGitlabDast([app], TIMES)))
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Recorded from the code before issue 32's changes (c281c43). */
const RECORDED: Record<number, Record<string, string>> = {
  0: {
    'report.json': 'a93f027cee1fca80ae03cf26c7af921f68235544349d9ecebbd9fb2b91b72ba6',
    'result.sarif': '8419b93b73c0911aa6f38e8c0c444371945daf6f83e81c54985967211ed30f5e',
    summary: 'da620c4de5846dd1ab4edab025fb082eb617ad0dfcce0f98e032c5109cc0b7c9',
    annotations: '4f53cda18c2baa0c0354bb5f9a3ecbe5ed12ab4d8e11ba873c2f11161202b945',
    log: 'd287c37cc7e0a9078a62fa12e3629b6abb3893777dcf4fef2b2597b38f285a8c',
    junit: '0da5c656d6b473ac8b1bd559d12b7313a90e7b465191d529aac1a3a580dd4dc8',
    gitlab: '181108ccf605e1e15d5b4e8eb743687859211ad5d8c2773e58563281b5acb24c'
  },
  1: {
    'report.json': '4e124bcd34e987caccb5cb8686052411b032f70b7cacff44b1924f5a73b2f646',
    'result.sarif': '8419b93b73c0911aa6f38e8c0c444371945daf6f83e81c54985967211ed30f5e',
    summary: 'd5a72cff4bf263e949dcace3a8d3544024d3797cd552f400dc0b1c178f70ca63',
    annotations: '4f53cda18c2baa0c0354bb5f9a3ecbe5ed12ab4d8e11ba873c2f11161202b945',
    log: 'ecc2d1752f45968d8761c389c46edf7a1d7d98febaab620f1ea430a4183be35b',
    junit: 'df3ea6857d73d9e34e564babb71513db967ebaca1ffbfcfdf04173e68a48a5fd',
    gitlab: 'a10c2e09dcc55bdeddd2f6eafaa589141e5dd9f74578360d7fa2e78f4ccc4201'
  },
  100: {
    'report.json': 'a7f2de932479ee714cf35b94bd917c85a5ca48a07eaa611fa1c5ff1680496f02',
    'result.sarif': '0555c89ee2e4b1865c4bb05488486821723d7f5ccdd8495c287aad85d2d01424',
    summary: '51f5befe996b5ef78ef96db2d4949ae5a7797b3677c83e7e1a585a2f1eb6a314',
    annotations: '6d3244625e2d081adce9b608d4c9b60f39168cea6ce40c95a60c9088e7fef4cb',
    log: 'd1f37fc8ccc5f2d521066f550338973bdc6e28e1489b6104d45cb2b7010bf9b3',
    junit: 'd5a00dcca92623fb2120da3b70c230eb3cfb1178b297493e533e85c8762763d7',
    gitlab: 'd471851a1c6a9c16b7b9264ca191ef8f98e628cc650079397e890013897f4d04'
  },
  2_000: {
    'report.json': '1a810e8ac56400e1214d5ee87d014b89b22a912da9e1933657e0a8c03da80f71',
    'result.sarif': '442ecc4add5f17aec6fccb2860b5e3b887b3c27f26025091dcfb0dc057afbb40',
    summary: 'd7f1550e2564a52e8da9279580b05587c887ffdecdd47b85c9c79db16113a0e0',
    annotations: '2456db0218ccf8be4dd268605685c7bf65e524e9938021cfb207e87855131072',
    log: 'c171bf56bdc8c0605af83b8a9ab53abe1bba891ae24c29575ce7ac6bbb460425',
    junit: '791245f5856d6d66cd9549a4c3313d19c61be28a658719a2e6cc0445f08f7ab5',
    gitlab: 'e26059f7e40b159f013365d3f6a4263f19ee04c3d9be0194a5edd5b4e8491ba5'
  },
  20_000: {
    'report.json': 'b8c74fa0aa654a24e603f370ed5b5a3448c6264089fe807b9b18dbaf57ac3198',
    'result.sarif': 'e771f0c4790baff5f939e289c778a571e6fc560d12d0888b26e18e4563fab4cf',
    summary: '1b44f2581bbb1f4008e5ab5af04cd684ffa50da6b800b726ea8c0e18b002e0c4',
    annotations: 'd4caf55d7ab9f1a6c9903ac7e45ce2480be0f793ab37396ec65b680b90ab8b87',
    log: '70d9f95bee56fb208dc866694743628146a636f069369a3977be096492bb7a58',
    junit: 'eadf9f337fa8b14fbcc4daf07869a9cb31c244e24f1f57a80c8714dcf7b0a2a1',
    gitlab: '3e4b1694d948702df1897bb892a74c6c454450d7564629c6f1a71d1e92018d53'
  }
}

describe("the benchmark's payloads give the same reports, byte for byte", () => {
  for (const count of [0, 1, 100, 2_000, 20_000]) {
    it(`at ${count.toLocaleString('en-US')} occurrence(s)`, () => {
      expect(reportHashes(count)).toEqual(RECORDED[count])
    })
  }
})
