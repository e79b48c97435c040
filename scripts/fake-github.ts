// A local stand-in for GitHub's REST API (for the tests and scripts/docs-images.ts), on 127.0.0.1, for testing through the real Octokit
// client: issue comments (the pull-request comment: list, create, update, delete), workflow-run attempts (when a run's first
// attempt began, for `baseline: previous`), the repository's default branch, its commits and
// their commit statuses (where `baseline: default-branch` is recorded and read back), a pull
// request's commits (where `baseline: previous` reads its verdict records), the
// workflow runs records name (workflow file, event, status, conclusion, times), and
// deployments with their statuses (deployment-environment, reuse: same-build), pull requests
// (listed open with a `head=<owner>:<branch>` filter, or read by number: a fork's workflow_run
// gate, the one a merge queue's ref names), and the files changed between two commits (what
// `baseline: previous` asks before an earlier commit's record counts).
import * as http from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  verdictContext,
  verdictDescription,
  type RecordedOutcome
} from '../src/github/verdict-records.js'

export interface FakeComment {
  id: number
  body: string
  user: { login: string; type: 'Bot' | 'User' }
}

export interface FakeStatus {
  id: number
  state: string
  description: string | null
  context: string
  target_url: string | null
  created_at: string
  creator: { login: string; type: 'Bot' | 'User' } | null
}

export interface FakeWorkflowRun {
  event: string
  head_branch: string | null
  head_sha: string
  /** The repository the run's head came from (a fork's id differs); default octo/shop's, 1. */
  headRepositoryId?: number
  /** The run's repository; default octo/shop (id 1). */
  repositoryId?: number
  repositoryFullName?: string
  /** The workflow file; default the runner's (scripts/runner.ts): .github/workflows/security.yml. */
  path?: string
  /** Default `completed`; `conclusion` default `success` when completed, else null. */
  status?: string
  conclusion?: string | null
  /**
   * The first this many reads of GET …/runs/{id} answer `in_progress` (conclusion null): a run
   * still going when its record is read, that ends as the fields above say.
   */
  unfinishedReads?: number
  /** Default 1. */
  run_attempt?: number
  /** The run's name (`run-name`); default the workflow's name, `security`. */
  display_title?: string
  /**
   * The pull requests a pull_request run is for: numbers into branches (default: none, as for
   * any other event or a fork's head).
   */
  pullRequests?: Array<{ number: number; base?: string }>
  /** Default a month before the fake started (ISO times, as GitHub writes them). */
  created_at?: string
  /** When the latest attempt began; default `created_at`. */
  run_started_at?: string
  /** The run's last change (its end, once completed); default the time of the request. */
  updated_at?: string
  /**
   * Earlier attempts as GET …/runs/{id}/attempts/{n} describes them (each field as above, over
   * the run's own); the latest attempt (`run_attempt`) is the run itself; any other is 404.
   */
  attempts?: Record<number, Partial<Omit<FakeWorkflowRun, 'attempts'>>>
}

export interface FakeRequest {
  method: string
  path: string
  authorization?: string
  body?: unknown
}

export interface FakeDeploymentStatus {
  state: string
  created_at: string
  environment_url?: string
  log_url?: string
}

export interface FakeDeployment {
  id: number
  sha: string
  environment: string
  created_at: string
  /** Oldest first as added; served newest first, as GitHub does. */
  statuses: FakeDeploymentStatus[]
}

/** A pull request of octo/shop; `head.repo` is where its branch lives (a fork's own). */
export interface FakePull {
  number: number
  /** Default `open`. */
  state?: 'open' | 'closed'
  head: { sha: string; ref: string; repo: { id: number; full_name: string } | null }
  /** Default octo/shop (id 1); another repository's id makes it a pull request of that one. */
  base?: { ref?: string; repo?: { id: number; full_name: string } }
}

