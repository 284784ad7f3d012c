import { messages } from '../../../shared/messages';
import type { OrderStatus } from '../../../shared/order-status';
import { ORDER_STATUS_COLOURS } from '../../../shared/order-status';

// The spec names the colours; these are the Tailwind shades that read as them with enough contrast.
const colourClasses: Record<(typeof ORDER_STATUS_COLOURS)[OrderStatus], string> = {
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  green: 'bg-green-100 text-green-800 ring-green-300',
  blue: 'bg-blue-100 text-blue-800 ring-blue-300',
  purple: 'bg-purple-100 text-purple-800 ring-purple-300',
  'dark green': 'bg-green-800 text-white ring-green-900',
  red: 'bg-red-100 text-red-800 ring-red-300',
  grey: 'bg-gray-200 text-gray-800 ring-gray-300',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const colour = ORDER_STATUS_COLOURS[status] ?? 'grey';
  return (
    <span
      data-status={status}
      data-colour={colour}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ${colourClasses[colour]}`}
    >
      {messages.orderStatus[status]}
    </span>
  );
}
