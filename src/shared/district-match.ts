/**
 * The best courier district for an address's governorate and city text (issue 35). Customers
 * write the city in Arabic or English, with or without "ال", "city" or a misspelling; Bosta's
 * list names each district in both. Pure, so the desk's proposal is the same everywhere.
 */

/** Lower case, no diacritics or tatweel, alef, yeh and teh marbuta forms folded, punctuation dropped (as confirmation-reply.ts reads Arabic). */
export function normaliseName(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[إأآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// Words that say what kind of place it is, not which one.
const FILLER = new Set(['city', 'district', 'el', 'al', 'the', 'مدينه', 'حي', 'منطقه', 'مركز']);

/** The words that name the place: normalised, the Arabic article and filler words dropped. */
export function nameWords(text: string): string[] {
  return normaliseName(text)
    .split(' ')
    .map((word) => (word.length > 3 && word.startsWith('ال') ? word.slice(2) : word))
    .map((word) => word.replace(/^(el|al)-?/, (prefix) => (word.length > prefix.length + 2 ? '' : prefix)))
    .filter((word) => word && !FILLER.has(word));
}

function bigrams(text: string): string[] {
  const padded = ` ${text} `;
  const grams: string[] = [];
  for (let index = 0; index < padded.length - 1; index++) grams.push(padded.slice(index, index + 2));
  return grams;
}

/** Dice similarity of the two texts' letter pairs, 0..1. */
function dice(a: string, b: string): number {
  if (!a || !b) return 0;
  const left = bigrams(a);
  const right = new Map<string, number>();
  for (const gram of bigrams(b)) right.set(gram, (right.get(gram) ?? 0) + 1);
  let shared = 0;
  for (const gram of left) {
    const count = right.get(gram) ?? 0;
    if (count > 0) {
      shared++;
      right.set(gram, count - 1);
    }
  }
  return (2 * shared) / (left.length + bigrams(b).length);
}

/**
 * How well a written place names a listed one, 0..1: 1 when their words are the same, 0.9 when
 * every word of the shorter is in the longer ("Nasr" and "Nasr City 1"), else their letters' likeness.
 */
export function nameScore(written: string, listed: string): number {
  const a = nameWords(written);
  const b = nameWords(listed);
  if (a.length === 0 || b.length === 0) return 0;
  const left = a.join(' ');
  const right = b.join(' ');
  if (left === right) return 1;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.every((word) => long.includes(word))) return 0.9;
  return Math.round(dice(left, right) * 100) / 100;
}

/** Below this a proposal is more likely wrong than right: the desk chooses. */
export const MATCH_THRESHOLD = 0.6;

export type ListedDistrict = { id: string; name: string; nameAr: string; cityName: string; cityNameAr: string };

/**
 * The district that best matches the city text, among the cities that best match the
 * governorate; when none there does, among all (a governorate picked wrong at checkout), at a
 * tenth less. Undefined under the threshold.
 */
export function bestDistrict<D extends ListedDistrict>(governorate: string, city: string, districts: readonly D[]): { district: D; score: number } | undefined {
  const cityScore = new Map<string, number>();
  for (const district of districts) {
    if (!cityScore.has(district.cityName)) {
      cityScore.set(district.cityName, Math.max(nameScore(governorate, district.cityName), nameScore(governorate, district.cityNameAr)));
    }
  }
  const bestCity = Math.max(0, ...cityScore.values());
  const best = (candidates: readonly D[], weight: number) => {
    let found: { district: D; score: number } | undefined;
    for (const district of candidates) {
      const score = Math.round(Math.max(nameScore(city, district.name), nameScore(city, district.nameAr)) * weight * 100) / 100;
      if (!found || score > found.score) found = { district, score };
    }
    return found && found.score >= MATCH_THRESHOLD ? found : undefined;
  };
  const inGovernorate = bestCity >= MATCH_THRESHOLD ? best(districts.filter((district) => cityScore.get(district.cityName) === bestCity), 1) : undefined;
  return inGovernorate ?? best(districts, bestCity >= MATCH_THRESHOLD ? 0.9 : 1);
}

/** The key a desk's choice is remembered by: the same governorate and city text, however written. */
export const choiceKey = (governorate: string, city: string): string => `${nameWords(governorate).join(' ')}|${nameWords(city).join(' ')}`;
