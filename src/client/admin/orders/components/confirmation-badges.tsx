import type { ConfirmationState } from '../../../../shared/confirmation';
import { messages } from '../../../../shared/messages';

const m = messages.deskConfirmation;

// Amber asks for action; green is done; red and grey are closed. Shades chosen for AA contrast.
const stateClasses: Record<ConfirmationState, string> = {
  awaiting: 'bg-amber-100 text-amber-900 ring-amber-300',
  confirmed: 'bg-green-100 text-green-800 ring-green-300',
  declined: 'bg-red-100 text-red-800 ring-red-300',
  expired: 'bg-gray-200 text-gray-800 ring-gray-300',
  not_needed: 'bg-white text-gray-700 ring-gray-300',
};

const badge = 'inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1';

/** The order's confirmation state in words ("Awaiting confirmation", "Confirmed", …). */
export function ConfirmationBadge({ state }: { state: ConfirmationState }) {
  return (
    <span data-testid="confirmation-badge" data-confirmation={state} className={`${badge} ${stateClasses[state]}`}>
      {m.states[state]}
    </span>
  );
}

export type Risk = { orders: number; delivered: number; refused: number };

/** "2 refused of 5" for the phone's orders, red when any was refused at the door; "First order" for a new phone. */
export function RiskBadge({ risk }: { risk: Risk }) {
  const firstOrder = risk.orders <= 1 && risk.refused === 0;
  const risky = risk.refused > 0;
  return (
    <span data-testid="risk-badge" data-refused={risk.refused} className={`${badge} ${risky ? 'bg-red-600 text-white ring-red-700' : 'bg-gray-100 text-gray-700 ring-gray-200'}`}>
      <span className="sr-only">{m.riskPrefix} </span>
      {firstOrder ? m.firstOrder : m.risk(risk.refused, risk.orders)}
    </span>
  );
}
