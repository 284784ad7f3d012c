import { useState } from 'react';
import { governorateName, messages } from '../../../../shared/messages';
import { DistrictSearch, districtLabel, type District } from './district-search';

const s = messages.deskShipping;

export type HandoffOrder = { _id: string; orderNumber: number; city: string; governorate: string };
export type DistrictMatch = { _id: string; match: (District & { score: number }) | null; serviceable: boolean };

/** Where each order goes with Bosta: the chosen district, or the proposed one, and whether Bosta serves it. */
export type Placement = { district: District | null; serviceable: boolean; chosen: boolean };

export function placementOf(order: HandoffOrder, matches: Map<string, DistrictMatch>, chosen: Map<string, District>): Placement {
  const choice = chosen.get(order._id);
  // A district the desk chose is sent as chosen: the server says if Bosta still cannot serve it.
  if (choice) return { district: choice, serviceable: choice.serviceable ?? true, chosen: true };
  const match = matches.get(order._id);
  return { district: match?.match ?? null, serviceable: match?.serviceable ?? false, chosen: false };
}

type Props = { orders: HandoffOrder[]; matches: Map<string, DistrictMatch>; chosen: Map<string, District>; onChoose: (orderId: string, district: District) => void };

/** One line per order: its address, the Bosta district it will be sent with, and a way to change it. */
export function HandoffReview({ orders, matches, chosen, onChoose }: Props) {
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200" data-testid="handoff-review">
      {orders.map((order) => {
        const placement = placementOf(order, matches, chosen);
        const problem = !placement.district ? s.noMatch : !placement.serviceable ? s.notServed : null;
        return (
          <li key={order._id} data-testid="handoff-order" data-serviceable={placement.district !== null && placement.serviceable} className="p-3 text-sm">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-mono font-semibold">#{order.orderNumber}</p>
                <p className="text-gray-700">{[order.city, governorateName(order.governorate)].join(messages.format.separator)}</p>
              </div>
              <button
                type="button"
                onClick={() => setEditing(editing === order._id ? null : order._id)}
                aria-label={s.changeDistrict(order.orderNumber)}
                aria-expanded={editing === order._id}
                className="min-h-10 rounded-lg border border-gray-300 px-3 text-xs font-semibold"
              >
                {s.change}
              </button>
            </div>
            <p className="mt-1">
              <span className="text-gray-600">{s.district}: </span>
              {placement.district ? <strong data-testid="handoff-district">{districtLabel(placement.district)}</strong> : '–'}
            </p>
            {problem && (
              <p data-testid="handoff-problem" className="mt-1 rounded-lg bg-red-50 px-2 py-1 font-medium text-red-800">
                {problem}
              </p>
            )}
            {editing === order._id && (
              <DistrictSearch
                orderNumber={order.orderNumber}
                initial={order.city}
                onCancel={() => setEditing(null)}
                onChoose={(district) => {
                  onChoose(order._id, district);
                  setEditing(null);
                }}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
