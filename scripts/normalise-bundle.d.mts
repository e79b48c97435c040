// Types of scripts/normalise-bundle.mjs's checks (plain JavaScript: `npm run bundle` runs it with
// node; tests import these).
export declare function onlyProxyDispatcherReadsUndici(text: string, script: string): void
export declare function withoutLicences(list: string, packages: string[], script: string): string
export declare function startAsFunction(
  text: string,
  script: string
): { text: string; file: { name: string; text: string } }
