import { Link } from 'react-router';
import { governorateName, messages } from '../../../../shared/messages';
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

/** Delivery fees, times and cash on delivery, in Arabic (shipping-page.tsx is the English one). */
export function Component() {
  return (
    <ContentPage eyebrow={t.eyebrow} title={t.title} intro={t.intro}>
      <ul className="mb-10 grid gap-3 sm:grid-cols-3" aria-label="مصاريف التوصيل باختصار">
        <li className="rounded-2xl bg-ink p-5 text-center text-white">
          <p className="font-serif text-2xl font-semibold">{messages.checkout.freeShipping}</p>
          <p className="mt-1 text-sm text-gray-300">للطلبات من {freeFrom} فأكثر</p>
        </li>
        {feeGroups.map((group) => (
          <li key={group.fee} className="rounded-2xl bg-stone-50 p-5 text-center">
            <p className="font-serif text-2xl font-semibold text-ink">{formatLE(group.fee)}</p>
            <p className="mt-1 text-sm text-gray-700">
              {group.governorates.length === 1 ? `إلى ${governorateName(group.governorates[0]!)}` : `إلى باقي المحافظات (${group.governorates.length})`}
            </p>
          </li>
        ))}
      </ul>

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
        <div className="overflow-hidden rounded-2xl border border-gray-200">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">مصاريف التوصيل لكل محافظة، للطلبات الأقل من {freeFrom}</caption>
            <thead className="bg-stone-50 text-xs text-gray-700">
              <tr>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  المحافظة
                </th>
                <th scope="col" className="px-4 py-3 text-end font-semibold">
                  مصاريف التوصيل
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
      </ContentSection>

      <ContentSection title="الاستبدال">
        <p>
          تحتاج مقاسًا آخر؟ يمكنك طلب الاستبدال خلال 3 أيام من الاستلام. اقرأ <Link to={paths.returns}>سياسة الاسترجاع والاستبدال</Link>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
