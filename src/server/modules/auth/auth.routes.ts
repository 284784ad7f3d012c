import type { App } from '../../types';

// Routes of the auth module; registered under /api by app.ts.
export async function authRoutes(app: App): Promise<void> {
  void app;
}
