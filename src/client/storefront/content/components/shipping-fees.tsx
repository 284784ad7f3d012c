import { governorateName, messages } from '../../../../shared/messages';
import { formatLE } from '../../../../shared/money';
import { FREE_SHIPPING_THRESHOLD_PIASTRES, shippingFeeTable } from '../../../../shared/shipping-fee';

// Computed from the shared shipping rules, so the shipping page can never disagree with checkout.
const feeTable = shippingFeeTable();
const feeGroups = [...new Set(feeTable.map((row) => row.feePiastres))]
  .sort((a, b) => a - b)
  .map((fee) => ({ fee, governorates: feeTable.filter((row) => row.feePiastres === fee).map((row) => row.governorate) }));

/** The free-shipping threshold as the page's language writes it. */
export const freeShippingFrom = () => formatLE(FREE_SHIPPING_THRESHOLD_PIASTRES);

/** Free shipping and each fee with the governorates it applies to, in a row of cards. */
export function FeesAtAGlance() {
  const t = messages.content.shipping;
  return (
    <ul className="mb-10 grid gap-3 sm:grid-cols-3" aria-label={t.glanceLabel}>
      <li className="rounded-2xl bg-ink p-5 text-center text-white">
        <p className="font-serif text-2xl font-semibold">{messages.checkout.freeShipping}</p>
        <p className="mt-1 text-sm text-gray-300">{t.freeFrom(freeShippingFrom())}</p>
      </li>
      {feeGroups.map((group) => (
        <li key={group.fee} className="rounded-2xl bg-stone-50 p-5 text-center">
          <p className="font-serif text-2xl font-semibold text-ink">{formatLE(group.fee)}</p>
          <p className="mt-1 text-sm text-gray-700">
            {group.governorates.length === 1 ? t.toGovernorate(governorateName(group.governorates[0]!)) : t.toOtherGovernorates(group.governorates.length)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Every governorate with its delivery fee. */
export function FeeTable() {
  const t = messages.content.shipping;
  return (
    <div className="overflow-hidden rounded-2xl border border-gray-200">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t.tableCaption(freeShippingFrom())}</caption>
        <thead className="bg-stone-50 text-xs tracking-widest text-gray-700 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 text-start font-semibold">
              {t.governorateColumn}
            </th>
            <th scope="col" className="px-4 py-3 text-end font-semibold">
              {t.feeColumn}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {feeTable.map((row) => (
            <tr key={row.governorate}>
              <th scope="row" className="px-4 py-2.5 text-start font-normal text-ink">
                {governorateName(row.governorate)}
              </th>
              <td className="px-4 py-2.5 text-end tabular-nums">{formatLE(row.feePiastres)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
