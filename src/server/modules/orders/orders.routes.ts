import type { App } from '../../types';

// Routes of the orders module; registered under /api by app.ts.
export async function ordersRoutes(app: App): Promise<void> {
  void app;
}
