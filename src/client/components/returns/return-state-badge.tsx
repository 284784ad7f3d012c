import { messages } from '../../../shared/messages';
import type { ReturnState } from '../../../shared/returns';

const colours: Record<ReturnState, string> = {
  requested: 'bg-amber-100 text-amber-900',
  approved: 'bg-blue-100 text-blue-900',
  rejected: 'bg-red-100 text-red-900',
  in_transit: 'bg-purple-100 text-purple-900',
  received: 'bg-teal-100 text-teal-900',
  refunded: 'bg-gray-200 text-gray-900',
  exchanged: 'bg-green-100 text-green-900',
  closed: 'bg-gray-100 text-gray-700',
};

export function ReturnStateBadge({ state }: { state: ReturnState }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${colours[state]}`}>{messages.returns.states[state]}</span>;
}
