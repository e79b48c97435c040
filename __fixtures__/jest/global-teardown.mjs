// Jest's global teardown: ends the reused Node.js processes of ./global-setup.mjs.
export default async function globalTeardown() {
  await globalThis.__staReusedNodes?.stop()
  delete process.env.STA_REUSED_NODES
}
