// Jest's global set-up: the reused Node.js processes every test worker runs the built bundles in
// (../reused-node-pool.mjs). Workers find them through STA_REUSED_NODES, set before they start.
import { startReusedNodes } from '../reused-node-pool.mjs'

export default async function globalSetup() {
  const pool = await startReusedNodes()
  process.env.STA_REUSED_NODES = pool.socket
  globalThis.__staReusedNodes = pool
}
