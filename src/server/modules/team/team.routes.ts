import { team as routes } from '../../../shared/contract/team';
import { messages } from '../../../shared/messages';
import { implement } from '../../http/api-routes';
import { answerLanguage } from '../../plugins/language-preference';
import type { App } from '../../types';
import { addMember, changeRole, listTeam, removeMember } from './team.service';

const m = messages.team.api;

/** The Team screen's API (owners only: the routes' `team` permission). */
export function teamRoutes(app: App) {
  const deps = app.deps;
  return implement(routes, {
    list: () => listTeam(deps),
    add: async (request, reply, caller) => {
      // The mail is written in the language the owner is using the admin in (the shop has no
      // language setting of its own; see the issue-37 report).
      const results = await addMember(deps, request.body, caller.email, answerLanguage(request));
      return reply.code(201).send({ message: m.memberAdded, results });
    },
    changeRole: async (request) => ({ message: m.roleChanged, results: await changeRole(deps, request.params.id, request.body.role) }),
    remove: async (request) => {
      await removeMember(deps, request.params.id);
      return { message: m.memberRemoved };
    },
  });
}
