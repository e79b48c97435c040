// One bundle for both phases (as actions/checkout): the post phase is told apart by the state
// the main phase saved.
import { readState } from './github/state.js'
import { run } from './main.js'
import { runPost } from './post.js'

await (readState().isPost ? runPost() : run())
