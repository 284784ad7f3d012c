import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
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

/** The FAQ in Arabic (faq-page.tsx is the English one). */
export function Component() {
  return (
    <ContentPage eyebrow={t.eyebrow} title={t.title} intro={t.intro}>
      <FaqGroup title="الطلب والدفع">
        <FaqItem question="كيف أدفع؟">
          <p>الدفع عند الاستلام فقط. تدفع للمندوب نقدًا عند وصول طلبك، فلا توجد بطاقة تكتب بياناتها ولا دفع أونلاين.</p>
        </FaqItem>
        <FaqItem question="هل أحتاج إلى حساب لأطلب؟">
          <p>
            لا. يمكنك إضافة المنتجات إلى سلتك وإتمام الشراء كزائر. تسجيل الدخول (ببريدك الإلكتروني وكود لمرة واحدة) يتيح لك متابعة طلباتك وإلغاء
            الطلب طالما هو قيد المراجعة.
          </p>
        </FaqItem>
        <FaqItem question={`كيف أستخدم الكود ${WELCOME_CODE}؟`}>
          <p>
            اكتب {WELCOME_CODE} في خانة كود الخصم عند إتمام الشراء واضغط «تطبيق». يخصم {WELCOME_DISCOUNT_PERCENT}% من إجمالي سلتك في أول طلب
            يُسجَّل ببريدك الإلكتروني، مرة واحدة لكل طلب.
          </p>
        </FaqItem>
        <FaqItem question="هل يمكنني إلغاء طلبي؟">
          <p>
            نعم، طالما هو قيد المراجعة: افتح <Link to={paths.myOrders}>طلباتك</Link> واختر «إلغاء الطلب». بعد تأكيد الطلب أو شحنه، راسلنا
            وسنبذل ما في وسعنا لمساعدتك.
          </p>
        </FaqItem>
      </FaqGroup>

      <FaqGroup title="التوصيل">
        <FaqItem question="هل توصّلون لكل مصر؟">
          <p>نعم، لكل المحافظات الـ 27، من الإسكندرية إلى أسوان ومن مطروح إلى جنوب سيناء.</p>
        </FaqItem>
        <FaqItem question="كم تكلفة التوصيل؟">
          <p>
            {formatLE(ALEXANDRIA_SHIPPING_FEE_PIASTRES)} إلى الإسكندرية و{formatLE(STANDARD_SHIPPING_FEE_PIASTRES)} إلى باقي المحافظات. التوصيل
            مجاني عندما يكون إجمالي سلتك {freeFrom} أو أكثر. القائمة كاملة في <Link to={paths.shipping}>صفحة الشحن</Link>.
          </p>
        </FaqItem>
        <FaqItem question="كم يستغرق وصول طلبي؟">
          <p>
            عادةً من 2 إلى 3 أيام عمل في القاهرة والجيزة، ومن 3 إلى 4 في الإسكندرية والدلتا، ومن 4 إلى 6 في الصعيد ومدن القناة والبحر الأحمر
            وسيناء ومطروح والوادي الجديد. يتصل بك المندوب قبل الوصول.
          </p>
        </FaqItem>
        <FaqItem question="ماذا لو لم أكن في البيت عند وصول المندوب؟">
          <p>يتصل المندوب أولًا، ويمكنه عادةً العودة في يوم العمل التالي. أبقِ موبايلك متاحًا، أو اطلب من أحد في العنوان استلام الطرد ودفع ثمنه.</p>
        </FaqItem>
      </FaqGroup>

      <FaqGroup title="المقاسات">
        <FaqItem question="كيف أعرف مقاسي؟">
          <p>
            مقاساتنا من XS إلى XXL. في كل صفحة منتج جدول مقاسات («عرض جدول المقاسات»): قِس قطعة تحب ارتداءها وهي مفرودة، وقارنها بالجدول.
          </p>
        </FaqItem>
        <FaqItem question="أنا بين مقاسين. أيهما أختار؟">
          <p>لمقاس مريح اختر الأكبر، ولمقاس ضيق اختر الأصغر. إن لم تكن متأكدًا، ابعت لنا مقاساتك على واتساب وسنرشح لك مقاسًا.</p>
        </FaqItem>
        <FaqItem question="المقاس الذي أريده نفد. هل سيتوفر مرة أخرى؟">
          <p>المقاسات المطلوبة تتوفر من جديد غالبًا. راسلنا باسم المنتج والمقاس وسنخبرك إن كانت هناك كمية في الطريق.</p>
        </FaqItem>
      </FaqGroup>

      <FaqGroup title="الاستبدال">
        <FaqItem question="هل يمكنني إرجاع منتج واسترداد ثمنه؟">
          <p>
            نوفّر الاستبدال فقط، لا استرداد المبلغ. يمكنك فحص طلبك قبل مغادرة المندوب؛ وبعدها يمكنك استبدال منتج غير مستخدم وبالتيكيت خلال 3
            أيام من الاستلام.
          </p>
        </FaqItem>
        <FaqItem question="من يدفع توصيل الاستبدال؟">
          <p>
            أنت، إلا إذا كان الخطأ منا (منتج أو مقاس خطأ أو عيب): عندها نتحمله نحن. التفاصيل في{' '}
            <Link to={paths.returns}>سياسة الاسترجاع والاستبدال</Link>.
          </p>
        </FaqItem>
      </FaqGroup>

      <FaqGroup title="حسابك وبياناتك">
        <FaqItem question="كيف أسجّل الدخول؟ ليس لدي كلمة مرور.">
          <p>لا توجد كلمة مرور لتتذكرها: اكتب بريدك الإلكتروني ونرسل لك كودًا من 4 أرقام. يعمل الكود مرة واحدة وينتهي بعد 10 دقائق.</p>
        </FaqItem>
        <FaqItem question="ماذا تفعلون برقم موبايلي وعنواني؟">
          <p>
            نستخدمهما فقط لتوصيل طلبك والتواصل معك بخصوصه؛ ويرى المندوب ما يلزم للتوصيل فقط. اقرأ <Link to={paths.policy}>سياسة الخصوصية</Link>.
          </p>
        </FaqItem>
      </FaqGroup>

      <FaqContact />
    </ContentPage>
  );
}
