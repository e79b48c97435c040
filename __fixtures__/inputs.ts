// readConfig over a plain map of inputs, as the runner would pass them (unset inputs read as '').
import { InputError } from '../src/common/errors.js'
import type { Config } from '../src/config.js'
import { readConfig } from '../src/inputs/read-config.js'

/** Looks like the real thing (32 lowercase) but is distinctive enough to search messages for. */
export const ACCESS_TOKEN = 'zq7accesstokenneverprintzq7x0042'
export const APP_TOKEN = '0123456789abcdef0123456789abcdef'
export const RESULT_TOKEN = 'fedcba9876543210fedcba9876543210'

export const MINIMAL = {
  'base-url': 'https://api.example.com',
  'access-token': ACCESS_TOKEN,
  'application-token': APP_TOKEN
}

export function configFor(inputs: Record<string, string>): Config {
  return readConfig((name) => inputs[name] ?? '')
}

/** The problems readConfig reports for MINIMAL overridden by `inputs`; [] when it accepts them. */
export function problemsFor(inputs: Record<string, string>): { input: string; message: string }[] {
  try {
    configFor({ ...MINIMAL, ...inputs })
    return []
  } catch (error) {
    if (!(error instanceof InputError)) throw error
    return error.problems
  }
}

/** The one message for `input`, or undefined when it has none. */
export function problemOf(input: string, inputs: Record<string, string>): string | undefined {
  return problemsFor(inputs).find((p) => p.input === input)?.message
}
