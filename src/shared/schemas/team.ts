/** Payloads of the team and the audit log (issue 37). */
import { z } from 'zod';
import { AUDIT_ENTITIES } from '../audit';
import { messages } from '../messages';
import { TEAM_ROLES } from '../roles';
import { emailField, isIsoDay, optionalText } from './fields';

const a = messages.auth;
const t = messages.team.api;

const teamRole = z.enum(TEAM_ROLES, { error: t.invalidRole });

/** Body of `POST /admin/team`. */
export const teamMemberSchema = z.object({ email: emailField(a.emailRequired, a.invalidEmailFormat), role: teamRole });
export type TeamMemberInput = z.output<typeof teamMemberSchema>;

/** Body of `PATCH /admin/team/{id}`. */
export const teamRoleSchema = z.object({ role: teamRole });

/**
 * A member's `_id`: a staff row's UUID, or `owner:<e-mail>` for an owner (listed, never
 * changed). Any other text is an unknown member (404), not a malformed request.
 */
export const teamMemberParamsSchema = z.object({ id: z.string().trim().min(1).max(400) });

const day = z
  .string()
  .trim()
  .refine((value) => value === '' || isIsoDay(value), { error: messages.api.adminOrders.invalidDay })
  .optional()
  .transform((value) => (value ? value : undefined));

/** The audit log's filters, shared by its list and its export; days are Cairo days, both included. */
export const auditFiltersSchema = z.object({
  actor: optionalText(254).transform((value) => value?.toLowerCase()),
  entity: z.enum(AUDIT_ENTITIES).optional().or(z.literal('').transform(() => undefined)),
  entityId: optionalText(200),
  action: optionalText(100),
  from: day,
  to: day,
});
export type AuditFilters = z.output<typeof auditFiltersSchema>;

/** Query of `GET /admin/audit`. */
export const auditListQuerySchema = auditFiltersSchema.extend({
  page: z.coerce.number<string | number | undefined>({ error: messages.api.validation.notANumber }).int().min(1).max(1_000_000).default(1),
});
