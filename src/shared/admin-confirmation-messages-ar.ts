/**
 * The Arabic of admin-confirmation-messages.ts (order confirmation, customer risk, the
 * blocklist), set into messages-ar.ts; typed by the English blocks, so a missing text fails
 * the type check. Numbers, phones and order numbers in bidi isolates, as in messages-ar.ts.
 */
import type { Messages } from './messages';

const iso = (text: string | number) => `\u2068${text}\u2069`;
const plural = new Intl.PluralRules('ar');
/** Orders counted the Arabic way (one, two, a few, many). */
const ordersCount = (n: number) => {
  switch (plural.select(n)) {
    case 'one':
      return 'طلب واحد';
    case 'two':
      return 'طلبان';
    case 'few':
      return `${iso(n)} طلبات`;
    default:
      return `${iso(n)} طلب`;
  }
};

export const deskConfirmationMessagesAr: Messages['deskConfirmation'] = {
  heading: 'التأكيد',
  filter: 'التأكيد',
  anyConfirmation: 'أي حالة تأكيد',
  awaitingTab: (count: number) => `بانتظار التأكيد (${iso(count)})`,
  states: {
    awaiting: 'بانتظار التأكيد',
    confirmed: 'مؤكَّد',
    declined: 'مرفوض',
    expired: 'انتهت المهلة',
    not_needed: 'لا يحتاج تأكيدًا',
  },
  by: {
    customer: 'من العميل (الرابط)',
    whatsapp: 'من العميل على واتساب',
    staff: 'بالتليفون',
  },
  stateLabel: 'حالة التأكيد',
  byAt: (by: string, at: string) => `${by}، ${at}`,
  confirm: 'تأكيد',
  decline: 'رفض',
  confirmOrder: (orderNumber: number) => `تأكيد الطلب ${iso(`#${orderNumber}`)} (تم التأكيد بالتليفون)`,
  declineOrder: (orderNumber: number) => `رفض الطلب ${iso(`#${orderNumber}`)} (يُلغى الطلب)`,
  confirmSelected: 'تأكيد المحدد',
  declineSelected: 'رفض المحدد',
  confirmHint: 'تم التأكيد بالتليفون: ينتقل الطلب إلى «تم الطلب».',
  declineHint: 'مرفوض: يُلغى الطلب وتعود كمياته إلى المخزون.',
  confirmed: (count: number, failed: number) => `تم تأكيد ${ordersCount(count)}${failed ? `، وتعذّر ${iso(failed)}` : ''}`,
  declined: (count: number, failed: number) => `تم رفض ${ordersCount(count)}${failed ? `، وتعذّر ${iso(failed)}` : ''}`,
  failure: (orderNumber: string, message: string) => `الطلب ${iso(orderNumber)}: ${message}`,
  risk: (refused: number, orders: number) => `رُفض ${iso(refused)} من ${iso(orders)}`,
  riskPrefix: 'سجل العميل:',
  firstOrder: 'أول طلب',
  whatsAppLink: (url: string) => `للتأكيد أو الإلغاء من هنا: ${url}`,
  recordHeading: 'سجل العميل',
  recordPhone: (phone: string) => `كل طلبات ${iso(phone)}`,
  orders: 'الطلبات',
  delivered: 'تم تسليمها',
  refused: 'رُفضت عند الاستلام',
  cancelled: 'ملغاة',
  unconfirmed: 'لم تُؤكَّد',
  cashCollected: 'المبلغ المحصّل',
  lastOrder: 'آخر طلب',
  blocked: 'محظور',
  blockedReason: (reason: string) => `محظور: ${reason}`,
  notBlocked: 'غير محظور',
  block: 'حظر هذا العميل',
  blockTitle: 'حظر هذا العميل؟',
  blockText: (phone: string) => `ستُرفض طلبات الرقم ${iso(phone)} عند إتمام الطلب، مع رسالة تطلب التواصل مع المتجر على واتساب. يمكنك رفع الحظر من شاشة قائمة الحظر.`,
  blockReason: 'السبب',
  blockReasonPlaceholder: 'مثلًا: رفض ثلاثة طلبات عند الباب',
  blockSave: 'حظر',
  blocking: 'جارٍ الحظر…',
  cancel: 'إلغاء',
  blockedNotice: 'تم حظر العميل',
  figuresHeading: 'التأكيد هذا الشهر',
  confirmationRate: 'نسبة التأكيد',
  confirmationRateHint: 'الطلبات التي احتاجت تأكيدًا وتم تأكيدها',
  refusalRate: 'نسبة الرفض',
  refusalRateHint: 'الطلبات المرفوضة عند الاستلام',
  shippingLost: 'شحن ضاع بسبب الرفض',
  shippingLostHint: 'مصاريف شحن الطلبات المرفوضة',
  figuresFailed: 'تعذّر جلب أرقام التأكيد.',
  noFigures: 'لا طلبات هذا الشهر بعد',
};

