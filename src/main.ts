// The action's main phase, as GitHub's runner and its local runner for actions
// (`npx @github/local-action run . src/main.ts .env`) call it.
import { runMainPhase } from './github/main-phase.js'

export async function run(): Promise<void> {
  await runMainPhase()
}
