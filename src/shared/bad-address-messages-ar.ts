/** The Arabic of bad-address-messages.ts, typed by the English, so a missing text fails the type check. */
import type { BadAddressMessages } from './bad-address-messages';

export const badAddressMessagesAr: BadAddressMessages = {
  title: 'لا يمكن فتح هذا العنوان',
  text: 'يحتوي العنوان على محرف لا تقبله أي صفحة في المتجر (%00). تحقق من الرابط، أو ابدأ من جديد من الصفحة الرئيسية.',
  home: 'اذهب إلى الصفحة الرئيسية',
};
