import { messages } from '../../../../shared/messages';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import { ContentPage, ContentSection } from '../components/content-page';
import { ExchangeRequestActions, ReturnsAtAGlance } from '../components/exchange-request';

const t = messages.content.returns;

/** The return policy (exchanges only, within 3 days of delivery), with the two ways to ask for an exchange. */
export function Component() {
  return (
    <ContentPage eyebrow={t.eyebrow} title={t.title} intro={t.intro}>
      <ReturnsAtAGlance />

      <ContentSection title="Exchanges only">
        <p>
          We do not refund orders. If something is not right, you can exchange it for <strong>another size or another item</strong>. Our
          team confirms any price difference with you before the new item is sent.
        </p>
      </ContentSection>

      <ContentSection title="Within 3 days of delivery">
        <p>
          Ask for an exchange <strong>within 3 days of the day your order was delivered</strong>. After that we can no longer accept it.
        </p>
      </ContentSection>

      <ContentSection title="Unused, with the tags on">
        <ul>
          <li>The item must be unused, unwashed and not altered.</li>
          <li>All original tags must still be attached, and it should come back in its original packaging.</li>
          <li>Items that show wear, perfume, make-up or stains cannot be exchanged.</li>
        </ul>
      </ContentSection>

      <ContentSection title="Check your order while the courier is there">
        <p>
          You may look at your order when it arrives, before you pay. <strong>Returns are not accepted after the courier leaves</strong>: once
          you have accepted the parcel, the only option is an exchange under this policy.
        </p>
      </ContentSection>

      <ContentSection title="Who pays the shipping">
        <p>
          The customer pays the delivery cost of an exchange. <strong>If the mistake was ours</strong> (a wrong item or size, or a defect),
          we pay the shipping both ways.
        </p>
        <p>
          Delivery fees are listed on our <Link to={paths.shipping}>shipping page</Link>.
        </p>
      </ContentSection>

      <ContentSection title="How to ask for an exchange">
        <ol className="list-decimal space-y-2 ps-5">
          <li>Message us on WhatsApp or by e-mail with your order number, the item, and the size or item you would like instead.</li>
          <li>Add a photo of the item with its tags.</li>
          <li>We confirm the exchange and send a courier, who brings the new item and takes back the old one.</li>
        </ol>
        <ExchangeRequestActions />
      </ContentSection>
    </ContentPage>
  );
}
