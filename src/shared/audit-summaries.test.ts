import { describe, expect, it } from 'vitest';
import { AUDIT_SUMMARY_CODES, auditFieldName, auditValue, englishAuditSummary, wordAuditSummary, wordStoredSummary } from './audit-summaries';
import { confirmationSettingsSchema } from './schemas/confirmation';
import { returnPolicySchema } from './schemas/returns';
import { SHOP_SETTINGS_FIELDS } from './schemas/shop-settings';
import { AUDIT_SUMMARY_SAMPLES } from './audit-summary-samples';
import { english } from './messages';
import { arabicMessages } from './messages-ar';

const ARABIC_LETTER = /[\u0600-\u06FF]/;
// Words of the English lines; none may be left in an Arabic one once its data is taken out.
const ENGLISH_WORD = /\b(Order|order|note|confirmed|declined|phone|signed|Added|Changed|Removed|team|role|Refreshed|Bosta|cities|districts|Recorded|settlement|expected|Return|Blocked|Lifted|shop|settings|logo|product|category|Created|Edited|Deleted|Moved|pictures|added|removed|reordered|LE|Own|delivery|exception|pending|placed|Manager|Fulfilment|Catalogue|Shop name|Requested|Approved)\b/;

describe('audit summaries', () => {
  it.each(AUDIT_SUMMARY_CODES)('%s has English and Arabic wording', (code) => {
    const sample = AUDIT_SUMMARY_SAMPLES[code];
    const englishText = wordAuditSummary(english, sample);
    const arabicText = wordAuditSummary(arabicMessages, sample);
    expect(englishText.length).toBeGreaterThan(5);
    expect(englishText).not.toMatch(ARABIC_LETTER);
    expect(arabicText).toMatch(ARABIC_LETTER);
    expect(arabicText).not.toBe(englishText);
    // Data keeps its own letters (an e-mail, a title, a staff note); the wording around it is Arabic.
    const data = Object.values(sample.params).flatMap((value) => (Array.isArray(value) ? [] : value === null ? [] : [String(value)]));
    expect(data.reduce((rest, word) => rest.split(word).join(''), arabicText)).not.toMatch(ENGLISH_WORD);
  });

  it('samples every code the server can write', () => {
    expect(Object.keys(AUDIT_SUMMARY_SAMPLES).sort()).toEqual([...AUDIT_SUMMARY_CODES].sort());
    for (const code of AUDIT_SUMMARY_CODES) expect(AUDIT_SUMMARY_SAMPLES[code].code).toBe(code);
  });

  it('stores the English line the log wrote before the codes', () => {
    expect(englishAuditSummary(AUDIT_SUMMARY_SAMPLES['order.changed'])).toBe('Order #1001: pending → placed: note "Called, all good"');
    expect(englishAuditSummary({ code: 'order.changed', params: { orderNumber: 7, from: 'placed', to: 'placed', note: null } })).toBe('Order #7');
    expect(englishAuditSummary(AUDIT_SUMMARY_SAMPLES['order.confirmedByPhone'])).toBe('Order #1002 confirmed by phone');
    expect(englishAuditSummary(AUDIT_SUMMARY_SAMPLES['shipment.handedOff'])).toBe('Order #1004: Bosta: shipment created (7712345)');
    expect(englishAuditSummary({ code: 'shipment.handedOff', params: { orderNumber: 1004, courier: 'bosta', trackingNumber: '7712345', recovered: true } })).toBe(
      'Order #1004: Bosta: shipment created (7712345), found at the courier after an interrupted hand-off',
    );
    expect(englishAuditSummary(AUDIT_SUMMARY_SAMPLES['shipment.state'])).toBe('Own delivery: exception (no answer)');
    expect(englishAuditSummary(AUDIT_SUMMARY_SAMPLES['return.step'])).toBe('Return R-7 (order #1005): Requested → Approved');
    expect(englishAuditSummary(AUDIT_SUMMARY_SAMPLES['blocklist.added'])).toBe('Blocked 01044444444 / fake@mail.test (fake orders)');
    expect(englishAuditSummary(AUDIT_SUMMARY_SAMPLES['product.pictureRemoved'])).toBe('Changed the pictures of product "Linen Dress": one removed');
    expect(englishAuditSummary(AUDIT_SUMMARY_SAMPLES['category.created'])).toBe('Created category "Dresses"');
  });

  it('writes amounts, counts and names the way the Arabic admin does', () => {
    const ar = (code: keyof typeof AUDIT_SUMMARY_SAMPLES) => wordAuditSummary(arabicMessages, AUDIT_SUMMARY_SAMPLES[code]);
    // Amounts as formatLE writes them: Latin digits with thousands commas, in isolates, then ج.م.
    expect(ar('settlement.recorded')).toBe('تسجيل توريد من بوسطة عن \u20683\u2069 طلبات: \u20681,350\u2069 ج.م (المتوقع \u20681,360.50\u2069 ج.م)');
    expect(englishAuditSummary(AUDIT_SUMMARY_SAMPLES['settlement.recorded'])).toBe('Recorded a settlement from Bosta for 3 orders: 1,350 LE (expected 1,360.50 LE)');
    expect(ar('order.changed')).toBe('الطلب \u2068#1001\u2069: من «قيد المراجعة» إلى «مؤكَّد»: ملاحظة «Called, all good»');
    expect(ar('staff.signedIn')).toBe('دخل \u2068manager@staff.test\u2069 (مدير)');
    expect(ar('settings.changed')).toBe('تغيير إعدادات المتجر: اسم المتجر، تأكيد الطلبات التي تزيد على (ج.م)');
    // A name recorded in Arabic is the Arabic line's; the English line keeps the English one.
    expect(ar('product.created')).toBe('إضافة المنتج «فستان كتان»');
    expect(englishAuditSummary(AUDIT_SUMMARY_SAMPLES['product.created'])).toBe('Created product "Linen Dress"');
    expect(ar('product.picturesAdded')).toBe('تغيير صور المنتج «Linen Dress»: إضافة \u20683\u2069 صور');
  });

  it('shows a row without a code, with an unknown code or with unreadable data as stored', () => {
    expect(wordStoredSummary(arabicMessages, { summary: 'Order #5: pending → placed', summaryCode: null, summaryParams: null })).toBe('Order #5: pending → placed');
    expect(wordStoredSummary(arabicMessages, { summary: 'Old text', summaryCode: 'some.future', summaryParams: {} })).toBe('Old text');
    expect(wordStoredSummary(arabicMessages, { summary: 'Old text', summaryCode: 'toString', summaryParams: {} })).toBe('Old text');
    expect(wordStoredSummary(arabicMessages, { summary: 'Stored', summaryCode: 'settings.changed', summaryParams: { fields: 'not a list' } })).toBe('Stored');
    expect(wordStoredSummary(arabicMessages, { summary: 'Stored', summaryCode: 'order.confirmedByPhone', summaryParams: { orderNumber: 9 } })).toBe('تأكيد الطلب \u2068#9\u2069 بالتليفون');
  });

  it('names every settings field the log can record, and words recorded reasons, states, rules and yes/no in Arabic', () => {
    const latin = /[A-Za-z]/;
    const settingsFields = [...SHOP_SETTINGS_FIELDS, ...Object.keys(confirmationSettingsSchema.shape), ...Object.keys(returnPolicySchema.shape)];
    for (const field of settingsFields) {
      expect(auditFieldName(english, field), field).not.toBe(field);
      expect(auditFieldName(arabicMessages, field), field).not.toMatch(latin);
    }
    const recorded: Array<[string, unknown]> = [
      ['cancelReason', 'refused_on_delivery'],
      ['state', 'in_transit'],
      ['refundMethod', 'instapay'],
      ['confirmRule', 'above'],
      ['exchangeShipsFree', false],
      ['returnReasons', ['wrong_size', 'defective']],
      ['customerPaysReturnFor', []],
      ['status', 'shipped'],
      ['confirmation', 'awaiting'],
      ['shipmentState', 'delivered'],
      ['courier', 'bosta'],
      ['role', 'fulfilment'],
    ];
    for (const [field, value] of recorded) {
      expect(auditFieldName(arabicMessages, field), field).not.toMatch(latin);
      expect(auditValue(arabicMessages, field, value), field).not.toMatch(latin);
    }
    expect(auditValue(english, 'cancelReason', 'refused_on_delivery')).toBe('Refused on delivery');
    expect(auditValue(english, 'returnReasons', ['wrong_size', 'defective'])).toBe(`${english.returns.reasons.wrong_size}, ${english.returns.reasons.defective}`);
    expect(auditValue(english, 'exchangeShipsFree', true)).toBe('Yes');
    // Data stays as recorded: amounts, names, notes, an unknown word.
    expect(auditValue(arabicMessages, 'price', 450)).toBe('450');
    expect(auditValue(arabicMessages, 'title', 'Linen Shirt')).toBe('Linen Shirt');
    expect(auditValue(arabicMessages, 'cancelReason', 'new_reason')).toBe('new_reason');
  });
});
