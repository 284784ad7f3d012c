/**
 * Who is making the current back-office request, carried with its async work: the admin
 * routes run their handler inside `runAsStaff` (src/server/http/api-routes.ts), so a service
 * that records an audit entry in its transaction needs no extra parameter for the actor, the
 * client's address or the clock.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { StaffRole } from '../../../shared/roles';
import type { Clock } from '../../clock';

/** Who did it: a member of the team, or the shop itself (`system`) for a write outside any request. */
export type Actor = { email: string; role: StaffRole | 'system' };
export type AuditContext = { actor: Actor; ip: string | null; clock: Clock };

const current = new AsyncLocalStorage<AuditContext>();

export const runAsStaff = <T>(context: AuditContext, work: () => T): T => current.run(context, work);

export const auditContext = (): AuditContext | undefined => current.getStore();
