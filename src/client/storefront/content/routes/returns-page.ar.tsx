import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import { paths } from '../../../paths';
import { ContentPage, ContentSection } from '../components/content-page';
import { ExchangeRequestActions, ReturnsAtAGlance } from '../components/exchange-request';

const t = messages.content.returns;

/** The return policy in Arabic (returns-page.tsx is the English one): exchanges only, within 3 days of delivery. */
export function Component() {
  return (
    <ContentPage eyebrow={t.eyebrow} title={t.title} intro={t.intro}>
      <ReturnsAtAGlance />

      <ContentSection title="استبدال فقط">
        <p>
          لا نرد ثمن الطلبات. إن لم يكن شيء على ما يرام، يمكنك استبداله <strong>بمقاس آخر أو منتج آخر</strong>. يؤكد فريقنا معك أي فرق في
          السعر قبل إرسال المنتج الجديد.
        </p>
      </ContentSection>

      <ContentSection title="خلال 3 أيام من الاستلام">
        <p>
          اطلب الاستبدال <strong>خلال 3 أيام من يوم استلام طلبك</strong>. بعد ذلك لا يمكننا قبوله.
        </p>
      </ContentSection>

      <ContentSection title="غير مستخدم وبالتيكيت">
        <ul>
          <li>يجب أن يكون المنتج غير مستخدم وغير مغسول ولم يُعدَّل.</li>
          <li>يجب أن تكون كل التيكيتات الأصلية مثبتة، وأن يعود في تغليفه الأصلي.</li>
          <li>لا يمكن استبدال المنتجات التي يظهر عليها استخدام أو رائحة عطر أو مكياج أو بقع.</li>
        </ul>
      </ContentSection>

      <ContentSection title="افحص طلبك في وجود المندوب">
        <p>
          يمكنك فحص طلبك عند وصوله قبل الدفع. <strong>لا نقبل المرتجعات بعد مغادرة المندوب</strong>: بمجرد استلامك الطرد، يبقى الاستبدال وفق
          هذه السياسة هو الخيار الوحيد.
        </p>
      </ContentSection>

      <ContentSection title="من يدفع الشحن">
        <p>
          يدفع العميل مصاريف شحن الاستبدال. <strong>إن كان الخطأ منا</strong> (منتج أو مقاس خطأ، أو عيب في المنتج)، ندفع الشحن ذهابًا وإيابًا.
        </p>
        <p>
          مصاريف التوصيل موضّحة في <Link to={paths.shipping}>صفحة الشحن</Link>.
        </p>
      </ContentSection>

      <ContentSection title="كيف تطلب الاستبدال">
        <ol className="list-decimal space-y-2 ps-5">
          <li>راسلنا على واتساب أو بالبريد الإلكتروني برقم طلبك، والمنتج، والمقاس أو المنتج الذي تريده بدلًا منه.</li>
          <li>أرفق صورة للمنتج بالتيكيت.</li>
          <li>نؤكد الاستبدال ونرسل مندوبًا يسلّمك المنتج الجديد ويستلم القديم.</li>
        </ol>
        <ExchangeRequestActions />
      </ContentSection>
    </ContentPage>
  );
}
