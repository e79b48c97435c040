// One bundle for both phases (as actions/checkout): the post phase is told apart by the state
// the main phase saved.
import { isPostPhase } from './github/state.js'
import { run as runMain } from './main.js'
import { run as runPost } from './post.js'

await (isPostPhase() ? runPost() : runMain())
