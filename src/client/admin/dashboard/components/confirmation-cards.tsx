import { messages } from '../../../../shared/messages';
import { formatPoundsLE } from '../../../components/ui/money';
import type { ConfirmationFigures } from '../api/dashboard-api';

const m = messages.deskConfirmation;

const cardClass = 'rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6';
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const rate = (value: number | null) => (value === null ? '–' : percent.format(value));

/** This month's confirmation rate, refusal rate and shipping lost to refusals, in the cash cards' style. */
export function ConfirmationCards({ figures }: { figures: ConfirmationFigures | undefined }) {
  const cards = [
    { label: m.confirmationRate, value: figures && rate(figures.confirmationRate), hint: figures?.confirmationRate === null ? m.noFigures : m.confirmationRateHint, accent: 'bg-emerald-600' },
    { label: m.refusalRate, value: figures && rate(figures.refusalRate), hint: figures?.refusalRate === null ? m.noFigures : m.refusalRateHint, accent: 'bg-red-600' },
    { label: m.shippingLost, value: figures && formatPoundsLE(figures.shippingLostToRefusals), hint: m.shippingLostHint, accent: 'bg-amber-600' },
  ];
  return (
    <section aria-labelledby="confirmation-figures-heading" className="mt-8">
      <h2 id="confirmation-figures-heading" className="mb-3 text-lg font-semibold">
        {m.figuresHeading}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3" aria-busy={!figures}>
        {cards.map((card) => (
          <li key={card.label} className={cardClass} data-testid="confirmation-card">
            <div className="flex items-center gap-2">
              <span aria-hidden="true" className={`size-2.5 rounded-full ${card.accent}`} />
              <h3 className="text-sm font-medium tracking-wide text-gray-600 uppercase">{card.label}</h3>
            </div>
            {card.value === undefined ? (
              <div className="mt-3 h-9 w-32 animate-pulse rounded-lg bg-gray-100" />
            ) : (
              <>
                <p className="mt-3 text-3xl font-bold tabular-nums text-ink">{card.value}</p>
                <p className="mt-1 text-sm text-gray-600">{card.hint}</p>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
