import { useEffect, useRef } from 'react';
import type { ConfirmationAnswer } from '../../../../shared/contract/answers';
import { messages } from '../../../../shared/messages';
import { formatDateTime } from '../../../../shared/money';
import { ConfirmationActions } from './confirmation-actions';
import { ConfirmationBadge } from './confirmation-badges';

const m = messages.deskConfirmation;

type Props = { order: { _id: string; orderNumber: number; confirmation: ConfirmationAnswer } };

/** The detail's confirmation: its state, who answered and when, and the desk's buttons while it awaits. */
export function ConfirmationPanel({ order }: Props) {
  const { state, by, at } = order.confirmation;
  // The buttons leave with the answer: focus goes to the heading, whose badge now says how it went.
  const heading = useRef<HTMLHeadingElement>(null);
  const answered = useRef(false);
  useEffect(() => {
    if (!answered.current || state === 'awaiting') return;
    answered.current = false;
    heading.current?.focus();
  }, [state]);
  return (
    <section aria-labelledby="confirmation-heading" data-testid="confirmation-panel" className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="confirmation-heading" ref={heading} tabIndex={-1} className="font-semibold">
          {m.heading}
        </h2>
        <ConfirmationBadge state={state} />
      </div>
      {by && at && <p className="text-sm text-gray-700">{m.byAt(m.by[by], formatDateTime(at))}</p>}
      {state === 'awaiting' && (
        <>
          <ConfirmationActions
            order={order}
            size="large"
            onAnswer={() => {
              answered.current = true;
            }}
          />
          <ul className="list-disc space-y-0.5 ps-5 text-xs text-gray-600">
            <li>{m.confirmHint}</li>
            <li>{m.declineHint}</li>
          </ul>
        </>
      )}
    </section>
  );
}
