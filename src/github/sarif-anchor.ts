// Code scanning only accepts alerts anchored to files of the repository (an https:// location is
// rejected), and a DAST finding has none. We anchor every result to a file that exists: the
// workflow that ran the test when we can tell, else a file every repository using us likely has.
import * as path from 'node:path'

/** Tried in order when the workflow file cannot be found in the workspace. */
export const FALLBACK_ANCHORS = [
  'action.yml',
  'action.yaml',
  'README.md',
  'readme.md',
  'README',
  'package.json',
  '.gitignore'
]

/**
 * `owner/repo/.github/workflows/x.yml@refs/heads/main` → `.github/workflows/x.yml`.
 * Undefined for anything that is not a plain relative path inside the repository.
 */
export function workflowPathFromRef(ref: string | undefined): string | undefined {
  if (!ref) return undefined
  const at = ref.lastIndexOf('@')
  const withoutRef = at >= 0 ? ref.slice(0, at) : ref
  const parts = withoutRef.split('/')
  if (parts.length < 3) return undefined
  const rel = parts.slice(2).join('/')
  if (!rel || rel.split('/').some((p) => p === '' || p === '.' || p === '..')) return undefined
  if (/[\\\u0000-\u001f]/.test(rel)) return undefined // eslint-disable-line no-control-regex
  return rel
}

/**
 * The repository-relative path (forward slashes) to anchor SARIF results to. With no workspace
 * to check, the workflow path is still the best guess (it is in the repository that ran us).
 */
export function chooseAnchorFile(
  env: NodeJS.ProcessEnv,
  exists: (absolutePath: string) => boolean
): string {
  const workflow = workflowPathFromRef(env.GITHUB_WORKFLOW_REF)
  const workspace = env.GITHUB_WORKSPACE
  if (!workspace) return workflow ?? 'README.md'
  const candidates = workflow ? [workflow, ...FALLBACK_ANCHORS] : FALLBACK_ANCHORS
  const found = candidates.find((rel) => safeExists(exists, path.join(workspace, rel)))
  return found ?? workflow ?? 'README.md'
}

function safeExists(exists: (p: string) => boolean, p: string): boolean {
  try {
    return exists(p)
  } catch {
    return false
  }
}