/** What GET /repos/octo/shop/compare/{base}...{head} answers for one pair. */
export interface FakeComparison {
  /** Default `ahead` (the base is an ancestor of the head). */
  status?: 'ahead' | 'behind' | 'diverged' | 'identical'
  /** The files changed, by name (a rename: `{ filename, previous_filename }`); null: none listed. */
  files: Array<string | { filename: string; previous_filename: string }> | null
}

/** GitHub's time format (seconds, Z). */
export function githubTime(t: Date | number): string {
  return new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

export class FakeGitHub {
  /** Deployments of octo/shop, oldest first as added. */
  readonly deployments: FakeDeployment[] = []
  /** Answer only the deployments endpoints with this status (403: no `deployments: read`). */
  failDeploymentsWith?: number
  readonly comments = new Map<number, FakeComment[]>()
  readonly requests: FakeRequest[] = []
  /** Answer every request with this status (e.g. 403 for a read-only token). */
  failWith?: number
  /** Answer only writes (POST/PATCH/DELETE) with this status. */
  failWritesWith?: number
  /** Answer only the workflow-run attempts with this status (403: no `actions: read`). */
  failRunsWith?: number
  /** Workflow runs of octo/shop: run id → each attempt's `run_started_at`, attempt 1 first. */
  readonly runs = new Map<number, string[]>()
  /**
   * Workflow runs as GET /repos/octo/shop/actions/runs/{id} describes them (what a default-branch
   * record is checked against); a run not here is 404.
   */
  readonly workflowRuns = new Map<number, FakeWorkflowRun>()
  /** How often each run of workflowRuns was read (GET …/runs/{id}), for `unfinishedReads`. */
  private readonly runReads = new Map<number, number>()
  /** octo/shop's default branch (GET /repos/octo/shop). */
  defaultBranch = 'main'
  /** The default branch's commits, newest first (GET /repos/octo/shop/commits). */
  readonly branchCommits: string[] = []
  /** Commit statuses by commit, newest first, as GitHub lists them. */
  readonly statuses = new Map<string, FakeStatus[]>()
  /** Answer only the commit-status requests (list and create) with this status. */
  failStatusesWith?: number
  /** Answer only the commit list with this status (403: no `contents: read`). */
  failCommitsWith?: number
  /** Pull requests of octo/shop by number. */
  readonly pulls = new Map<number, FakePull>()
  /** Answer only the pull-request reads with this status (403: no `pull-requests: read`). */
  failPullsWith?: number
  /**
   * Pull requests' commits by number, oldest first as GitHub lists them (GET
   * /repos/octo/shop/pulls/{n}/commits, paged); a number not here is 404.
   */
  readonly pullCommits = new Map<number, string[]>()
  /** Answer only a pull request's commit list with this status (403: no `pull-requests: read`). */
  failPullCommitsWith?: number
  /**
   * Comparisons by `${base}...${head}` (GET /repos/octo/shop/compare/{basehead}); a pair not here
   * is `ahead` with no file changed.
   */
  readonly comparisons = new Map<string, FakeComparison>()
  /** Answer only the comparisons with this status (403: no `contents: read`). */
  failCompareWith?: number
  private nextId = 1000
  private server?: http.Server
  /** When this fake was made: the default start of the workflow runs it serves is before it. */
  private readonly startedAt = Date.now()

  /** The API base URL (what GITHUB_API_URL would hold). */
  url = ''

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => void this.handle(req, res))
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()))
  }

  /** A workflow run (or one attempt of it) as GitHub's REST API describes it. */
  private runAnswer(id: number, r: FakeWorkflowRun): Record<string, unknown> {
    const status = r.status ?? 'completed'
    const created = r.created_at ?? githubTime(this.startedAt - 30 * 86_400_000)
    return {
      id,
      path: r.path ?? '.github/workflows/security.yml',
      event: r.event,
      head_branch: r.head_branch,
      head_sha: r.head_sha,
      status,
      conclusion:
        r.conclusion !== undefined ? r.conclusion : status === 'completed' ? 'success' : null,
      run_attempt: r.run_attempt ?? 1,
      created_at: created,
      run_started_at: r.run_started_at ?? created,
      updated_at: r.updated_at ?? githubTime(Date.now()),
      html_url: `https://github.com/octo/shop/actions/runs/${id}`,
      repository: { id: r.repositoryId ?? 1, full_name: r.repositoryFullName ?? 'octo/shop' },
      head_repository: { id: r.headRepositoryId ?? 1 },
      display_title: r.display_title ?? 'security',
      pull_requests: (r.pullRequests ?? []).map((p) => ({
        number: p.number,
        base: { ref: p.base ?? 'main', repo: { id: 1, name: 'shop' } }
      }))
    }
  }

  /** A workflow run whose attempts began at `startedAt` (attempt 1 first). */
  addRun(runId: number, ...startedAt: Array<Date | number>): void {
    this.runs.set(
      runId,
      startedAt.map((t) => new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z'))
    )
  }

  /** The runner's variables for attempt `attempt` of run `runId`, against this API. */
  runEnv(runId: number, attempt: number): Record<string, string> {
    return {
      GITHUB_API_URL: this.url,
      GITHUB_REPOSITORY: 'octo/shop',
      GITHUB_RUN_ID: String(runId),
      GITHUB_RUN_ATTEMPT: String(attempt)
    }
  }

  /** A pull request of octo/shop (open unless `state` says). */
  addPull(p: FakePull): FakePull {
    this.pulls.set(p.number, p)
    return p
  }

  /** A pull request as GitHub's REST API describes it (the fields the action reads). */
  private pullAnswer(p: FakePull): Record<string, unknown> {
    const owner = p.head.repo?.full_name.split('/')[0]
    return {
      number: p.number,
      state: p.state ?? 'open',
      head: {
        sha: p.head.sha,
        ref: p.head.ref,
        label: `${owner ?? 'unknown'}:${p.head.ref}`,
        user: owner ? { login: owner } : null,
        repo: p.head.repo
      },
      base: {
        ref: p.base?.ref ?? this.defaultBranch,
        repo: p.base?.repo ?? { id: 1, full_name: 'octo/shop' }
      }
    }
  }

  /** GET /repos/octo/shop/pulls (state, head=<owner>:<branch>, per_page) and …/pulls/{n}. */
  private pullsAnswer(url: URL): [number, unknown] {
    if (this.failPullsWith) {
      return [this.failPullsWith, { message: 'Resource not accessible by integration' }]
    }
    const one = /^\/repos\/octo\/shop\/pulls\/(\d+)$/.exec(url.pathname)
    if (one) {
      const p = this.pulls.get(Number(one[1]))
      return p ? [200, this.pullAnswer(p)] : [404, { message: 'Not Found' }]
    }
    const state = url.searchParams.get('state') ?? 'open'
    const head = url.searchParams.get('head')
    const perPage = Number(url.searchParams.get('per_page') ?? 30)
    const found = [...this.pulls.values()]
      .filter((p) => state === 'all' || (p.state ?? 'open') === state)
      // GitHub matches the head's owner (user or organisation) and branch name.
      .filter((p) => !head || `${p.head.repo?.full_name.split('/')[0]}:${p.head.ref}` === head)
      .sort((a, b) => b.number - a.number)
      .slice(0, perPage)
    return [200, found.map((p) => this.pullAnswer(p))]
  }

  /** A new commit on the default branch (now its newest). */
  pushCommit(sha: string): void {
    this.branchCommits.unshift(sha)
  }

  /** A status on `sha` as someone wrote it (by default GitHub Actions' bot). */
  addStatus(sha: string, s: Partial<FakeStatus> & { context: string }): FakeStatus {
    const status: FakeStatus = {
      id: this.nextId++,
      state: 'success',
      description: null,
      target_url: null,
      created_at: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      creator: { login: 'github-actions[bot]', type: 'Bot' },
      ...s
    }
    this.statuses.set(sha, [status, ...(this.statuses.get(sha) ?? [])])
    return status
  }

  /**
   * A verdict record (issue 30) on `sha` as the action writes it, and the run it names as GitHub
   * describes it (a `pull_request` run at `sha` by default, completed: success for a pass).
   */
  addVerdict(
    sha: string,
    v: {
      app: string
      runId: number
      outcome: RecordedOutcome
      resultToken?: string
      counts?: string
      /** Default `site not shown` (no deployment-environment or build-check). */
      baseline?: 'site shown' | 'site not shown' | 'not a baseline'
      run?: Partial<FakeWorkflowRun>
    }
  ): FakeStatus {
    const passed = v.outcome === 'passed' || v.outcome === 'warned'
    if (!this.workflowRuns.has(v.runId) || v.run) {
      this.workflowRuns.set(v.runId, {
        event: 'pull_request',
        head_branch: 'feature',
        head_sha: sha,
        conclusion: passed ? 'success' : 'failure',
        // The pull request the tests' runs are for (#7) unless `run` says otherwise.
        pullRequests: [{ number: 7 }],
        ...v.run
      })
    }
    return this.addStatus(sha, {
      context: verdictContext(v.app),
      state: passed ? 'success' : v.outcome === 'failed' ? 'failure' : 'error',
      description: verdictDescription({
        outcome: v.outcome,
        counts: [v.counts ?? (passed ? '0 counted' : '3 counted (critical 3)')],
        ...(v.resultToken ? { resultToken: v.resultToken } : {}),
        runId: String(v.runId),
        baseline: v.baseline ?? 'site not shown'
      }),
      target_url: `https://github.com/octo/shop/actions/runs/${v.runId}`
    })
  }

  /** A deployment of `sha` to `environment` created at `createdAt` (default now), with its statuses. */
  addDeployment(
    sha: string,
    environment: string,
    createdAt: Date | number = Date.now(),
    ...statuses: Array<Partial<FakeDeploymentStatus> & { state: string }>
  ): FakeDeployment {
    const d: FakeDeployment = {
      id: this.nextId++,
      sha,
      environment,
      created_at: githubTime(createdAt),
      statuses: []
    }
    this.deployments.push(d)
    for (const s of statuses) this.addDeploymentStatus(d, s)
    return d
  }

  addDeploymentStatus(
    d: FakeDeployment,
    status: Partial<FakeDeploymentStatus> & { state: string }
  ): void {
    d.statuses.push({ created_at: githubTime(Date.now()), ...status })
  }

  /** The requests for deployments or their statuses. */
  deploymentRequests(): FakeRequest[] {
    return this.requests.filter((r) => r.path.includes('/deployments'))
  }

  addComment(issue: number, body: string, user: FakeComment['user']): FakeComment {
    const c = { id: this.nextId++, body, user }
    this.comments.set(issue, [...(this.comments.get(issue) ?? []), c])
    return c
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    const url = new URL(req.url ?? '/', 'http://x')
    const body = raw ? (JSON.parse(raw) as { body?: string } & Record<string, unknown>) : undefined
    this.requests.push({
      method: req.method ?? '',
      path: url.pathname + url.search,
      authorization: req.headers.authorization,
      body
    })
    const send = (status: number, data: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(data))
    }
    const write = req.method === 'POST' || req.method === 'PATCH' || req.method === 'DELETE'
    const fail = this.failWith ?? (write ? this.failWritesWith : undefined)
    if (fail) return send(fail, { message: 'Resource not accessible by integration' })

    const attempt = /^\/repos\/octo\/shop\/actions\/runs\/(\d+)\/attempts\/(\d+)$/.exec(
      url.pathname
    )
    if (attempt && req.method === 'GET') {
      if (this.failRunsWith) {
        return send(this.failRunsWith, { message: 'Resource not accessible by integration' })
      }
      const [runId, n] = [Number(attempt[1]), Number(attempt[2])]
      const described = this.workflowRuns.get(runId)
      if (described && !this.runs.has(runId)) {
        const latest = described.run_attempt ?? 1
        const earlier = described.attempts?.[n]
        if (n > latest || (n < latest && !earlier)) return send(404, { message: 'Not Found' })
        return send(200, this.runAnswer(runId, { ...described, ...earlier, run_attempt: n }))
      }
      const startedAt = this.runs.get(runId)?.[n - 1]
      if (!startedAt) return send(404, { message: 'Not Found' })
      return send(200, {
        id: runId,
        run_attempt: n,
        status: 'in_progress',
        run_started_at: startedAt
      })
    }

    const run = /^\/repos\/octo\/shop\/actions\/runs\/(\d+)$/.exec(url.pathname)
    if (run && req.method === 'GET') {
      if (this.failRunsWith) {
        return send(this.failRunsWith, { message: 'Resource not accessible by integration' })
      }
      const id = Number(run[1])
      const r = this.workflowRuns.get(id)
      if (!r) return send(404, { message: 'Not Found' })
      const reads = (this.runReads.get(id) ?? 0) + 1
      this.runReads.set(id, reads)
      const going = reads <= (r.unfinishedReads ?? 0)
      return send(
        200,
        this.runAnswer(id, going ? { ...r, status: 'in_progress', conclusion: null } : r)
      )
    }

    const pullCommits = /^\/repos\/octo\/shop\/pulls\/(\d+)\/commits$/.exec(url.pathname)
    if (pullCommits && req.method === 'GET') {
      if (this.failPullCommitsWith) {
        return send(this.failPullCommitsWith, { message: 'Resource not accessible by integration' })
      }
      const shas = this.pullCommits.get(Number(pullCommits[1]))
      if (!shas) return send(404, { message: 'Not Found' })
      const perPage = Number(url.searchParams.get('per_page') ?? 30)
      const page = Number(url.searchParams.get('page') ?? 1)
      return send(
        200,
        shas.slice((page - 1) * perPage, page * perPage).map((sha) => ({ sha }))
      )
    }

    const compare = /^\/repos\/octo\/shop\/compare\/([0-9a-f]+\.\.\.[0-9a-f]+)$/.exec(url.pathname)
    if (compare && req.method === 'GET') {
      if (this.failCompareWith) {
        return send(this.failCompareWith, { message: 'Resource not accessible by integration' })
      }
      const c = this.comparisons.get(compare[1]!) ?? { files: [] }
      return send(200, {
        status: c.status ?? 'ahead',
        ...(c.files
          ? {
              files: c.files.map((f) =>
                typeof f === 'string'
                  ? { filename: f, status: 'modified' }
                  : { ...f, status: 'renamed' }
              )
            }
          : {})
      })
    }

    if (url.pathname === '/repos/octo/shop' && req.method === 'GET') {
      return send(200, { id: 1, full_name: 'octo/shop', default_branch: this.defaultBranch })
    }
    if (url.pathname === '/repos/octo/shop/commits' && req.method === 'GET') {
      if (this.failCommitsWith) {
        return send(this.failCommitsWith, { message: 'Resource not accessible by integration' })
      }
      const branch = url.searchParams.get('sha') ?? this.defaultBranch
      const perPage = Number(url.searchParams.get('per_page') ?? 30)
      const shas = branch === this.defaultBranch ? this.branchCommits.slice(0, perPage) : []
      return send(
        200,
        shas.map((sha) => ({ sha }))
      )
    }
    const statuses =
      /^\/repos\/octo\/shop\/(?:commits\/([0-9a-f]+)\/statuses|statuses\/([0-9a-f]+))$/.exec(
        url.pathname
      )
    if (statuses) {
      if (this.failStatusesWith) {
        return send(this.failStatusesWith, { message: 'Resource not accessible by integration' })
      }
      if (statuses[1] && req.method === 'GET') {
        const perPage = Number(url.searchParams.get('per_page') ?? 30)
        return send(200, (this.statuses.get(statuses[1]) ?? []).slice(0, perPage))
      }
      if (statuses[2] && req.method === 'POST') {
        const b = body as Partial<FakeStatus> | undefined
        return send(
          201,
          this.addStatus(statuses[2], {
            state: String(b?.state ?? ''),
            context: String(b?.context ?? 'default'),
            description: b?.description ?? null,
            target_url: b?.target_url ?? null
          })
        )
      }
    }

    if (/^\/repos\/octo\/shop\/pulls(\/\d+)?$/.test(url.pathname) && req.method === 'GET') {
      return send(...this.pullsAnswer(url))
    }

    if (url.pathname.startsWith('/repos/octo/shop/deployments') && req.method === 'GET') {
      if (this.failDeploymentsWith) {
        return send(this.failDeploymentsWith, { message: 'Resource not accessible by integration' })
      }
      return send(...this.deploymentAnswer(url))
    }

    const list = /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/.exec(url.pathname)
    const one = /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/.exec(url.pathname)
    if (list && req.method === 'GET') {
      const all = this.comments.get(Number(list[1])) ?? []
      const perPage = Number(url.searchParams.get('per_page') ?? 30)
      const page = Number(url.searchParams.get('page') ?? 1)
      return send(200, all.slice((page - 1) * perPage, page * perPage))
    }
    if (list && req.method === 'POST') {
      const c = this.addComment(Number(list[1]), body?.body ?? '', {
        login: 'github-actions[bot]',
        type: 'Bot'
      })
      return send(201, c)
    }
    if (one && req.method === 'PATCH') {
      for (const comments of this.comments.values()) {
        const c = comments.find((x) => x.id === Number(one[1]))
        if (!c) continue
        if (c.user.type !== 'Bot') return send(403, { message: 'Forbidden' })
        c.body = body?.body ?? ''
        return send(200, c)
      }
      return send(404, { message: 'Not Found' })
    }
    if (one && req.method === 'DELETE') {
      for (const [issue, comments] of this.comments) {
        const c = comments.find((x) => x.id === Number(one[1]))
        if (!c) continue
        if (c.user.type !== 'Bot') return send(403, { message: 'Forbidden' })
        this.comments.set(
          issue,
          comments.filter((x) => x !== c)
        )
        res.writeHead(204)
        res.end()
        return
      }
      return send(404, { message: 'Not Found' })
    }
    send(404, { message: 'Not Found' })
  }

  private deploymentAnswer(url: URL): [number, unknown] {
    const perPage = Number(url.searchParams.get('per_page') ?? 30)
    const statuses = /^\/repos\/octo\/shop\/deployments\/(\d+)\/statuses$/.exec(url.pathname)
    if (statuses) {
      const d = this.deployments.find((x) => x.id === Number(statuses[1]))
      if (!d) return [404, { message: 'Not Found' }]
      return [200, [...d.statuses].reverse().slice(0, perPage)]
    }
    if (url.pathname !== '/repos/octo/shop/deployments') return [404, { message: 'Not Found' }]
    const sha = url.searchParams.get('sha')
    const environment = url.searchParams.get('environment')
    const found = this.deployments
      .filter((d) => (!sha || d.sha === sha) && (!environment || d.environment === environment))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .slice(0, perPage)
      .map(({ statuses: _, ...d }) => d)
    return [200, found]
  }
}

// Fake GitHubs started by one test file (each file has its own module registry): its afterAll
// stops them with stopFakeGitHubs().
const startedHubs: FakeGitHub[] = []

/** A fake GitHub, started, and stopped by stopFakeGitHubs(). */
/** A pull request of octo/shop from one of its own branches, into `base` (default main). */
export function ownPull(number: number, head: string, base?: string): FakePull {
  return {
    number,
    head: { sha: head, ref: 'feature', repo: { id: 1, full_name: 'octo/shop' } },
    ...(base ? { base: { ref: base } } : {})
  }
}

export async function fakeGitHub(): Promise<FakeGitHub> {
  const gh = await new FakeGitHub().start()
  startedHubs.push(gh)
  return gh
}

export async function stopFakeGitHubs(): Promise<void> {
  for (const gh of startedHubs.splice(0)) await gh.stop()
}
