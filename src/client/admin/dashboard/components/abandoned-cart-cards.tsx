import { useQuery } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages';
import { formatPoundsLE } from '../../../components/ui/money';
import { callApi, endpoints } from '../../../lib/api-client';
import { FigureCards, type Figure } from './figure-cards';

const m = messages.promotions.abandoned;

/** This month's value left in abandoned carts and the sales their reminders brought back (issue 38). */
export function AbandonedCartCards() {
  const figures = useQuery({
    queryKey: ['admin', 'abandoned-carts', 'month'],
    queryFn: async () => (await callApi(endpoints.abandonedCarts.list, { query: { page: 1 } })).month,
    staleTime: 0,
  });
  if (figures.isError) return null;
  const cards: Figure[] = [
    { label: m.monthAbandoned, value: figures.data && formatPoundsLE(figures.data.abandonedValue), hint: undefined, accent: 'bg-amber-600' },
    { label: m.monthRecovered, value: figures.data && formatPoundsLE(figures.data.recoveredSales), hint: undefined, accent: 'bg-emerald-600' },
  ];
  return (
    <section aria-labelledby="abandoned-figures-heading" className="mt-8">
      <h2 id="abandoned-figures-heading" className="mb-3 text-lg font-semibold">
        {m.title}
      </h2>
      <FigureCards figures={cards} busy={!figures.data} testId="abandoned-card" />
    </section>
  );
}
