// Reading inputs one by one while collecting every problem, so that all are reported at once.
import { InputError } from '../common/errors.js'
import { INPUT_DEFAULTS, INPUT_NAMES, type InputName } from './names.js'
import { BadValue, unquotedSecret } from './parsers.js'
import { ACTION_WORDS, type Words } from '../words.js'

const PASTED: Record<'access-token' | 'github-token', string> = {
  'access-token': 'holds the access token; pass it to access-token only, from a secret',
  'github-token': 'holds the GitHub token; pass it to github-token only'
}

export class InputReader {
  private readonly problems: { input: InputName; message: string }[] = []
  // A secret pasted into another input (a common slip) must not come back in a message that
  // echoes the value. Very short "tokens" are garbage that would match everywhere. A secret
  // pasted with its quotes counts without them too.
  private readonly secrets: { name: 'access-token' | 'github-token'; value: string }[]

  constructor(
    private readonly getInput: (name: string) => string,
    /** The host's words, for messages that name another input or an example value. */
    readonly words: Words = ACTION_WORDS
  ) {
    this.secrets = (['access-token', 'github-token'] as const)
      .flatMap((name) =>
        [this.text(name), unquotedSecret(this.text(name))].map((value) => ({ name, value }))
      )
      .filter((s) => s.value.length >= 8)
  }

  /** The input as given, trimmed ('' when not given). */
  readonly text = (name: InputName): string => this.getInput(name).trim()

  /** Parses the input (or its default); on a problem records it and yields a placeholder. */
  readonly read = <T>(name: InputName, parse: (value: string) => T): T => {
    const value = this.text(name) || INPUT_DEFAULTS[name] || ''
    try {
      return parse(value)
    } catch (error) {
      if (!(error instanceof BadValue)) throw error
      this.problem(name, this.pastedSecret(name, value) ?? error.message)
      // Never escapes: throwProblems throws whenever a problem was recorded.
      return undefined as T
    }
  }

  /** `read`, for an input without a default: undefined when not given. */
  readonly optional = <T>(name: InputName, parse: (value: string) => T): T | undefined =>
    this.text(name) === '' ? undefined : this.read(name, parse)

  readonly requireInput = (name: InputName, why: string): void => {
    if (this.text(name) === '') this.problem(name, why)
  }

  readonly problem = (input: InputName, message: string): void => {
    this.problems.push({ input, message })
  }

  /** Every problem recorded, in the contract's order of the inputs, as one error. */
  throwProblems(): void {
    if (this.problems.length === 0) return
    const inOrder = this.problems.sort(
      (a, b) => INPUT_NAMES.indexOf(a.input) - INPUT_NAMES.indexOf(b.input)
    )
    throw new InputError(inOrder)
  }

  /** What to say instead of echoing `value` when it holds another input's secret. */
  private pastedSecret(input: InputName, value: string): string | undefined {
    const held = this.secrets.find((s) => s.name !== input && value.includes(s.value))
    return held && PASTED[held.name]
  }
}
