import { describe, expect, it } from 'vitest';
import { readConfirmationReply } from './confirmation-reply';

describe('readConfirmationReply', () => {
  it.each(['نعم', 'أكيد', 'اكيد', 'تمام', 'تمام 👍', 'تمــام', 'نعم، شكرا', 'نعم تمام', 'Yes', 'yes please', 'OK!', 'Confirm', 'ايوه'])('reads %s as confirm', (text) => {
    expect(readConfirmationReply(text)).toBe('confirm');
  });

  it.each(['لا', 'لأ', 'إلغاء', 'الغاء', 'لا شكرا', 'لا، الغاء', 'No', 'no thanks', 'CANCEL', 'مش عايز'])('reads %s as cancel', (text) => {
    expect(readConfirmationReply(text)).toBe('cancel');
  });

  it.each(['', '   ', 'نعم لا', 'yes but change the size to L', 'ممكن اغير المقاس؟', 'when will it arrive?', 'لا اعرف', '1', 'تمام'.repeat(20)])(
    'leaves %s for a person to read',
    (text) => {
      expect(readConfirmationReply(text)).toBeUndefined();
    },
  );
});
