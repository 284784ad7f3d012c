import type { App } from '../../types';

/** Placeholder until the courier pickup lands. */
export async function schedulePickup(_app: App, _requestId: string): Promise<void> {}
