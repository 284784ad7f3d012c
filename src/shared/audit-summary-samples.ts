/**
 * Test data (not used by the shop): one summary of every audit code, with the data its writer
 * passes, the richest case. The unit test words each in both languages; the API test records
 * each and reads it back in English and Arabic.
 */
import type { AuditSummary, AuditSummaryCode } from './audit-summaries';

export const AUDIT_SUMMARY_SAMPLES: { [C in AuditSummaryCode]: Extract<AuditSummary, { code: C }> } = {
  'order.changed': { code: 'order.changed', params: { orderNumber: 1001, from: 'pending', to: 'placed', note: 'Called, all good' } },
  'order.confirmedByPhone': { code: 'order.confirmedByPhone', params: { orderNumber: 1002 } },
  'order.declinedByPhone': { code: 'order.declinedByPhone', params: { orderNumber: 1003 } },
  'staff.signedIn': { code: 'staff.signedIn', params: { email: 'manager@staff.test', role: 'manager' } },
  'staff.added': { code: 'staff.added', params: { email: 'packer@staff.test', role: 'fulfilment' } },
  'staff.roleChanged': { code: 'staff.roleChanged', params: { email: 'packer@staff.test', from: 'fulfilment', to: 'catalogue' } },
  'staff.removed': { code: 'staff.removed', params: { email: 'packer@staff.test', role: 'catalogue' } },
  'shipment.districtsRefreshed': { code: 'shipment.districtsRefreshed', params: { cities: 27, districts: 1204 } },
  'shipment.handedOff': { code: 'shipment.handedOff', params: { orderNumber: 1004, courier: 'bosta', trackingNumber: '7712345' } },
  'shipment.state': { code: 'shipment.state', params: { courier: 'own', state: 'exception', reason: 'no answer' } },
  'settlement.recorded': { code: 'settlement.recorded', params: { courier: 'bosta', orders: 3, amount: 1350, expected: 1360.5 } },
  'return.step': { code: 'return.step', params: { label: 'R-7', orderNumber: 1005, from: 'requested', to: 'approved' } },
  'return.exchangeCharge': { code: 'return.exchangeCharge', params: { label: 'R-7', before: 0, after: 120.5 } },
  'blocklist.added': { code: 'blocklist.added', params: { phone: '01044444444', email: 'fake@mail.test', reason: 'fake orders' } },
  'blocklist.lifted': { code: 'blocklist.lifted', params: { phone: '01044444444', email: null } },
  'settings.changed': { code: 'settings.changed', params: { fields: ['shopName', 'confirmAbove'] } },
  'settings.logoReplaced': { code: 'settings.logoReplaced', params: {} },
  'settings.logoRemoved': { code: 'settings.logoRemoved', params: {} },
  'product.created': { code: 'product.created', params: { title: 'Linen Dress', titleAr: 'فستان كتان' } },
  'product.edited': { code: 'product.edited', params: { title: 'Linen Dress', titleAr: null } },
  'product.deleted': { code: 'product.deleted', params: { title: 'Linen Dress', titleAr: null } },
  'product.moved': { code: 'product.moved', params: { title: 'Linen Dress', titleAr: null } },
  'product.picturesAdded': { code: 'product.picturesAdded', params: { title: 'Linen Dress', titleAr: null, added: 3 } },
  'product.pictureRemoved': { code: 'product.pictureRemoved', params: { title: 'Linen Dress', titleAr: null } },
  'product.picturesReordered': { code: 'product.picturesReordered', params: { title: 'Linen Dress', titleAr: null } },
  'category.created': { code: 'category.created', params: { name: 'Dresses', nameAr: 'فساتين' } },
  'category.edited': { code: 'category.edited', params: { name: 'Dresses', nameAr: null } },
  'category.deleted': { code: 'category.deleted', params: { name: 'Dresses', nameAr: null } },
};
