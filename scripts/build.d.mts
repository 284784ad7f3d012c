/** Types of scripts/build.mjs for the TypeScript code that builds before starting the shop. */
export type BuildTarget = 'client' | 'server';
export function buildShop(options?: { ifStale?: boolean; only?: BuildTarget[] }): Promise<void>;
/** Where the web client is built (and served from): CLIENT_DIR, or dist/client. */
export function clientDir(): string;
