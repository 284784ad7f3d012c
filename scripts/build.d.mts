/** Types of scripts/build.mjs for the TypeScript code that builds before starting the shop. */
export type BuildTarget = 'client' | 'server';
export function buildShop(options?: { ifStale?: boolean; only?: BuildTarget[] }): Promise<void>;
