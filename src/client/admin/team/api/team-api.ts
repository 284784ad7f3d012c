import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamRole } from '../../../../shared/roles';
import type { TeamMemberInput } from '../../../../shared/schemas/team';
import { callApi, endpoints } from '../../../lib/api-client';

const teamKey = ['admin', 'team'] as const;

export function useTeam() {
  return useQuery({ queryKey: teamKey, queryFn: async () => (await callApi(endpoints.team.list)).members, staleTime: 0 });
}

function useSettle() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: teamKey });
}

export function useAddMember() {
  const settle = useSettle();
  return useMutation({ mutationFn: (body: TeamMemberInput) => callApi(endpoints.team.add, { body }), onSettled: settle });
}

export function useChangeRole() {
  const settle = useSettle();
  return useMutation({ mutationFn: ({ id, role }: { id: string; role: TeamRole }) => callApi(endpoints.team.changeRole, { params: { id }, body: { role } }), onSettled: settle });
}

export function useRemoveMember() {
  const settle = useSettle();
  return useMutation({ mutationFn: (id: string) => callApi(endpoints.team.remove, { params: { id } }), onSettled: settle });
}
