import type { App } from '../../types';

// Routes of the cart module; registered under /api by app.ts.
export async function cartRoutes(app: App): Promise<void> {
  void app;
}
