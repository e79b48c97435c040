// The action's post phase (runs after the job, also when the main phase was killed).
import { runPostPhase } from './github/post-phase.js'

export async function run(): Promise<void> {
  await runPostPhase()
}
