/**
 * The Arabic of courier-messages.ts (courier shipments and cash reconciliation, issue 35),
 * typed by the English blocks, so a missing text fails the type check.
 */
import type { Messages } from './messages';
import { iso } from './arabic-count';


export const courierMessagesAr: Messages['courier'] = {
  couriers: { bosta: 'بوسطة', own: 'توصيل خاص' },
  states: {
    created: 'تم الإنشاء',
    picked_up: 'تم الاستلام من المتجر',
    in_transit: 'في الطريق',
    out_for_delivery: 'خرج للتوصيل',
    delivered: 'تم التوصيل',
    exception: 'مشكلة في التوصيل',
    returning: 'في الطريق للمتجر (مرتجع)',
    returned: 'عاد إلى المتجر',
    cancelled: 'أُلغيت الشحنة',
  },
  note: (courier, state, reason) => `${courier}: ${state}${reason ? ` (${reason})` : ''}`,
  handedOff: (courier, trackingNumber) => `${courier}: تم إنشاء الشحنة${trackingNumber ? ` (${iso(trackingNumber)})` : ''}`,
  recovered: (courier, trackingNumber) => `${courier}: تم إنشاء الشحنة${trackingNumber ? ` (${iso(trackingNumber)})` : ''}، ووُجدت لدى شركة الشحن بعد تسليم انقطع`,
  lookupFailed: (reason) => `تعذر التحقق من بوسطة هل أُرسل هذا الطلب من قبل (${reason}). لم يُنشأ شيء؛ حاول بعد قليل.`,
  manyAtCourier: (trackingNumbers) => `لدى بوسطة ${iso(trackingNumbers.length)} شحنات لهذا الطلب (${trackingNumbers.map(iso).join('، ')}): ألغِ الزائدة في بوابة بوسطة ثم حاول مرة أخرى.`,
  handedOffMany: (done, failed) => `سُلّم للمندوب: ${iso(done)}، فشل: ${iso(failed)}`,
  notConfigured: 'بوسطة غير متصلة: اضبط BOSTA_API_KEY (راجع README) أو استخدم التوصيل الخاص.',
  notHandable: (status) => `لا تُسلَّم للشحن إلا الطلبات المؤكدة (حالة هذا الطلب: ${iso(status)}).`,
  alreadyShipped: (trackingNumber) => `لهذا الطلب شحنة بالفعل${trackingNumber ? ` (${iso(trackingNumber)})` : ''}.`,
  inProgress: 'يجري تسليم هذا الطلب لشركة الشحن الآن.',
  inBostaExchange: (label) => `يخرج مع استبدال بوسطة للمرتجع ${iso(label)}: يسلّم المندوب المقاس الجديد حين يستلم القديم. لا يُسلَّم للشحن مرة أخرى.`,
  exchangeToBook: (label) => `ما زال حجز استلام المرتجع ${iso(label)} جاريًا وقد يحمل معه هذا المقاس الجديد: حاول بعد دقائق.`,
  noDistrict: 'اختر منطقة بوسطة لهذا العنوان أولًا.',
  unknownDistrict: 'هذه المنطقة ليست في قائمة بوسطة: حدّث القائمة أو اختر غيرها.',
  notServiceable: 'بوسطة لا توصّل إلى هذه المنطقة.',
  courierRefused: (reason) => `رفضت بوسطة الشحنة: ${reason}`,
  courierUnavailable: 'لم ترد بوسطة. حاول بعد قليل؛ لن تُنشأ شحنة مرتين.',
  tooMany: (max) => `${iso(max)} طلب على الأكثر في المرة الواحدة`,
  noShipment: 'لا توجد شحنة لهذا الطلب.',
  notOwnDelivery: 'تُسجَّل يدويًا شحنات التوصيل الخاص فقط؛ بوسطة تبلغ بحالاتها بنفسها.',
  noAirwayBill: 'بوليصة الشحن من بوسطة: لا توجد شحنة بوسطة لهذا الطلب.',
  codOnlyWhenDelivered: 'يُسجَّل المبلغ المحصّل مع حالة «تم التوصيل» فقط.',
  stateNotAllowed: (from, to) => `لا يمكن أن تنتقل شحنة من «${from}» إلى «${to}».`,
  districtsRefreshed: (cities, districts) => `قائمة بوسطة: ${iso(cities)} مدينة، ${iso(districts)} منطقة.`,
  badSecret: 'السر المرسل مع الحدث مفقود أو خاطئ.',
  eventReceived: 'تم استلام الحدث',
  unknownTracking: 'رقم تتبع غير معروف: تم الاستلام',
  shippedTracking: (trackingNumber, url) => `رقم التتبع: ${iso(trackingNumber)}${url ? ` (${url})` : ''}`,
};

export const cashMessagesAr: Messages['cash'] = {
  recorded: 'تم تسجيل التسوية.',
  recordedWithDifference: (difference) => `تم تسجيل التسوية، مع فرق قدره ${difference}.`,
  notDelivered: (orderNumber) => `الطلب ${iso(`#${orderNumber}`)} لم يُسلَّم بعد: تُسوّى الطلبات المسلّمة فقط.`,
  wrongCourier: (orderNumber, courier) => `الطلب ${iso(`#${orderNumber}`)} لم توصله ${courier}.`,
  alreadySettled: (orderNumber) => `الطلب ${iso(`#${orderNumber}`)} داخل في تسوية سابقة.`,
  unknownOrder: 'أحد الطلبات غير موجود.',
  noOrders: 'اختر طلبًا واحدًا على الأقل.',
  invalidAmount: 'أدخل المبلغ المستلم (0 أو أكثر، بالجنيه).',
  invalidReference: 'أدخل مرجع التحويل أو الإيصال.',
  invalidDate: 'أدخل يوم استلام المبلغ (YYYY-MM-DD).',
};