export const blocklistMessagesAr: Messages['blocklist'] = {
  title: 'قائمة الحظر',
  navLabel: 'قائمة الحظر',
  navShort: 'الحظر',
  intro: 'أرقام وعناوين بريد لا يمكنها الطلب بالدفع عند الاستلام. تطلب منهم صفحة الطلب التواصل مع المتجر على واتساب.',
  addHeading: 'حظر رقم أو بريد إلكتروني',
  phone: 'الموبايل',
  email: 'البريد الإلكتروني',
  reason: 'السبب',
  phonePlaceholder: '010 1234 5678',
  reasonPlaceholder: 'مثلًا: رفض ثلاثة طلبات عند الباب',
  oneOfHint: 'رقم موبايل أو بريد إلكتروني أو كلاهما.',
  add: 'حظر',
  adding: 'جارٍ الحظر…',
  added: 'تمت الإضافة إلى قائمة الحظر',
  listHeading: 'المحظورون',
  count: (n: number) => {
    switch (plural.select(n)) {
      case 'one':
        return 'إدخال واحد';
      case 'two':
        return 'إدخالان';
      case 'few':
        return `${iso(n)} إدخالات`;
      default:
        return `${iso(n)} إدخال`;
    }
  },
  empty: 'لا أحد محظور.',
  emptyHint: 'احظر رقمًا أو بريدًا من الأعلى، أو من سجل العميل في صفحة الطلب.',
  loading: 'جارٍ تحميل قائمة الحظر…',
  failed: 'تعذّر جلب قائمة الحظر.',
  retry: 'حاول مرة أخرى',
  auto: 'حُظر تلقائيًا',
  byWhom: (by: string) => `بواسطة ${iso(by)}`,
  when: 'منذ',
  lift: 'رفع الحظر',
  liftFor: (who: string) => `رفع الحظر عن ${iso(who)}`,
  liftTitle: 'رفع هذا الحظر؟',
  liftText: (who: string) => `سيتمكن ${iso(who)} من الطلب مرة أخرى.`,
  lifting: 'جارٍ رفع الحظر…',
  lifted: 'تم رفع الحظر',
  keep: 'إبقاء الحظر',
};

export const confirmationSettingsMessagesAr: Messages['confirmationSettings'] = {
  heading: 'تأكيد الطلبات',
  intro: 'أي طلبات الدفع عند الاستلام يجب أن يؤكدها العميل قبل الشحن، وماذا يحدث للطلبات التي لا يرد أصحابها.',
  rule: 'من يجب أن يؤكد',
  rules: {
    all: 'كل الطلبات',
    first: 'أول طلب فقط',
    above: 'الطلبات فوق مبلغ معيّن',
    off: 'لا أحد (متوقف)',
  },
  ruleHints: {
    all: 'ينتظر كل طلب جديد موافقة العميل.',
    first: 'العملاء الذين لم يُسلَّم لهم أي طلب بعد.',
    above: 'الطلبات التي يزيد إجماليها على المبلغ أدناه.',
    off: 'تبقى الطلبات قيد الانتظار لمكتب الطلبات كما كانت.',
  },
  above: 'تأكيد الطلبات التي تزيد على (ج.م)',
  aboveHint: 'الطلبات التي يزيد إجماليها على هذا المبلغ تحتاج تأكيدًا.',
  autoCancelHours: 'إلغاء الطلبات غير المؤكدة بعد (ساعات)',
  autoCancelHint: 'يُرسل تذكير واحد عند منتصف المدة. 0: لا إلغاء أبدًا.',
  autoBlockRefusals: 'حظر العميل بعد عدد مرات الرفض',
  autoBlockHint: 'عدد مرات رفض الاستلام لنفس الرقم قبل حظره. 0: لا حظر أبدًا.',
  range: (max: number) => `اكتب رقمًا من 0 إلى ${iso(max)}`,
};
