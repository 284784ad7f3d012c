import { describe, expect, it } from 'vitest';
import { HISTORY_NOTE_CODES, HISTORY_NOTES, systemNote, wordHistoryNote, type HistoryNoteCode, type NoteParams } from './history-notes';
import { english } from './messages';
import { arabicMessages } from './messages-ar';

/** The data each code is written with (as its writers pass it), the richest case. */
const SAMPLE: Record<HistoryNoteCode, NoteParams> = {
  'confirmation.confirmed': { by: 'staff', who: 'admin@shop.test' },
  'confirmation.declined': { by: 'whatsapp' },
  'confirmation.expired': {},
  'confirmation.reminderSent': {},
  'whatsapp.sent': { kind: 'reminder' },
  'whatsapp.delivered': {},
  'whatsapp.read': {},
  'whatsapp.undelivered': { reason: 'number not on WhatsApp' },
  'whatsapp.sendFailed': { reason: 'timeout' },
  'whatsapp.gaveUp': { reason: 'timeout' },
  'courier.handedOff': { courier: 'bosta', trackingNumber: '12345' },
  'courier.recovered': { courier: 'bosta', trackingNumber: '12345' },
  'courier.event': { courier: 'bosta', state: 'exception', reason: 'no answer' },
  'returns.step': { label: 'R-1', state: 'refunded', refundPiastres: 45000, method: 'wallet', reference: 'W-9', note: 'kept the box' },
  'returns.exchangeOrder': { label: 'R-1', orderNumber: 1003 },
  'returns.pickedUp': { label: 'R-1', state: 'in_transit' },
  'returns.arrived': { label: 'R-1' },
  'returns.exchangeCharge': { label: 'R-1', before: 0, after: 15050 },
};

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const ENGLISH_WORD = /\b(by|phone|sent|delivered|read|Return|Bosta|Confirmed|Cancelled|WhatsApp|shipment|Exchange)\b/;

describe('history notes the shop writes', () => {
  it.each(HISTORY_NOTE_CODES)('%s has English and Arabic wording', (code) => {
    const params = SAMPLE[code];
    const englishText = HISTORY_NOTES[code](english, params);
    const arabicText = HISTORY_NOTES[code](arabicMessages, params);
    expect(englishText.length).toBeGreaterThan(3);
    expect(arabicText).toMatch(ARABIC_LETTER);
    expect(arabicText).not.toBe(englishText);
    // Data keeps its own letters (an e-mail, a reason from WhatsApp); the wording around it is Arabic.
    const words = Object.values(params).map(String);
    expect(words.reduce((rest, word) => rest.split(word).join(''), arabicText)).not.toMatch(ENGLISH_WORD);
  });

  it('samples every code the server can write', () => {
    expect(Object.keys(SAMPLE).sort()).toEqual([...HISTORY_NOTE_CODES].sort());
  });

  it('stores the same English text as before the codes', () => {
    expect(systemNote('confirmation.confirmed', { by: 'staff', who: 'admin@shop.test' }).text).toBe('Confirmed by phone (admin@shop.test)');
    expect(systemNote('confirmation.declined', { by: 'customer' }).text).toBe('Cancelled by the customer (link)');
    expect(systemNote('whatsapp.sent', { kind: 'confirm' }).text).toBe('WhatsApp: confirmation request sent');
    expect(systemNote('courier.handedOff', { courier: 'bosta', trackingNumber: null }).text).toBe('Bosta: shipment created');
    expect(systemNote('courier.event', { courier: 'own', state: 'delivered', reason: null }).text).toBe('Own delivery: delivered');
    expect(systemNote('returns.step', { label: 'R-1', state: 'requested' }).text).toBe('Return R-1: Requested');
    expect(systemNote('returns.step', { label: 'R-2', state: 'rejected', note: 'worn' }).text).toBe('Return R-2: Rejected: worn');
  });

  it('words a code in the page language and leaves staff notes and unknown codes as stored', () => {
    const stored = systemNote('confirmation.confirmed', { by: 'staff', who: 'a@b.test' });
    expect(wordHistoryNote(arabicMessages, { note: stored.text, noteCode: stored.code, noteParams: stored.params })).toBe(
      arabicMessages.confirmation.notes.byWhom(arabicMessages.confirmation.notes.confirmedBy.staff, 'a@b.test'),
    );
    expect(wordHistoryNote(arabicMessages, { note: 'call after 5pm' })).toBe('call after 5pm');
    expect(wordHistoryNote(arabicMessages, { note: 'Old text', noteCode: 'some.future', noteParams: {} })).toBe('Old text');
    expect(wordHistoryNote(arabicMessages, { note: null, noteCode: null, noteParams: null })).toBeNull();
  });
});
