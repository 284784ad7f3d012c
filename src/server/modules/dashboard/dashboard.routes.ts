import type { App } from '../../types';

// Routes of the dashboard module; registered under /api by app.ts.
export async function dashboardRoutes(app: App): Promise<void> {
  void app;
}
