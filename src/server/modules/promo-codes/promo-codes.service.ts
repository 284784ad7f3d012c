/**
 * The owner's promotion codes (issue 38): list, create, change, delete or deactivate, report.
 * Amounts travel in LE and are stored in piastres; a fixed code's value too.
 */
import type { DbOrTx } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-error';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { toPiastres, toPounds } from '../../../shared/money';
import { WELCOME_CODE } from '../../../shared/promo-code';
import type { PromoCodeAnswer } from '../../../shared/contract/promo-codes';
import { promoCodeSchema, type PromoCodeBody, type PromoCodePatch } from '../../../shared/schemas/promo-codes';
import {
  deletePromoCode,
  findPromoCode,
  insertPromoCode,
  listPromoCodes,
  promoCodeReport,
  updatePromoCode,
  type NewPromoCode,
  type PromoCodeFigures,
  type PromoCodeRow,
} from './promo-codes.repository';

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export function toPromoCodeAnswer(row: PromoCodeRow & PromoCodeFigures): PromoCodeAnswer {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === 'fixed' ? toPounds(row.value) : row.value,
    minSubtotal: toPounds(row.minSubtotalPiastres),
    firstOrderOnly: row.firstOrderOnly,
    perCustomerLimit: row.perCustomerLimit,
    totalLimit: row.totalLimit,
    startsAt: row.startsOn,
    endsAt: row.endsOn,
    active: row.active,
    uses: row.uses,
    discountGiven: toPounds(row.discountGivenPiastres),
  };
}

/** The stored columns of a checked body. */
const columnsOf = (body: PromoCodeBody): NewPromoCode => ({
  code: body.code,
  kind: body.kind,
  value: body.kind === 'fixed' ? toPiastres(body.value) : body.kind === 'percent' ? body.value : 0,
  minSubtotalPiastres: toPiastres(body.minSubtotal),
  firstOrderOnly: body.firstOrderOnly,
  perCustomerLimit: body.perCustomerLimit,
  totalLimit: body.totalLimit,
  startsOn: body.startsAt,
  endsOn: body.endsAt,
  active: body.active,
});

async function found(db: DbOrTx, id: string) {
  const row = isUuid(id) ? await findPromoCode(db, id) : undefined;
  if (!row) throw notFound((t) => t.promotions.api.notFound);
  return row;
}

const nameTaken = (error: unknown) => (pgErrorCode(error) === UNIQUE_VIOLATION ? conflict((t) => t.promotions.api.codeTaken) : error);

export const listCodes = async (db: DbOrTx) => (await listPromoCodes(db)).map(toPromoCodeAnswer);

export async function createCode(db: DbOrTx, body: PromoCodeBody): Promise<PromoCodeAnswer> {
  try {
    const row = await insertPromoCode(db, columnsOf(body));
    return toPromoCodeAnswer({ ...row, uses: 0, discountGivenPiastres: 0 });
  } catch (error) {
    throw nameTaken(error);
  }
}

/** A change is merged into the stored code and the whole checked again, so the rules between fields hold. */
export async function changeCode(db: DbOrTx, id: string, patch: PromoCodePatch): Promise<PromoCodeAnswer> {
  const stored = toPromoCodeAnswer(await found(db, id));
  const merged = promoCodeSchema.safeParse({ ...stored, ...patch });
  if (!merged.success) {
    const issue = merged.error.issues[0]!;
    throw badRequest(`${issue.path.join('.') || 'body'}: ${issue.message}`);
  }
  if (merged.data.code !== stored.code && stored.uses > 0) throw conflict((t) => t.promotions.api.renameUsed);
  try {
    await updatePromoCode(db, id, columnsOf(merged.data));
  } catch (error) {
    throw nameTaken(error);
  }
  return toPromoCodeAnswer(await found(db, id));
}

/**
 * An unused code goes; a used one stays, deactivated, so its orders and report keep their code.
 * WELCOME10 is only ever deactivated: the first start creates it once, and would bring it back.
 */
export async function removeCode(db: DbOrTx, id: string): Promise<{ deleted: boolean; results: PromoCodeAnswer | null }> {
  const row = await found(db, id);
  if (row.uses === 0 && row.code !== WELCOME_CODE) {
    await deletePromoCode(db, id);
    return { deleted: true, results: null };
  }
  await updatePromoCode(db, id, { active: false });
  return { deleted: false, results: toPromoCodeAnswer(await found(db, id)) };
}

export async function codeReport(db: DbOrTx, id: string) {
  const row = await found(db, id);
  const report = await promoCodeReport(db, row.code);
  return { code: row.code, orders: report.orders, sales: toPounds(report.salesPiastres), discountGiven: toPounds(report.discountPiastres), newCustomers: report.newCustomers };
}
