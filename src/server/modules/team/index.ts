/**
 * The back-office team (issue 37): owners from ADMIN_EMAILS, members with a role in the staff
 * table, the Team screen's routes, and the check other parts make of who is staff.
 */
export { teamRoutes } from './team.routes';
export { isOwner, staffOf, type Staff } from './team-access';
