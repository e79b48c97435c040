// The action's inputs -> one validated Config. Every rule of the contract is checked here, before
// any request, and every problem is reported at once: a user fixing a workflow should not have
// to rerun it once per typo.
import { COMMANDS, type Config, type Settings } from '../config.js'
import { applicationUrl, oneOf, serviceTokens } from './parsers.js'
import { InputReader } from './reader.js'
import { crossInputRules } from './rules.js'
import { ACTION_WORDS, type Words } from '../words.js'
import {
  adoptSettings,
  buildSettings,
  gateSettings,
  onboardingSettings,
  reportSettings,
  serviceSettings,
  waitSettings
} from './settings.js'
import type { InputName } from './names.js'

export { INPUT_DEFAULTS, INPUT_NAMES, type InputName } from './names.js'

export function readConfig(
  getInput: (name: string) => string,
  words: Words = ACTION_WORDS
): Config {
  const inputs = new InputReader(getInput, words)
  const { read, optional, requireInput } = inputs
  requireInput('base-url', 'is required; use the service address, e.g. https://api.example.com')
  requireInput(
    'access-token',
    `must not be empty; pass it from a secret, e.g. ${words.secretExample}`
  )
  const command = read('command', (v) => oneOf(v, COMMANDS))
  const applicationTokens = optional('application-token', (v) =>
    serviceTokens(v, 'an application token')
  )
  const resultTokens = optional('result-token', (v) => serviceTokens(v, 'a result token'))
  const projectName = optional('project-name', String)
  const appUrl = optional('application-url', applicationUrl)
  const config: Settings = {
    ...serviceSettings(inputs, resultTokens),
    ...gateSettings(inputs),
    ...waitSettings(inputs),
    ...buildSettings(inputs),
    ...adoptSettings(inputs),
    ...reportSettings(inputs),
    ...onboardingSettings(inputs)
  }
  crossInputRules(inputs, { command, config, applicationTokens, resultTokens })
  inputs.throwProblems()

  // Each command's required inputs were checked above: what is missing here is a bug.
  const given = (value: string | undefined, name: InputName): string => {
    if (value === undefined) throw new Error(`${name} was required but not read`)
    return value
  }
  if (command === 'register') {
    return {
      ...config,
      command,
      projectName: given(projectName, 'project-name'),
      applicationUrl: given(appUrl, 'application-url')
    }
  }
  if (command === 'list') return { ...config, command }
  const tokens = applicationTokens ?? []
  return {
    ...config,
    command,
    applicationToken: given(tokens[0], 'application-token'),
    applicationTokens: tokens
  }
}
