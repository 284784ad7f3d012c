import { z } from 'zod';
import { STAFF_ROLES } from '../roles';
import { teamMemberParamsSchema, teamMemberSchema, teamRoleSchema } from '../schemas/team';
import { route } from './route';

const memberAnswer = z.object({
  _id: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  addedBy: z.string().nullable(),
  addedAt: z.iso.datetime().nullable(),
  lastSeenAt: z.iso.datetime().nullable(),
});

/** The back-office team (issue 37): owners (ADMIN_EMAILS) first, then the members an owner added. */
export const team = {
  list: route({
    method: 'GET',
    path: '/admin/team',
    access: 'admin',
    permission: 'team',
    summary: 'The team: owners from ADMIN_EMAILS (id `owner:<e-mail>`, fixed) and the members added here, with their roles',
    responses: { 200: z.object({ members: z.array(memberAnswer) }) },
  }),
  add: route({
    method: 'POST',
    path: '/admin/team',
    access: 'admin',
    permission: 'team',
    summary: 'Add a person by e-mail with a role (manager, fulfilment, catalogue); they are told by e-mail; 409 when already on the team',
    body: teamMemberSchema,
    responses: { 201: z.object({ message: z.string(), results: memberAnswer }) },
  }),
  changeRole: route({
    method: 'PATCH',
    path: '/admin/team/:id',
    access: 'admin',
    permission: 'team',
    summary: "Change a member's role; it applies from their next request; 409 for an owner",
    params: teamMemberParamsSchema,
    body: teamRoleSchema,
    responses: { 200: z.object({ message: z.string(), results: memberAnswer }) },
  }),
  remove: route({
    method: 'DELETE',
    path: '/admin/team/:id',
    access: 'admin',
    permission: 'team',
    summary: 'Remove a member: their next admin request is refused whatever their token says; 409 for an owner',
    params: teamMemberParamsSchema,
    responses: { 200: z.object({ message: z.string() }) },
  }),
} as const;

export type TeamMemberAnswer = z.output<typeof memberAnswer>;
