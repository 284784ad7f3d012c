import * as Dialog from '@radix-ui/react-dialog';
import { useMemo, useState } from 'react';
import { messages } from '../../../../shared/messages';
import type { Courier } from '../../../../shared/shipping-courier';
import { ApiError } from '../../../lib/api-client';
import { useDistrictMatches, useRefreshDistricts, useSendShipments } from '../api/shipments';
import type { District } from './district-search';
import { HandoffResults, type HandoffResult } from './handoff-results';
import { HandoffReview, placementOf, type DistrictMatch, type HandoffOrder } from './handoff-review';

const s = messages.deskShipping;

type Props = {
  courier: Courier;
  orders: HandoffOrder[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent?: () => void;
  /** Where focus goes once the dialog has closed (Radix's onCloseAutoFocus): by default back to what opened it. */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * The hand-off: for Bosta, each address's proposed district to accept or change (and those Bosta
 * cannot serve said so) before anything is sent; then each order's own answer (its tracking
 * number, or why not), with a retry of the failures that never creates a second shipment.
 */
export function HandoffDialog({ courier, orders, open, onOpenChange, onSent, onCloseAutoFocus }: Props) {
  const bosta = courier === 'bosta';
  const orderIds = useMemo(() => orders.map((order) => order._id), [orders]);
  const districts = useDistrictMatches(orderIds, open && bosta);
  const matches = useMemo(() => new Map<string, DistrictMatch>((districts.data ?? []).map((match) => [match._id, match])), [districts.data]);
  const [chosen, setChosen] = useState<Map<string, District>>(new Map());
  const [results, setResults] = useState<Map<string, HandoffResult>>(new Map());
  const send = useSendShipments();
  const refresh = useRefreshDistricts();

  const placements = new Map(orders.map((order) => [order._id, placementOf(order, matches, chosen)]));
  // Bosta gets only the addresses it serves; the others stay on the list, flagged, until changed.
  const ready = bosta ? orders.filter((order) => placements.get(order._id)?.district && placements.get(order._id)?.serviceable) : orders;
  const failed = [...results.values()].filter((result) => !result.ok);

  const handOver = (ids: string[]) => {
    const chosenDistricts = Object.fromEntries(ids.flatMap((id) => (placements.get(id)?.district ? [[id, placements.get(id)!.district!.districtId]] : [])));
    send.mutate(
      { orderIds: ids, courier, ...(bosta ? { districts: chosenDistricts } : {}) },
      {
        onSuccess: ({ results: answers }) => {
          setResults((current) => new Map([...current, ...answers.map((answer): [string, HandoffResult] => [answer._id, answer])]));
          onSent?.();
        },
      },
    );
  };
  const close = (next: boolean) => {
    if (!next) {
      setResults(new Map());
      setChosen(new Map());
      send.reset();
    }
    onOpenChange(next);
  };
  const courierName = messages.courier.couriers[courier];
  // Bosta not connected (or its districts unreadable): the message says so, and no disabled "Send 0" stands under it.
  const cannotSend = bosta && districts.isError;

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-x-2 top-1/2 z-50 mx-auto flex max-h-[calc(100dvh-1.5rem)] max-w-2xl -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl sm:inset-x-4 sm:max-h-[calc(100dvh-4rem)]">
          <div className="border-b border-gray-200 p-4 sm:p-5">
            <Dialog.Title className="text-lg font-bold">{s.reviewTitle(courierName, orders.length)}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-gray-700">{bosta ? s.reviewIntro : s.ownIntro}</Dialog.Description>
          </div>
          <div className="flex-1 space-y-3 overflow-y-auto p-4 sm:p-5">
            {results.size > 0 ? (
              <HandoffResults orders={orders} results={results} />
            ) : bosta && districts.isPending ? (
              <p role="status">{s.loadingDistricts}</p>
            ) : bosta && districts.isError ? (
              <p role="alert" className="text-red-700">
                {districts.error instanceof ApiError ? districts.error.message : s.districtsFailed}
              </p>
            ) : bosta ? (
              <>
                <HandoffReview orders={orders} matches={matches} chosen={chosen} onChoose={(orderId, district) => setChosen((current) => new Map(current).set(orderId, district))} />
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <button type="button" disabled={refresh.isPending} onClick={() => refresh.mutate()} className="min-h-10 rounded-lg border border-gray-300 px-3 font-medium disabled:opacity-60">
                    {refresh.isPending ? s.refreshing : s.refreshDistricts}
                  </button>
                  {refresh.data && <p role="status">{refresh.data.message}</p>}
                  {refresh.error && (
                    <p role="alert" className="text-red-700">
                      {refresh.error instanceof ApiError ? refresh.error.message : messages.common.somethingWentWrong}
                    </p>
                  )}
                </div>
              </>
            ) : (
              <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 text-sm">
                {orders.map((order) => (
                  <li key={order._id} className="p-3">
                    <span className="font-mono font-semibold">#{order.orderNumber}</span> <span className="text-gray-700">{order.city}</span>
                  </li>
                ))}
              </ul>
            )}
            {send.error && (
              <p role="alert" className="text-sm text-red-700">
                {send.error instanceof ApiError ? send.error.message : messages.common.somethingWentWrong}
              </p>
            )}
          </div>
          <div className="flex flex-wrap justify-end gap-2 border-t border-gray-200 p-4 sm:p-5">
            <Dialog.Close className="min-h-11 rounded-lg border border-gray-300 px-4 py-2">{results.size > 0 || cannotSend ? s.close : s.cancel}</Dialog.Close>
            {results.size > 0 ? (
              failed.length > 0 && (
                <button type="button" disabled={send.isPending} onClick={() => handOver(failed.map((result) => result._id))} className="min-h-11 rounded-lg bg-ink px-4 py-2 font-semibold text-white disabled:opacity-60">
                  {send.isPending ? s.sending : s.retry(failed.length)}
                </button>
              )
            ) : cannotSend ? null : (
              <button
                type="button"
                disabled={send.isPending || ready.length === 0 || (bosta && !districts.isSuccess)}
                onClick={() => handOver(ready.map((order) => order._id))}
                className="min-h-11 rounded-lg bg-ink px-4 py-2 font-semibold text-white disabled:opacity-60"
              >
                {send.isPending ? s.sending : s.send(ready.length)}
              </button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
