import { messages } from '../../../../shared/messages';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCashSummary, useConfirmationFigures, useCourierCash, useSalesSummary } from '../api/dashboard-api';
import { AbandonedCartCards } from '../components/abandoned-cart-cards';
import { CashCards } from '../components/cash-cards';
import { ConfirmationCards } from '../components/confirmation-cards';
import { CourierCashCards } from '../components/courier-cash-cards';
import { SettingsNotice } from '../components/settings-notice';
import { SummaryCards } from '../components/summary-cards';

const m = messages.dashboard;

/**
 * /dashboard and /dashboardDetails: the spec's three sales cards, the cash-on-delivery cards, the
 * courier cash, then this month's confirmation rate. Refusals appear once, over the last 30 days.
 */
export function Component() {
  useDocumentTitle(m.summaryTitle);
  const summary = useSalesSummary();
  const cash = useCashSummary();
  const confirmation = useConfirmationFigures();
  const courierCash = useCourierCash();
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="mb-4 text-2xl font-bold">{m.summaryTitle}</h1>
      <SettingsNotice />
      {summary.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {m.summaryFetchFailed}
        </p>
      ) : (
        <>
          {summary.isPending && <span className="sr-only" role="status">{m.loading}</span>}
          <SummaryCards summary={summary.data} />
        </>
      )}
      {cash.isError ? (
        <p role="alert" className="mt-8 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {m.cashFetchFailed}
        </p>
      ) : (
        <CashCards cash={cash.data} />
      )}
      <CourierCashCards cash={courierCash.data} refusals={cash.data} failed={courierCash.isError} />
      {confirmation.isError ? (
        <p role="alert" className="mt-8 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {messages.deskConfirmation.figuresFailed}
        </p>
      ) : (
        <ConfirmationCards figures={confirmation.data} />
      )}
      <AbandonedCartCards />
    </section>
  );
}
