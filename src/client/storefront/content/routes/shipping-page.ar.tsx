import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import { paths } from '../../../paths';
import { ContentPage, ContentSection } from '../components/content-page';
import { FeeTable, FeesAtAGlance, freeShippingFrom } from '../components/shipping-fees';

const t = messages.content.shipping;
const freeFrom = freeShippingFrom();

/** Delivery fees, times and cash on delivery, in Arabic (shipping-page.tsx is the English one). */
export function Component() {
  return (
    <ContentPage eyebrow={t.eyebrow} title={t.title} intro={t.intro}>
      <FeesAtAGlance />

      <ContentSection title="شحن مجاني">
        <p>
          التوصيل <strong>مجاني عندما يكون إجمالي سلتك {freeFrom} أو أكثر</strong>، في أي مكان في مصر. يُحسب الإجمالي قبل خصم كود الخصم، فلا
          يحرمك WELCOME10 أبدًا من الشحن المجاني.
        </p>
      </ContentSection>

      <ContentSection title="الدفع عند الاستلام">
        <p>
          تدفع <strong>نقدًا للمندوب</strong> عند وصول طردك؛ لا يوجد أي دفع أونلاين. المبلغ هو الإجمالي الظاهر عند إتمام الشراء: سلتك، ناقص أي
          خصم، زائد مصاريف التوصيل. تجهيز المبلغ مضبوطًا يساعد المندوب.
        </p>
      </ContentSection>

      <ContentSection title="مدة التوصيل">
        <ul>
          <li>
            <strong>القاهرة والجيزة:</strong> عادةً من 2 إلى 3 أيام عمل.
          </li>
          <li>
            <strong>الإسكندرية ومحافظات الدلتا:</strong> عادةً من 3 إلى 4 أيام عمل.
          </li>
          <li>
            <strong>مدن القناة والصعيد والبحر الأحمر وسيناء ومطروح والوادي الجديد:</strong> عادةً من 4 إلى 6 أيام عمل.
          </li>
        </ul>
        <p>أيام العمل من السبت إلى الخميس؛ قد تضيف الإجازات الرسمية ومواسم التخفيضات يومًا أو يومين. يتصل بك المندوب قبل الوصول، فأبقِ موبايلك متاحًا.</p>
      </ContentSection>

      <ContentSection title="مصاريف التوصيل حسب المحافظة">
        <p>تُطبَّق المصاريف على الطلبات الأقل من {freeFrom}؛ وتظهر عند إتمام الشراء بمجرد اختيار محافظتك.</p>
        <FeeTable />
      </ContentSection>

      <ContentSection title="الاستبدال">
        <p>
          تحتاج مقاسًا آخر؟ يمكنك طلب الاستبدال خلال 3 أيام من الاستلام. اقرأ <Link to={paths.returns}>سياسة الاسترجاع والاستبدال</Link>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
