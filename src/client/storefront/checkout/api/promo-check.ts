import { toPiastres } from '../../../../shared/money';
import type { PromoTerms } from '../../../../shared/promo-codes';
import { callApi, endpoints } from '../../../lib/api-client';

/**
 * The checkout's Apply for the owner's codes: the shop checks the code against this cart
 * (and the e-mail and phone once typed) and answers its terms, which the shared rule turns
 * into the discount shown; a refusal rejects with the shop's message for it.
 */
export async function checkPromoCode(code: string, customer: { email?: string; phone?: string }): Promise<PromoTerms> {
  const { results } = await callApi(endpoints.promoCodes.check, {
    body: { code, ...(customer.email ? { email: customer.email } : {}), ...(customer.phone ? { phone: customer.phone } : {}) },
  });
  return {
    code: results.code,
    kind: results.kind,
    value: results.kind === 'fixed' ? toPiastres(results.value) : results.value,
    minSubtotalPiastres: toPiastres(results.minSubtotal),
    firstOrderOnly: results.firstOrderOnly,
    // The limits are the shop's to hold; the page needs only what sets the amount.
    perCustomerLimit: null,
    totalLimit: null,
    startsOn: null,
    endsOn: null,
    active: true,
  };
}
