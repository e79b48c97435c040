// action.yml's input descriptions, parsed; loaded by input-help.ts only for --help, so the YAML
// parser costs nothing on other runs.
import { parse } from 'yaml'

export function descriptionsOf(text: string): Record<string, string> | undefined {
  try {
    const doc = parse(text) as { inputs?: Record<string, { description?: unknown }> } | null
    const out: Record<string, string> = {}
    for (const [name, spec] of Object.entries(doc?.inputs ?? {})) {
      if (typeof spec?.description === 'string') out[name] = spec.description.trim()
    }
    return out
  } catch {
    return undefined
  }
}
