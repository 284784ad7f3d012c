import type { ConfirmationState, StaffAnswer } from '../../../../shared/confirmation';
import { messages } from '../../../../shared/messages';
import { ApiError } from '../../../lib/api-client';
import { useStaffConfirmation } from '../api/confirmation';

const m = messages.deskConfirmation;

type Props = {
  order: { _id: string; orderNumber: number; confirmation: { state: ConfirmationState } };
  size?: 'small' | 'large';
  /** Told as the desk answers: these buttons leave with the answer, so the screen moves focus somewhere that stays. */
  onAnswer?: (orderId: string) => void;
};

/**
 * One click after the phone call: Confirm (the order moves to placed) or Decline (cancelled,
 * stock back). Shown only while the order awaits its confirmation; a refusal shows its reason.
 */
export function ConfirmationActions({ order, size = 'small', onAnswer }: Props) {
  const staff = useStaffConfirmation();
  if (order.confirmation.state !== 'awaiting') return null;
  const failure = staff.data?.results.find((result) => !result.ok);
  const error = failure ? (failure.message ?? messages.common.somethingWentWrong) : staff.error ? (staff.error instanceof ApiError ? staff.error.message : messages.common.somethingWentWrong) : undefined;
  const answer = (value: StaffAnswer) => {
    onAnswer?.(order._id);
    staff.mutate({ ids: [order._id], answer: value });
  };
  const button = size === 'large' ? 'min-h-11 flex-1 px-4 py-2 text-sm' : 'min-h-9 px-3 py-1 text-xs';
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={staff.isPending}
          onClick={() => answer('confirm')}
          aria-label={m.confirmOrder(order.orderNumber)}
          className={`rounded-lg bg-green-700 font-semibold text-white hover:bg-green-800 disabled:opacity-60 ${button}`}
        >
          {m.confirm}
        </button>
        <button
          type="button"
          disabled={staff.isPending}
          onClick={() => answer('decline')}
          aria-label={m.declineOrder(order.orderNumber)}
          className={`rounded-lg border border-red-300 bg-white font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60 ${button}`}
        >
          {m.decline}
        </button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
