import { messages } from '../../../../shared/messages';
import { Link } from 'react-router';
import { mailtoUrl } from '../../../components/layout/contact-channels';
import { useShopSettings } from '../../../lib/shop-settings';
import { paths } from '../../../paths';
import { ContentPage, ContentSection } from '../components/content-page';

const t = messages.content.policy;

export function Component() {
  const settings = useShopSettings();
  const mailUrl = mailtoUrl(settings, 'Privacy request');
  return (
    <ContentPage eyebrow={t.eyebrow} title={t.title} intro={t.intro}>
      <ContentSection title="What we collect">
        <ul>
          <li>
            <strong>Your e-mail address</strong>, when you sign in or order: we send your sign-in codes and order confirmations to it.
          </li>
          <li>
            <strong>Your name, mobile number and delivery address</strong> (city and governorate), when you place an order.
          </li>
          <li>
            <strong>Your cart and your orders</strong>: the items, sizes, prices, discount and delivery fee.
          </li>
        </ul>
        <p>We never ask for card details: you pay in cash on delivery.</p>
      </ContentSection>

      <ContentSection title="Why we use it">
        <ul>
          <li>To deliver your order and call you about it.</li>
          <li>To let you sign in, see your orders and cancel a pending one.</li>
          <li>To handle exchanges and answer your questions.</li>
          <li>To keep our accounts, as Egyptian law requires for every sale.</li>
        </ul>
        <p>We do not sell your data, and we do not send you advertising unless you ask us to.</p>
      </ContentSection>

      <ContentSection title="Who else sees it">
        <p>
          <strong>The delivery company</strong> receives your name, mobile number, address and the amount to collect, only to bring you
          your parcel. <strong>Our e-mail provider</strong> carries the messages we send you. Nobody else receives your data, unless the law
          requires it.
        </p>
      </ContentSection>

      <ContentSection title="What stays in your browser">
        <p>We use your browser's local storage, not advertising cookies, to remember a few things on your device:</p>
        <ul>
          <li>your sign-in token while you are signed in (it expires after 7 days, or when you log out);</li>
          <li>a random guest id, so your cart is kept before you sign in;</li>
          <li>whether you have already seen our welcome offer and the home page slider.</li>
          <li>the shop's language, if you chose one with the language switch (in one small cookie).</li>
        </ul>
        <p>Clearing your browser's site data removes all of them.</p>
      </ContentSection>

      <ContentSection title="How we protect it">
        <p>
          Sign-in codes are random, stored only in scrambled (hashed) form, work once and expire after 10 minutes. Only our staff who
          prepare and deliver orders can see order details. The contact form on this site does not store what you type on our servers.
        </p>
      </ContentSection>

      <ContentSection title="Your choices">
        <p>
          You can ask us to show, correct or delete the personal data we hold about you (we keep what the law requires for past sales).
          {mailUrl ? (
            <>
              Write to <a href={mailUrl}>{settings?.email}</a> or use the <Link to={paths.contact}>contact page</Link>.
            </>
          ) : (
            <>
              Use the <Link to={paths.contact}>contact page</Link>.
            </>
          )}
        </p>
        <p className="text-sm text-gray-600">Last updated: November 2026.</p>
      </ContentSection>
    </ContentPage>
  );
}
