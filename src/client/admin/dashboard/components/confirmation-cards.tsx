import { messages } from '../../../../shared/messages';
import type { ConfirmationFigures } from '../api/dashboard-api';
import { FigureCards, type Figure } from './figure-cards';

const m = messages.deskConfirmation;

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const rate = (value: number | null) => (value === null ? '–' : percent.format(value));

/**
 * This month's confirmation rate, in the cash cards' style. The refusal figures are shown once
 * on the dashboard, over one window (last 30 days): the rate in the cash cards, the shipping
 * they cost in the courier cards. A second rate and a second loss here, over this month (and
 * the loss from other rows), showed other numbers for the same refusals.
 */
export function ConfirmationCards({ figures }: { figures: ConfirmationFigures | undefined }) {
  const cards: Figure[] = [
    { label: m.confirmationRate, value: figures && rate(figures.confirmationRate), hint: figures?.confirmationRate === null ? m.noFigures : m.confirmationRateHint, accent: 'bg-emerald-600' },
  ];
  return (
    <section aria-labelledby="confirmation-figures-heading" className="mt-8">
      <h2 id="confirmation-figures-heading" className="mb-3 text-lg font-semibold">
        {m.figuresHeading}
      </h2>
      <FigureCards figures={cards} busy={!figures} testId="confirmation-card" />
    </section>
  );
}
