import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import { DEFAULT_RETURN_POLICY } from '../../../../shared/returns';
import { useShopSettings } from '../../../lib/shop-settings';
import { paths } from '../../../paths';
import { ContentSection } from './content-page';

const m = messages.returns.policy;

/** The owner's returns policy as it stands in the shop settings (issue 36): window, reasons, who pays. */
export function ReturnPolicyValues() {
  const policy = useShopSettings() ?? DEFAULT_RETURN_POLICY;
  const shopPays = policy.returnReasons.filter((reason) => !policy.customerPaysReturnFor.includes(reason));
  const customerPays = policy.returnReasons.some((reason) => policy.customerPaysReturnFor.includes(reason));
  return (
    <ContentSection title={m.heading}>
      <div data-testid="return-policy" className="space-y-3">
        <p>
          <strong>{m.window(policy.returnWindowDays)}</strong>
        </p>
        <p>{m.fromMyOrders}</p>
        <p>{m.law}</p>
        <p>{m.reasons}</p>
        <ul>
          {policy.returnReasons.map((reason) => (
            <li key={reason}>{messages.returns.reasons[reason]}</li>
          ))}
        </ul>
        {shopPays.length > 0 && <p>{m.shopPays(shopPays.map((reason) => messages.returns.reasons[reason]).join(messages.format.separator))}</p>}
        {customerPays && <p>{m.customerPays}</p>}
        <p>{policy.exchangeShipsFree ? m.exchangeFree : m.exchangePaid}</p>
        <p>{m.refunds}</p>
        <p>
          {m.shippingFees} <Link to={paths.shipping}>{m.shippingPage}</Link>.
        </p>
      </div>
    </ContentSection>
  );
}

/** The policy's three points in a row of cards: the window and the choice from the settings, the condition of the piece. */
export function ReturnsAtAGlance() {
  const t = messages.content.returns;
  const policy = useShopSettings() ?? DEFAULT_RETURN_POLICY;
  const cards: Array<[string, string]> = [
    [m.glanceDays(policy.returnWindowDays), m.glanceDaysRest],
    [m.glanceChoice, m.glanceChoiceRest],
    t.glance[2] as [string, string],
  ];
  return (
    <ul className="mb-10 grid gap-3 sm:grid-cols-3" aria-label={t.glanceLabel}>
      {cards.map(([strong, rest]) => (
        <li key={rest} className="rounded-2xl bg-stone-50 p-5 text-center">
          <p className="font-serif text-xl font-semibold text-ink">{strong}</p>
          <p className="mt-1 text-sm text-gray-700">{rest}</p>
        </li>
      ))}
    </ul>
  );
}
