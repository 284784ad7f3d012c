/**
 * What a customer's free-text WhatsApp reply to the confirmation message means. Only a reply
 * that clearly says yes or no counts: "yes but change the size" or a question is left for a
 * person to read (undefined), since a wrong guess either ships an unwanted parcel or cancels a
 * wanted one.
 */
export type ConfirmationReply = 'confirm' | 'cancel';

// Compared after normalisation (below): lower case, no diacritics or tatweel, alef and yeh
// forms folded, punctuation and emoji dropped.
const YES = new Set(['نعم', 'ايوه', 'ايوا', 'اه', 'اكيد', 'تمام', 'موافق', 'اوكي', 'اوك', 'تاكيد', 'اكد', 'مؤكد', 'yes', 'y', 'ok', 'okay', 'sure', 'confirm', 'confirmed', 'yep', 'yeah']);
const NO = new Set(['لا', 'الغاء', 'الغي', 'الغيه', 'الغى', 'مش عايز', 'مش عايزه', 'لا شكرا', 'no', 'n', 'cancel', 'nope', 'no thanks']);

/** Words a clear answer may carry around its yes or no ("yes please", "تمام شكرا"). */
const POLITE = new Set(['please', 'thanks', 'thank you', 'شكرا', 'لو سمحت', 'من فضلك', 'يا فندم', 'الحمد لله']);

function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '') // harakat, superscript alef, tatweel
    .replace(/[إأآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ') // punctuation, emoji
    .replace(/\s+/g, ' ')
    .trim();
}

/** 'confirm', 'cancel', or undefined when the reply is anything but a clear yes or no. */
export function readConfirmationReply(text: string): ConfirmationReply | undefined {
  let rest = normalise(text);
  if (!rest || rest.length > 40) return undefined;
  for (const polite of POLITE) rest = rest.replace(new RegExp(`(^| )${polite}( |$)`, 'g'), ' ').trim();
  if (YES.has(rest)) return 'confirm';
  if (NO.has(rest)) return 'cancel';
  // "لا، الغاء", "yes ok": every word says the same thing.
  const words = rest.split(' ');
  if (words.length > 1 && words.every((word) => YES.has(word))) return 'confirm';
  if (words.length > 1 && words.every((word) => NO.has(word))) return 'cancel';
  return undefined;
}
