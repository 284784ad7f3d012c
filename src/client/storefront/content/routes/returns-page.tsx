import { messages } from '../../../../shared/messages';
import { ContentPage, ContentSection } from '../components/content-page';
import { ExchangeRequestActions } from '../components/exchange-request';
import { ReturnPolicyValues, ReturnsAtAGlance } from '../components/return-policy';

const t = messages.content.returns;

/** The returns policy: the owner's values from the shop settings (issue 36), the piece's condition, and how to ask. */
export function Component() {
  return (
    <ContentPage eyebrow={t.eyebrow} title={t.title} intro={messages.returns.policy.intro}>
      <ReturnsAtAGlance />
      <ReturnPolicyValues />

      <ContentSection title="Unused, with the tags on">
        <ul>
          <li>The item must be unused, unwashed and not altered.</li>
          <li>All original tags must still be attached, and it should come back in its original packaging.</li>
          <li>Items that show wear, perfume, make-up or stains cannot be exchanged.</li>
        </ul>
      </ContentSection>

      <ContentSection title="Check your order while the courier is there">
        <p>
          You may look at your order when it arrives, before you pay, and refuse it at the door. Once you have accepted the parcel, ask for a
          return or an exchange from <strong>My orders</strong> within the days above.
        </p>
      </ContentSection>

      <ContentSection title="How to ask for a return or an exchange">
        <ol className="list-decimal space-y-2 ps-5">
          <li>In My orders, choose "Return or exchange" on the delivered order, then the pieces, the reason, and your money back or another size.</li>
          <li>Without an account, message us on WhatsApp or by e-mail with your order number, the item, and what you would like instead.</li>
          <li>We confirm the request and send a courier, who takes the pieces back (and brings the new size for an exchange).</li>
        </ol>
        <ExchangeRequestActions />
      </ContentSection>
    </ContentPage>
  );
}
