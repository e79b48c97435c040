// A jest transform for one ESM package (@actions/workflow-parser) that imports its JSON schemas
// without an import attribute: jest 30 warns on every such import and will refuse it in its next
// major. Adding `with { type: 'json' }` is what the package's own build will do; nothing else changes.
module.exports = {
  process(source) {
    return {
      code: source.replace(
        /^(import\s+[\w$]+\s+from\s+(["'])[^"']+\.json\2)\s*;/gm,
        '$1 with { type: "json" };'
      )
    }
  }
}
