import type { App } from '../../types';

// Routes of the catalog module; registered under /api by app.ts.
export async function catalogRoutes(app: App): Promise<void> {
  void app;
}
