import { messages } from '../../../../shared/messages';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSalesSummary } from '../api/dashboard-api';
import { DashboardNav } from '../components/dashboard-nav';
import { SettingsNotice } from '../components/settings-notice';
import { SummaryCards } from '../components/summary-cards';

const m = messages.dashboard;

/** /dashboard and /dashboardDetails: the three sales cards. */
export function Component() {
  useDocumentTitle(m.summaryTitle);
  const summary = useSalesSummary();
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="mb-4 text-2xl font-bold">{m.summaryTitle}</h1>
      <DashboardNav />
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
    </section>
  );
}
