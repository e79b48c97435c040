// A failed GitHub request in one safe sentence, for the log: the HTTP status decides the words
// and names the permission the job needs; GitHub's own message is escaped and short.
import { errorText } from '../common/text.js'
import { statusOf } from './comment.js'

export function explain(err: unknown, permission: string): string {
  const status = statusOf(err)
  if (status === 403 || status === 401) {
    return `HTTP ${status} from GitHub: the github-token is not allowed (the job needs ${permission})`
  }
  if (status === 404) {
    return `HTTP 404 from GitHub: not found, or the github-token cannot see it (the job needs ${permission})`
  }
  const message = errorText(err, 200)
  return status
    ? `HTTP ${status} from GitHub: ${message}`
    : `GitHub could not be reached: ${message}`
}
