import { messages } from '../../../../shared/messages';
import { Link } from 'react-router';
import { formatLE } from '../../../../shared/money';
import { WELCOME_CODE, WELCOME_DISCOUNT_PERCENT } from '../../../../shared/promo-code';
import {
  ALEXANDRIA_SHIPPING_FEE_PIASTRES,
  FREE_SHIPPING_THRESHOLD_PIASTRES,
  STANDARD_SHIPPING_FEE_PIASTRES,
} from '../../../../shared/shipping-fee';
import { paths } from '../../../paths';
import { ContentPage } from '../components/content-page';
import { FaqContact, FaqGroup, FaqItem } from '../components/faq-item';

const t = messages.content.faq;

const freeFrom = formatLE(FREE_SHIPPING_THRESHOLD_PIASTRES);

export function Component() {
  return (
    <ContentPage eyebrow={t.eyebrow} title={t.title} intro={t.intro}>
      <FaqGroup title="Orders and payment">
        <FaqItem question="How do I pay?">
          <p>
            Cash on delivery only. You pay the courier in cash when your order arrives, so there is no card to enter and nothing to pay
            online.
          </p>
        </FaqItem>
        <FaqItem question="Do I need an account to order?">
          <p>
            No. You can add items to your cart and check out as a guest. Signing in (with your e-mail and a one-time code) lets you see
            your orders and cancel one while it is still pending.
          </p>
        </FaqItem>
        <FaqItem question={`How do I use the code ${WELCOME_CODE}?`}>
          <p>
            Type {WELCOME_CODE} in the promo code field at checkout and press Apply. It takes {WELCOME_DISCOUNT_PERCENT}% off your cart
            total on the first order placed with your e-mail address, once per order.
          </p>
        </FaqItem>
        <FaqItem question="Can I cancel my order?">
          <p>
            Yes, while it is still pending: open <Link to={paths.myOrders}>your orders</Link> and choose Cancel. Once the order has been
            confirmed or shipped, message us and we will do our best to help.
          </p>
        </FaqItem>
      </FaqGroup>

      <FaqGroup title="Delivery">
        <FaqItem question="Do you deliver all over Egypt?">
          <p>Yes, to all 27 governorates, from Alexandria to Aswan and from Matruh to South Sinai.</p>
        </FaqItem>
        <FaqItem question="How much does delivery cost?">
          <p>
            {formatLE(ALEXANDRIA_SHIPPING_FEE_PIASTRES)} to Alexandria and {formatLE(STANDARD_SHIPPING_FEE_PIASTRES)} to every other
            governorate. Delivery is free when your cart total is {freeFrom} or more. See the <Link to={paths.shipping}>shipping page</Link>{' '}
            for the full list.
          </p>
        </FaqItem>
        <FaqItem question="How long will my order take?">
          <p>
            Usually 2 to 3 working days in Cairo and Giza, 3 to 4 in Alexandria and the Delta, and 4 to 6 in Upper Egypt, the Canal
            cities, the Red Sea, Sinai, Matruh and New Valley. The courier calls you before coming.
          </p>
        </FaqItem>
        <FaqItem question="What if I am not home when the courier comes?">
          <p>
            The courier calls first and can usually come back the next working day. Keep your phone reachable, or ask someone at the
            address to receive the parcel and pay for it.
          </p>
        </FaqItem>
      </FaqGroup>

      <FaqGroup title="Sizes and fit">
        <FaqItem question="How do I find my size?">
          <p>
            Our sizes run from XS to XXL. Every product page has a size chart (View Size Chart): measure a piece you already like wearing,
            lying flat, and compare it with the chart.
          </p>
        </FaqItem>
        <FaqItem question="I am between two sizes. Which should I choose?">
          <p>
            For a relaxed fit take the larger size; for a close fit, the smaller one. If you are unsure, send us your measurements on
            WhatsApp and we will recommend one.
          </p>
        </FaqItem>
        <FaqItem question="A size I want is sold out. Will it come back?">
          <p>
            Popular sizes are often restocked. Message us with the product name and size and we will tell you if more is on the way.
          </p>
        </FaqItem>
      </FaqGroup>

      <FaqGroup title="Exchanges">
        <FaqItem question="Can I return an item for a refund?">
          <p>
            We offer exchanges only, not refunds. You can check your order before the courier leaves; after that, you can exchange an
            unused item with its tags within 3 days of delivery.
          </p>
        </FaqItem>
        <FaqItem question="Who pays for the delivery of an exchange?">
          <p>
            You do, unless the mistake was ours (a wrong item, a wrong size or a defect): then we cover it. Details are in our{' '}
            <Link to={paths.returns}>returns and exchanges policy</Link>.
          </p>
        </FaqItem>
      </FaqGroup>

      <FaqGroup title="Your account and data">
        <FaqItem question="How do I sign in? I have no password.">
          <p>
            There is no password to remember: enter your e-mail address and we send you a 4-digit code. The code works once and expires
            after 10 minutes.
          </p>
        </FaqItem>
        <FaqItem question="What do you do with my phone number and address?">
          <p>
            We use them only to deliver your order and to contact you about it; the courier sees what is needed for the delivery. Read
            our <Link to={paths.policy}>privacy policy</Link>.
          </p>
        </FaqItem>
      </FaqGroup>

      <FaqContact />
    </ContentPage>
  );
}
