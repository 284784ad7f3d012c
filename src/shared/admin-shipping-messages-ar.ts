/**
 * The Arabic of admin-shipping-messages.ts (courier hand-off, tracking, courier cash), set into
 * messages-ar.ts; typed by the English blocks, so a missing text fails the type check.
 * Numbers, tracking numbers and order numbers in bidi isolates, as in messages-ar.ts.
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

export const deskShippingMessagesAr: Messages['deskShipping'] = {
  heading: 'الشحنة',
  stateWithReason: (state: string, reason: string) => `${state}: ${reason}`,
  trackingNumber: 'رقم التتبع',
  track: 'تتبّع الشحنة',
  codAmount: 'المبلغ المطلوب تحصيله',
  codCollected: 'المبلغ المحصّل',
  notCollected: 'لم يُحصَّل بعد',
  settledOn: (date: string) => `وُرّد من شركة الشحن في ${date}`,
  notSettled: 'لم يُورَّد من شركة الشحن بعد',
  updatedAt: (at: string) => `آخر تحديث ${at}`,
  noShipment: 'لم يُسلَّم لشركة شحن بعد.',
  onlyConfirmed: 'تُسلَّم لشركة الشحن الطلبات المؤكدة فقط (حالة «تم الطلب»).',
  sendToBosta: 'إرسال إلى بوسطة',
  ownDelivery: 'توصيل خاص',
  printAirwayBill: 'طباعة بوليصة الشحن',
  printAirwayBills: 'طباعة بوالص الشحن',
  airwayBillFailed: 'تعذّر جلب بوليصة الشحن. حاول مرة أخرى.',
  reviewTitle: (courier: string, count: number) => `إرسال ${ordersCount(count)} إلى ${courier}`,
  reviewIntro: 'راجع منطقة بوسطة لكل عنوان، وغيّر الخطأ منها، ثم أرسل.',
  ownIntro: 'تخرج هذه الطلبات مع مندوب المتجر: سجّل خطواتها في صفحة كل طلب.',
  loadingDistricts: 'جارٍ البحث عن مناطق بوسطة…',
  districtsFailed: 'تعذّر تحميل مناطق بوسطة.',
  district: 'منطقة بوسطة',
  noMatch: 'لم نجد منطقة: اختر واحدة.',
  notServed: 'بوسطة لا توصّل إلى هذا العنوان.',
  change: 'تغيير',
  changeDistrict: (orderNumber: number) => `تغيير منطقة الطلب ${iso(`#${orderNumber}`)}`,
  searchDistricts: 'البحث في مناطق بوسطة',
  searchPlaceholder: 'المنطقة أو المدينة، بالعربية أو الإنجليزية',
  noDistricts: 'لا توجد منطقة مطابقة.',
  refreshDistricts: 'تحديث قائمة مناطق بوسطة',
  refreshing: 'جارٍ التحديث…',
  choose: 'اختيار',
  cancel: 'إلغاء',
  close: 'إغلاق',
  send: (count: number) => `إرسال ${ordersCount(count)}`,
  sending: 'جارٍ الإرسال…',
  results: (sent: number, failed: number) => `أُرسل ${iso(sent)}، وتعذّر ${iso(failed)}`,
  sent: (trackingNumber: string | null) => (trackingNumber ? `أُرسل: ${iso(trackingNumber)}` : 'أُرسل'),
  retry: (count: number) => `إعادة محاولة ${ordersCount(count)}`,
  recordHeading: 'تسجيل التوصيل',
  recordPickedUp: 'استلمها المندوب',
  recordDelivered: 'تم التسليم',
  recordReturned: 'عادت إلى المتجر',
  recordException: 'مشكلة في التوصيل',
  cashCollectedLe: 'المبلغ المحصّل (ج.م)',
  reason: 'السبب',
  reasonPlaceholder: 'مثلًا: العميل لا يرد',
  save: 'حفظ',
  saving: 'جارٍ الحفظ…',
  recorded: 'تم التسجيل',
};

export const trackingMessagesAr: Messages['tracking'] = {
  shippedWith: (courier: string) => `شُحن مع ${courier}`,
  trackingNumber: 'رقم التتبع',
  track: 'تتبّع شحنتك',
};

export const courierCashMessagesAr: Messages['courierCash'] = {
  navLabel: 'نقدية شركات الشحن',
  navShort: 'النقدية',
  title: 'نقدية شركات الشحن',
  intro: 'المبالغ التي حصّلتها شركات الشحن عند التسليم ولم تُورَّد للمتجر بعد، والتوريدات المستلمة.',
  loading: 'جارٍ تحميل النقدية…',
  fetchFailed: 'تعذّر تحميل أرقام النقدية.',
  retry: 'حاول مرة أخرى',
  unsettledHeading: 'لدى شركات الشحن ولم تُورَّد',
  nothingUnsettled: 'لا توجد نقدية بانتظار التوريد.',
  owes: (courier: string, amount: string) => `على ${courier} ${amount}`,
  ordersBehind: (count: number) => `${ordersCount(count)} تم تسليمها`,
  order: 'الطلب',
  deliveredAt: 'تاريخ التسليم',
  collected: 'المبلغ المحصّل',
  selectOrder: (orderNumber: number) => `توريد الطلب ${iso(`#${orderNumber}`)}`,
  recordSettlement: 'تسجيل توريد',
  amount: 'المبلغ المستلم (ج.م)',
  reference: 'المرجع (رقم التحويل أو الإيصال)',
  receivedAt: 'تاريخ الاستلام',
  selection: (count: number, amount: string) => `${ordersCount(count)}، المتوقع ${amount}`,
  chooseOrders: 'اختر الطلبات التي يغطيها هذا المبلغ.',
  save: 'حفظ التوريد',
  saving: 'جارٍ الحفظ…',
  saved: 'تم تسجيل التوريد',
  settlementsHeading: 'التوريدات',
  noSettlements: 'لا توجد توريدات بعد.',
  courier: 'شركة الشحن',
  expected: 'المتوقع',
  received: 'المستلم',
  difference: 'الفرق',
  matches: 'مطابق',
  differs: (amount: string, short: boolean) => (short ? `ناقص ${amount}` : `زيادة ${amount}`),
  orders: 'الطلبات',
  withCourier: 'لدى شركة الشحن',
  withCourierHint: 'حُصّل عند التسليم ولم يُورَّد بعد',
  settledThisMonth: 'وُرّد هذا الشهر',
  settledHint: 'استُلم من شركات الشحن',
  lostToRefusals: 'خسارة المرفوضات',
  lostHint: 'شحن الذهاب والعودة للطرود المرفوضة',
};
