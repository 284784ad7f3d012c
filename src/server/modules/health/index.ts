/** The health check. The module's one entry. */
export { healthRoutes } from './health.routes';
