// Types of scripts/source-hash.mjs (plain JavaScript: the bundle script runs it with node).
export declare const SOURCE_HASH_FILE: string
export declare function sourceHash(root: string): string
export declare function sourceHashText(root: string): string
export declare function recordedSourceHash(root: string): string | undefined
export declare function whyRebuild(root: string): string | undefined
