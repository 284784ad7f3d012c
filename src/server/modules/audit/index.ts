/**
 * The audit log (issue 37). Every back-office write records itself with `recordAudit(tx, entry)`
 * inside its own transaction: the entry commits or rolls back with the write. In an admin
 * request the actor, the client's address and the time are filled in from the request
 * (audit-context.ts); elsewhere (a staff sign-in) the entry names them.
 */
export { auditRoutes } from './audit.routes';
export { recordAudit, changesBetween, type AuditEntry } from './audit.service';
export { runAsStaff, auditContext, type Actor } from './audit-context';
