// The tool's own commands (`shard`, `gather`) run as steps of a GitHub workflow too, without the
// action's host: their outputs go to the file GITHUB_OUTPUT names, in the runner's multi-line form
// with a delimiter that cannot occur in the value.
import { randomBytes } from 'node:crypto'
import { errorText } from '../common/text.js'
import { appendTextSafely } from '../report/file-write.js'

/** Append the outputs when GITHUB_OUTPUT is set; a problem line when the file cannot be written. */
export function appendGithubOutputs(
  env: NodeJS.ProcessEnv,
  outputs: Record<string, string>
): string | undefined {
  const file = env.GITHUB_OUTPUT
  if (!file) return undefined
  const text = Object.entries(outputs)
    .map(([name, value]) => {
      let delimiter: string
      do delimiter = `ghadelimiter_${randomBytes(16).toString('hex')}`
      while (value.includes(delimiter))
      return `${name}<<${delimiter}\n${value}\n${delimiter}\n`
    })
    .join('')
  try {
    appendTextSafely(file, text)
    return undefined
  } catch (e) {
    return `the outputs could not be written to GITHUB_OUTPUT: ${errorText(e, 300)}`
  }
}
