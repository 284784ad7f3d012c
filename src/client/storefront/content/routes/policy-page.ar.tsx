import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import { mailtoUrl } from '../../../components/layout/contact-channels';
import { useShopSettings } from '../../../lib/shop-settings';
import { paths } from '../../../paths';
import { ContentPage, ContentSection } from '../components/content-page';

const t = messages.content.policy;

/** The privacy policy in Arabic (policy-page.tsx is the English one; the router loads the page's language only). */
export function Component() {
  const settings = useShopSettings();
  const mailUrl = mailtoUrl(settings, 'طلب خاص بالخصوصية');
  return (
    <ContentPage eyebrow={t.eyebrow} title={t.title} intro={t.intro}>
      <ContentSection title="ما الذي نجمعه">
        <ul>
          <li>
            <strong>بريدك الإلكتروني</strong>، عند تسجيل الدخول أو الطلب: نرسل إليه أكواد الدخول وتأكيدات الطلبات.
          </li>
          <li>
            <strong>اسمك ورقم موبايلك وعنوان التوصيل</strong> (المدينة والمحافظة)، عند تسجيل طلب.
          </li>
          <li>
            <strong>سلتك وطلباتك</strong>: المنتجات والمقاسات والأسعار والخصم ومصاريف الشحن.
          </li>
        </ul>
        <p>لا نطلب أبدًا بيانات بطاقتك: الدفع نقدًا عند الاستلام.</p>
      </ContentSection>

      <ContentSection title="لماذا نستخدمها">
        <ul>
          <li>لتوصيل طلبك والاتصال بك بخصوصه.</li>
          <li>لتتمكن من تسجيل الدخول ومتابعة طلباتك وإلغاء طلب قيد المراجعة.</li>
          <li>للتعامل مع طلبات الاستبدال والرد على أسئلتك.</li>
          <li>لحفظ حساباتنا كما يشترط القانون المصري لكل عملية بيع.</li>
        </ul>
        <p>لا نبيع بياناتك، ولا نرسل لك إعلانات إلا إذا طلبت ذلك.</p>
      </ContentSection>

      <ContentSection title="من يطّلع عليها أيضًا">
        <p>
          <strong>شركة الشحن</strong> تستلم اسمك ورقم موبايلك وعنوانك والمبلغ المطلوب تحصيله، فقط لتوصيل طردك. <strong>مزوّد البريد الإلكتروني</strong>{' '}
          ينقل الرسائل التي نرسلها لك. لا يحصل أحد غيرهم على بياناتك، إلا إذا طلب القانون ذلك.
        </p>
      </ContentSection>

      <ContentSection title="ما يُحفظ في متصفحك">
        <p>نستخدم التخزين المحلي في متصفحك، لا ملفات تعريف إعلانية، لتذكّر بعض الأشياء على جهازك:</p>
        <ul>
          <li>رمز تسجيل الدخول طالما أنت مسجّل (ينتهي بعد 7 أيام أو عند تسجيل الخروج)؛</li>
          <li>معرّف زائر عشوائي، لتبقى سلتك محفوظة قبل تسجيل الدخول؛</li>
          <li>هل رأيت عرض الترحيب وشرائح الصفحة الرئيسية من قبل.</li>
          <li>لغة المتجر التي اخترتها بزر اللغة (في ملف تعريف صغير واحد).</li>
        </ul>
        <p>مسح بيانات الموقع من متصفحك يحذفها كلها.</p>
      </ContentSection>

      <ContentSection title="كيف نحميها">
        <p>
          أكواد الدخول عشوائية، تُحفظ مشفّرة فقط، تعمل مرة واحدة وتنتهي بعد 10 دقائق. لا يرى تفاصيل الطلبات إلا فريقنا الذي يجهّز الطلبات
          ويوصلها. نموذج التواصل في هذا الموقع لا يحفظ ما تكتبه على خوادمنا.
        </p>
      </ContentSection>

      <ContentSection title="اختياراتك">
        <p>
          يمكنك أن تطلب منا عرض بياناتك الشخصية التي نحتفظ بها أو تصحيحها أو حذفها (نحتفظ بما يشترطه القانون عن المبيعات السابقة).{' '}
          {mailUrl ? (
            <>
              راسلنا على <a href={mailUrl}>{settings?.email}</a> أو استخدم <Link to={paths.contact}>صفحة التواصل</Link>.
            </>
          ) : (
            <>
              استخدم <Link to={paths.contact}>صفحة التواصل</Link>.
            </>
          )}
        </p>
        <p className="text-sm text-gray-600">آخر تحديث: نوفمبر 2026.</p>
      </ContentSection>
    </ContentPage>
  );
}
