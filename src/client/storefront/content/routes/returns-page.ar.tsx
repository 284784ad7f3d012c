import { messages } from '../../../../shared/messages';
import { ContentPage, ContentSection } from '../components/content-page';
import { ExchangeRequestActions } from '../components/exchange-request';
import { ReturnPolicyValues, ReturnsAtAGlance } from '../components/return-policy';

const t = messages.content.returns;

/** The returns policy in Arabic (returns-page.tsx is the English one): the owner's values from the shop settings (issue 36). */
export function Component() {
  return (
    <ContentPage eyebrow={t.eyebrow} title={t.title} intro={messages.returns.policy.intro}>
      <ReturnsAtAGlance />
      <ReturnPolicyValues />

      <ContentSection title="غير مستخدم وبالتيكيت">
        <ul>
          <li>يجب أن يكون المنتج غير مستخدم وغير مغسول ولم يُعدَّل.</li>
          <li>يجب أن تكون كل التيكيتات الأصلية مثبتة، وأن يعود في تغليفه الأصلي.</li>
          <li>لا يمكن استبدال المنتجات التي يظهر عليها استخدام أو رائحة عطر أو مكياج أو بقع.</li>
        </ul>
      </ContentSection>

      <ContentSection title="افحص طلبك في وجود المندوب">
        <p>
          يمكنك فحص طلبك عند وصوله قبل الدفع ورفضه عند الباب. بعد استلامك الطرد، اطلب الإرجاع أو الاستبدال من <strong>صفحة طلباتي</strong> خلال المدة المذكورة أعلاه.
        </p>
      </ContentSection>

      <ContentSection title="كيف تطلب الإرجاع أو الاستبدال">
        <ol className="list-decimal space-y-2 ps-5">
          <li>من صفحة طلباتي اختر «إرجاع أو استبدال» على الطلب الذي وصلك، ثم القطع والسبب واسترداد المبلغ أو مقاسًا آخر.</li>
          <li>بدون حساب، راسلنا على واتساب أو بالبريد الإلكتروني برقم طلبك، والمنتج، وما تريده بدلًا منه.</li>
          <li>نؤكد الطلب ونرسل مندوبًا يستلم القطع (ويسلّمك المقاس الجديد في الاستبدال).</li>
        </ol>
        <ExchangeRequestActions />
      </ContentSection>
    </ContentPage>
  );
}
