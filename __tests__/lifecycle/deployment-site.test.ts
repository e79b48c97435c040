// Whether a deployment speaks for the application's site (src/lifecycle/deployment-site.ts, issue
// 29): only on the application's origin; a deployment elsewhere or with no URL does not, and the
// failure line names both origins and the fixes, with the deployment's text escaped.
import { describe, expect, it } from '@jest/globals'
import {
  buildCheckOriginProblem,
  deploymentSite,
  siteProblem,
  standInWarning
} from '../../src/lifecycle/deployment-site.js'

const APP = 'https://shop.example.com'
const where = 'the deployment of 0123456789ab to preview'

describe('deploymentSite', () => {
  it.each([
    ['https://shop.example.com/some/page', APP, 'application'],
    ['https://SHOP.example.com:443/', `${APP}/`, 'application'],
    ['https://shop-git-feature.example.app/', APP, 'elsewhere'],
    ['http://shop.example.com/', APP, 'elsewhere'],
    ['https://shop.example.com:8443/', APP, 'elsewhere'],
    [undefined, APP, 'unknown'],
    ['https://shop.example.com/', undefined, 'unknown'],
    ['javascript:alert(1)', APP, 'unknown'],
    ['not a url', APP, 'unknown']
  ])('%s against %s: %s', (deployed, application, site) => {
    expect(deploymentSite(deployed, application)).toBe(site)
  })
})

describe('siteProblem', () => {
  it('elsewhere: both origins, no test, the two fixes', () => {
    expect(
      siteProblem({
        where,
        site: 'elsewhere',
        deploymentUrl: 'https://preview.example.app/x?token=1',
        applicationUrl: `${APP}/shop`
      })
    ).toBe(
      `The deployment of 0123456789ab to preview is at https://preview.example.app, not at the application's origin ${APP}: it does not show what the test would judge, and no test was started. Add a build-check that the application's site passes (a path such as /__version__ is taken on its origin), or set deployment-environment to the environment that serves ${APP}`
    )
  })

  it('no URL: says so, and adds giving the deployment its URL', () => {
    expect(siteProblem({ where, site: 'unknown', applicationUrl: APP })).toBe(
      `The deployment of 0123456789ab to preview names no URL: it does not show that the application's origin ${APP} serves it, and no test was started. Add a build-check that the application's site passes (a path such as /__version__ is taken on its origin), or give the deployment its URL (a job's environment: url), or set deployment-environment to the environment that serves ${APP}`
    )
  })

  it('the application’s URL unknown (v1): a build check with a full URL is the fix', () => {
    expect(siteProblem({ where, site: 'unknown', deploymentUrl: 'https://x.example/' })).toBe(
      "The deployment of 0123456789ab to preview cannot be shown to be the application's site (the application's URL is not known here), and no test was started. Add a build-check (a full URL of the application’s version page), or set deployment-environment to the environment that serves the application"
    )
  })

  it('a deployment URL carrying runner commands or hidden characters reaches the line escaped', () => {
    const line = siteProblem({
      where,
      site: 'elsewhere',
      deploymentUrl: 'https://evil\u200b.example/',
      applicationUrl: APP
    })
    expect(line).not.toContain('\u200b')
    const warning = standInWarning({
      where,
      site: 'elsewhere',
      deploymentUrl: 'https://a.example/\n::error::x',
      applicationUrl: APP
    })
    expect(warning).not.toContain('\n')
  })
})

describe('buildCheckOriginProblem', () => {
  it('a path, a URL on the application’s origin, or an unknown application URL (v1) is accepted', () => {
    expect(buildCheckOriginProblem('/__version__', APP)).toBeUndefined()
    expect(buildCheckOriginProblem(`${APP}/__version__`, APP)).toBeUndefined()
    expect(buildCheckOriginProblem('HTTPS://SHOP.example.com:443/v', APP)).toBeUndefined()
    expect(buildCheckOriginProblem('https://staging.example.com/__version__', undefined)).toBe(
      undefined
    )
  })
  it.each([
    'https://staging.example.com/__version__',
    'http://shop.example.com/__version__',
    'https://shop.example.com:8443/__version__'
  ])('%s is refused, naming both origins and the fix', (url) => {
    const why = buildCheckOriginProblem(url, APP)
    expect(why).toContain(`is on ${new URL(url).origin}, not on the application's origin ${APP}`)
    expect(why).toMatch(/no test was started\. Give a path/)
  })
  it('a secret in its query is not shown; the text stays one line', () => {
    const why = buildCheckOriginProblem('https://x.example/v?bypass=s3cret\n::error::x', APP)
    expect(why).not.toContain('s3cret')
    expect(why).not.toMatch(/\n/)
  })
})
