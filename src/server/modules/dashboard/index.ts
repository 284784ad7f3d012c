/** The back office's dashboard figures. The module's one entry. */
export { dashboardRoutes } from './dashboard.routes';
