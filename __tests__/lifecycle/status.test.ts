// The test's status read as words (src/lifecycle/status.ts): a completion only when its words
// say so and nothing else; words of failure or stopping end the test wherever they stand.
import { describe, expect, it } from '@jest/globals'
import { classifyStatus, statusWords } from '../../src/lifecycle/status.js'

describe('classifyStatus', () => {
  it.each([
    'completed',
    'COMPLETED',
    'Complete',
    'finished',
    'Done.',
    'Success',
    'succeeded',
    'Completed successfully',
    'Test completed (100%)',
    'scan_complete',
    'TestCompleted',
    '  completed\n',
    'ｃｏｍｐｌｅｔｅｄ'
  ])('"%s" is a completion', (status) => {
    expect(classifyStatus(status)).toBe('completed')
  })

  it.each([
    'Completed with errors',
    'completed_WITH-ERRORS',
    'CompletedWithErrors',
    'Done (cancelled by operator)',
    'Scan complete, no errors',
    'finished: 0 failures',
    'Success, but target unreachable',
    'completed; stopped early'
  ])('"%s" says it completed, and failed or stopped: unclean (an error)', (status) => {
    expect(classifyStatus(status)).toBe('unclean')
  })

  it.each([
    'stopped',
    'Failed',
    'failed',
    'error',
    'Aborted',
    'cancelled',
    'Canceled',
    'killed',
    'Failed: target unreachable',
    'TestFailed',
    'fAiLeD',
    'Stopping',
    'Timed out',
    'terminated by the service'
  ])('"%s" ends the test before it completed', (status) => {
    expect(classifyStatus(status)).toBe('ended')
  })

  it.each(['running', 'Queued', 'pending', 'In progress', 'starting', 'scanning'])(
    '"%s" is a test still running',
    (status) => {
      expect(classifyStatus(status)).toBe('running')
    }
  )

  it.each([
    '',
    'Analysed',
    'Report ready',
    'not completed',
    'Incomplete',
    'uncompleted',
    'partially completed',
    'completed with warnings',
    'Completed: site down',
    'completedwitherrors',
    'c\u043empleted', // a Cyrillic "o"
    'comp\u200bleted',
    'running, 100% complete',
    '{"state":"completed"}'
  ])('"%s" is unknown: waited on, never taken as done', (status) => {
    expect(classifyStatus(status)).toBe('unknown')
  })
})

describe('statusWords', () => {
  it('splits at anything but letters, reads a case change both whole and in parts', () => {
    expect(statusWords("Scan didn't finish: TestFailed (42%)")).toEqual([
      { whole: 'scan', parts: ['scan'] },
      { whole: 'didnt', parts: ['didnt'] },
      { whole: 'finish', parts: ['finish'] },
      { whole: 'testfailed', parts: ['test', 'failed'] }
    ])
  })
})
