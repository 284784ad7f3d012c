import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import { paths } from '../../../paths';
import { ContentPage, ContentSection } from '../components/content-page';
import { FeeTable, FeesAtAGlance, freeShippingFrom } from '../components/shipping-fees';

const t = messages.content.shipping;
const freeFrom = freeShippingFrom();

export function Component() {
  return (
    <ContentPage eyebrow={t.eyebrow} title={t.title} intro={t.intro}>
      <FeesAtAGlance />

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
        <FeeTable />
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
