import { messages } from '../../../../shared/messages';
import { AdminToaster } from '../../../components/ui/admin-toaster';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSettlements } from '../api/cash-api';
import { SettlementsList } from '../components/settlements-list';
import { UnsettledCourier } from '../components/unsettled-courier';

const m = messages.courierCash;

/** /courierCash: per courier the cash collected on delivery and not settled, the orders behind it, and the settlements. */
export function Component() {
  useDocumentTitle(m.title);
  const cash = useSettlements();
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold">{m.title}</h1>
        <p className="mt-2 text-sm text-gray-600">{m.intro}</p>
      </div>
      {cash.isPending ? (
        <div role="status" aria-label={m.loading} className="space-y-3">
          {[0, 1].map((key) => (
            <div key={key} className="h-32 animate-pulse rounded-2xl bg-gray-100" />
          ))}
        </div>
      ) : cash.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          <span>{m.fetchFailed}</span>
          <button type="button" onClick={() => void cash.refetch()} className="rounded-lg border border-red-300 bg-white px-3 py-1.5 text-sm font-medium">
            {m.retry}
          </button>
        </div>
      ) : (
        <>
          <section aria-labelledby="unsettled-heading" className="space-y-3">
            <h2 id="unsettled-heading" className="text-lg font-semibold">
              {m.unsettledHeading}
            </h2>
            {cash.data.unsettled.length === 0 ? (
              <p className="text-sm text-gray-700">{m.nothingUnsettled}</p>
            ) : (
              // Keyed by its orders: after a settlement the rest are all chosen again.
              cash.data.unsettled.map((unsettled) => <UnsettledCourier key={`${unsettled.courier}:${unsettled.orders.map((order) => order._id).join()}`} unsettled={unsettled} />)
            )}
          </section>
          <section aria-labelledby="settlements-heading" className="space-y-3">
            <h2 id="settlements-heading" className="text-lg font-semibold">
              {m.settlementsHeading}
            </h2>
            <SettlementsList settlements={cash.data.settlements} />
          </section>
        </>
      )}
      <AdminToaster />
    </section>
  );
}
