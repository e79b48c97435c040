// The meaning of each flag in --help: action.yml's own description of the input, read from the
// package the tool came in (dist/cli.js beside action.yml, as package.json `files` ships them),
// so the action's inputs and the tool's flags are described by one text. Read only for --help
// (the YAML parser costs start-up time); without the file, --help still lists every flag.
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Each input's description, by name; undefined when action.yml cannot be found or read. */
export async function actionDescriptions(
  from: string = import.meta.url
): Promise<Record<string, string> | undefined> {
  // dist/cli.js: one folder up; src/cli/*.ts (tests, tsx): two.
  let dir = dirname(fileURLToPath(from))
  for (let up = 0; up < 3; up++, dir = dirname(dir)) {
    let text: string
    try {
      text = await readFile(join(dir, 'action.yml'), 'utf8')
    } catch {
      continue
    }
    const { descriptionsOf } = await import(/* webpackMode: "eager" */ './action-yml.js')
    return descriptionsOf(text)
  }
  return undefined
}

/**
 * What differs on the tool, said after the action's description: where files go without a path,
 * and what the job summary and annotations are off GitHub.
 */
export const TOOL_NOTES: Readonly<Record<string, string>> = {
  'sarif-file': 'The tool: empty - a file under security-test-results/.',
  'report-file': 'The tool: empty - a file under security-test-results/.',
  summary: 'The tool: written to --summary-file (and attached to the run on Azure Pipelines).',
  annotations: "The tool: Error/Warning/Notice lines in the log (Azure: the agent's issues)."
}
