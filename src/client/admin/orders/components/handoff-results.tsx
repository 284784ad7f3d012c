import { messages } from '../../../../shared/messages';
import type { HandoffOrder } from './handoff-review';

const s = messages.deskShipping;

export type HandoffResult = { _id: string; ok: boolean; trackingNumber?: string; message?: string };

/** Each order's answer: its tracking number, why it failed, or that it was held back (Bosta does not serve it). */
export function HandoffResults({ orders, results }: { orders: HandoffOrder[]; results: Map<string, HandoffResult> }) {
  const answers = [...results.values()];
  const sent = answers.filter((result) => result.ok).length;
  return (
    <div role="status" data-testid="handoff-results" className="space-y-2 text-sm">
      <p className="font-semibold">{s.results(sent, answers.length - sent)}</p>
      <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200">
        {orders.map((order) => {
          const result = results.get(order._id);
          return (
            <li key={order._id} data-testid="handoff-result" data-ok={result?.ok ?? false} className="flex flex-wrap items-baseline gap-x-2 p-3">
              <span className="font-mono font-semibold">#{order.orderNumber}</span>
              {result?.ok ? (
                <span className="text-green-800">{s.sent(result.trackingNumber ?? null)}</span>
              ) : (
                <span className="text-red-700">{result ? (result.message ?? messages.common.somethingWentWrong) : s.notServed}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
