// The bundle's code is in ./index.main.cjs, one function run once per start (scripts/normalise-bundle.mjs).
import { createRequire } from "node:module";
await createRequire(import.meta.url)("./index.main.cjs")(import.meta.url);
