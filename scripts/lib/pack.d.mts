// Types of pack.mjs, for the TypeScript test helpers.
export declare function packContentHash(): string
export declare function profileKey(home: string, profile: string): string
export declare function installedHash(home: string, profile: string): string | undefined
