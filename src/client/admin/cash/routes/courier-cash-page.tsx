import { messages } from '../../../../shared/messages';
import { AdminLoadFailed, AdminScreenHeading } from '../../../components/ui/admin-screen';
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
      <AdminScreenHeading title={m.title} intro={m.intro} />
      {cash.isPending ? (
        <div role="status" aria-label={m.loading} className="space-y-3">
          {[0, 1].map((key) => (
            <div key={key} className="h-32 animate-pulse rounded-2xl bg-gray-100" />
          ))}
        </div>
      ) : cash.isError ? (
        <AdminLoadFailed text={m.fetchFailed} retryLabel={m.retry} onRetry={() => void cash.refetch()} />
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
