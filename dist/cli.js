#!/usr/bin/env node
// The bundle's code is in ./cli.main.cjs, one function run once per start (scripts/normalise-bundle.mjs).
import { createRequire } from "node:module";
await createRequire(import.meta.url)("./cli.main.cjs")(import.meta.url);
