// The whole life of an application through the typed client against the simulator: register it,
// prove ownership, test it, read the findings, find the test among the sessions, remove it.
//
// The simulator never verifies an application created through the API (verification succeeds
// only for scenario applications with `verifyAfterAttempts`), so the chain runs in two parts:
// onboarding on an application the client creates, and verify → test → clean-up on one the
// scenario registered but did not verify.
import { afterEach, describe, expect, it } from '@jest/globals'
import { apiError, BLOG, closeAll, connect, SHOP, SHOP_KEY } from '../../__fixtures__/api-client.js'

afterEach(closeAll)

describe('lifecycle', () => {
  it('create project → create application → signature → verify not yet → delete both', async () => {
    const { v2, sim } = await connect()
    const project = await v2.createProject('Lifecycle', 'Created by the client suite')
    const app = await v2.createApplication({
      name: 'Lifecycle site',
      url: 'https://lifecycle.example.com',
      projectKey: project.projectKey,
      type: 'WEB'
    })
    expect(app.projectKey).toBe(project.projectKey)
    const listed = await v2.listApplications(project.projectKey)
    expect(listed.applications).toEqual([
      expect.objectContaining({
        applicationToken: app.applicationToken,
        name: 'Lifecycle site',
        signatureStatus: 'NotVerified'
      })
    ])

    const signature = await v2.getSignature(app.applicationToken)
    expect(signature.status).toBe('NotVerified')
    expect(signature.dnsSignature?.name).toBe('_security-test.lifecycle.example.com')
    // The signature is not in place: the service says so, and starting a test is refused.
    const verify = await apiError(
      v2.verifySignature({ applicationToken: app.applicationToken, signatureType: 'FILE' })
    )
    expect(verify).toMatchObject({ kind: 'service', code: 'FAILED' })
    const start = await apiError(v2.startTest(app.applicationToken))
    expect(start.serviceMessage).toContain('not verified')

    await v2.deleteApplication(app.applicationToken)
    expect((await v2.listApplications(project.projectKey)).applications).toEqual([])
    await v2.deleteProject(project.projectKey)
    const { projects } = await v2.listProjects()
    expect(projects.map((p) => p.name)).toEqual(['Shop'])
    expect(sim.state.testsStarted(app.applicationToken)).toBe(0)
  })

  it('signature → verify → start → poll to completed → result → sessions → delete', async () => {
    const { v2, sim, simClock } = await connect()
    const signature = await v2.getSignature(BLOG)
    expect(signature.status).toBe('NotVerified')
    expect(signature.fileSignature?.signature).toMatch(/^security-test-verification=[0-9a-f]{16}$/)
    expect(signature.dnsSignature?.value).toBe(signature.fileSignature?.signature)

    // DNS takes time: the first attempt fails, the second succeeds.
    const first = await apiError(
      v2.verifySignature({ applicationToken: BLOG, signatureType: 'DNS' })
    )
    expect(first.code).toBe('FAILED')
    const verified = await v2.verifySignature({ applicationToken: BLOG, signatureType: 'DNS' })
    expect(verified.code).toBe('SUCCESS')
    expect((await v2.getSignature(BLOG)).status).toBe('Verified')

    const { resultToken } = await v2.startTest(BLOG)
    expect((await v2.runningSessions()).sessions.map((s) => s.resultToken)).toEqual([resultToken])
    const statuses: string[] = []
    for (let i = 0; i < 100; i++) {
      const s = await v2.testStatus(BLOG, resultToken)
      statuses.push(s.status)
      if (s.status === 'completed') {
        expect(Number(s.progress)).toBe(100)
        break
      }
      simClock.advance(25)
    }
    expect(statuses[0]).toBe('running')
    expect(statuses.at(-1)).toBe('completed')
    expect((await v2.runningSessions()).sessions).toEqual([])

    const { result } = await v2.testResult(BLOG, resultToken)
    expect(typeof result).toBe('string')
    const doc = JSON.parse(result as string) as {
      application_name: string
      url: string
      vulnerabilities: Array<{ name: string; occurences: Array<{ status: string }> }>
    }
    expect(doc.application_name).toBe('Blog')
    expect(doc.url).toBe('https://blog.example.com')
    const occurrences = doc.vulnerabilities.flatMap((v) => v.occurences)
    expect(occurrences).toHaveLength(8)
    expect(occurrences.filter((o) => o.status === 'Fixed')).toHaveLength(1)

    const { sessions } = await v2.testSessions(BLOG)
    expect(sessions.map((s) => s.resultToken)).toEqual([resultToken])
    expect(sessions[0]?.endTime).toBeGreaterThanOrEqual(sessions[0]?.startTime ?? Infinity)

    await v2.deleteApplication(BLOG)
    expect(sim.state.application(BLOG)).toBeUndefined()
    const { applications } = await v2.listApplications(SHOP_KEY)
    expect(applications.map((a) => a.applicationToken)).toEqual([SHOP])
    await v2.deleteProject(SHOP_KEY)
    expect((await v2.listProjects()).projects).toEqual([])
    expect(sim.state.testsStarted(BLOG)).toBe(1)
  })
})
