import { messages } from '../../../../shared/messages';
import { formatPoundsLE } from '../../../components/ui/money';
import type { ConfirmationFigures } from '../api/dashboard-api';
import { FigureCards, type Figure } from './figure-cards';

const m = messages.deskConfirmation;

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const rate = (value: number | null) => (value === null ? '–' : percent.format(value));

/** This month's confirmation rate, refusal rate and shipping lost to refusals, in the cash cards' style. */
export function ConfirmationCards({ figures }: { figures: ConfirmationFigures | undefined }) {
  const cards: Figure[] = [
    { label: m.confirmationRate, value: figures && rate(figures.confirmationRate), hint: figures?.confirmationRate === null ? m.noFigures : m.confirmationRateHint, accent: 'bg-emerald-600' },
    { label: m.refusalRate, value: figures && rate(figures.refusalRate), hint: figures?.refusalRate === null ? m.noFigures : m.refusalRateHint, accent: 'bg-red-600' },
    { label: m.shippingLost, value: figures && formatPoundsLE(figures.shippingLostToRefusals), hint: m.shippingLostHint, accent: 'bg-amber-600' },
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
