import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import { formatLE } from '../../../../shared/money';
import { FREE_SHIPPING_THRESHOLD_PIASTRES, shippingFeeTable } from '../../../../shared/shipping-fee';
import { paths } from '../../../paths';
import { ContentPage, ContentSection } from '../components/content-page';

const t = messages.content.shipping;

// Computed from the shared shipping rules, so this page can never disagree with checkout.
const feeTable = shippingFeeTable();
const freeFrom = formatLE(FREE_SHIPPING_THRESHOLD_PIASTRES);
const feeGroups = [...new Set(feeTable.map((row) => row.feePiastres))]
  .sort((a, b) => a - b)
  .map((fee) => ({ fee, governorates: feeTable.filter((row) => row.feePiastres === fee).map((row) => row.governorate) }));

export function Component() {
  return (
    <ContentPage eyebrow={t.eyebrow} title={t.title} intro={t.intro}>
      <ul className="mb-10 grid gap-3 sm:grid-cols-3" aria-label="Delivery fees at a glance">
        <li className="rounded-2xl bg-ink p-5 text-center text-white">
          <p className="font-serif text-2xl font-semibold">{messages.checkout.freeShipping}</p>
          <p className="mt-1 text-sm text-gray-300">on orders of {freeFrom} or more</p>
        </li>
        {feeGroups.map((group) => (
          <li key={group.fee} className="rounded-2xl bg-stone-50 p-5 text-center">
            <p className="font-serif text-2xl font-semibold text-ink">{formatLE(group.fee)}</p>
            <p className="mt-1 text-sm text-gray-700">
              {group.governorates.length === 1 ? `to ${group.governorates[0]}` : `to the other ${group.governorates.length} governorates`}
            </p>
          </li>
        ))}
      </ul>

      <ContentSection title="Free shipping">
        <p>
          Delivery is <strong>free when your cart total is {freeFrom} or more</strong>, anywhere in Egypt. The total counts before any
          promo-code discount, so WELCOME10 never costs you free shipping.
        </p>
      </ContentSection>

      <ContentSection title="Cash on delivery">
        <p>
          You pay <strong>in cash to the courier</strong> when your parcel arrives; there is nothing to pay online. The amount is the
          total shown at checkout: your cart, minus any discount, plus the delivery fee. Having the exact amount ready helps the courier.
        </p>
      </ContentSection>

      <ContentSection title="Delivery times">
        <ul>
          <li>
            <strong>Cairo and Giza:</strong> usually 2 to 3 working days.
          </li>
          <li>
            <strong>Alexandria and the Delta governorates:</strong> usually 3 to 4 working days.
          </li>
          <li>
            <strong>Canal cities, Upper Egypt, Red Sea, Sinai, Matruh and New Valley:</strong> usually 4 to 6 working days.
          </li>
        </ul>
        <p>
          Working days are Saturday to Thursday; public holidays and sale seasons can add a day or two. The courier calls you before
          coming, so please keep your phone reachable.
        </p>
      </ContentSection>

      <ContentSection title="Delivery fee by governorate">
        <p>The fee applies to orders below {freeFrom}; the checkout shows it as soon as you choose your governorate.</p>
        <div className="overflow-hidden rounded-2xl border border-gray-200">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">Delivery fee for each governorate, for orders below {freeFrom}</caption>
            <thead className="bg-stone-50 text-xs tracking-widest text-gray-700 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  Governorate
                </th>
                <th scope="col" className="px-4 py-3 text-end font-semibold">
                  Delivery fee
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200">
              {feeTable.map((row) => (
                <tr key={row.governorate}>
                  <th scope="row" className="px-4 py-2.5 text-start font-normal text-ink">
                    {row.governorate}
                  </th>
                  <td className="px-4 py-2.5 text-end tabular-nums">{formatLE(row.feePiastres)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ContentSection>

      <ContentSection title="Exchanges">
        <p>
          Need another size? You can ask for an exchange within 3 days of delivery. Read the{' '}
          <Link to={paths.returns}>returns and exchanges policy</Link>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
