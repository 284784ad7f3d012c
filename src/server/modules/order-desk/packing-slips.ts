import { textDirection, type Language } from '../../../shared/language';
import { deliveryPlace, messagesFor, type Messages } from '../../../shared/messages';
import { formatLE, toPiastres } from '../../../shared/money';
import { sizeLabel } from '../../../shared/sizes';
import type { OrderDetailAnswer } from '../../../shared/contract/answers';
import { formatEgyptianPhone } from '../../../shared/phone';
import { escapeHtml } from '../../mail/mail-html';

type Barcode = (orderNumber: number) => string;

/**
 * Code 128 of the order number: what couriers' and warehouses' scanners read. bwip-js is loaded
 * with the first slips, not at start: only the order desk prints them.
 */
const loadBarcode = async (): Promise<Barcode> => {
  const { default: bwipjs } = await import('bwip-js/node');
  return (orderNumber) => bwipjs.toSVG({ bcid: 'code128', text: String(orderNumber), height: 12, includetext: true, textxalign: 'center' });
};

/** The shop's name and phone as the owner set them (a slip shows no invented name or number). */
export type SlipSender = { shopName: string | null; phone: string | null };

function slip(order: OrderDetailAnswer, sender: SlipSender, texts: Messages, barcodeOf: Barcode): string {
  const m = texts.slip;
  const lines = order.products
    .map((line) => `<tr><td>${escapeHtml(line.title)}</td><td>${escapeHtml(sizeLabel(line.size))}</td><td>${line.quantity}</td></tr>`)
    .join('');
  // The phones and the address are isolated (bdi), not the lines: on an Arabic slip the number stays on the
  // right with the rest, and "9 Port Rd" keeps its number in front (a p dir=ltr sat on the left; a bare
  // English address in an RTL line moved its leading number to its end).
  return `<section class="slip" data-order="${order.orderNumber}">
  <header><strong>${escapeHtml(sender.shopName ?? '')}</strong><span class="number">#${order.orderNumber}</span></header>
  ${sender.phone ? `<p class="sender-phone"><bdi dir="ltr">${escapeHtml(formatEgyptianPhone(sender.phone))}</bdi></p>` : ''}
  <div class="barcode">${barcodeOf(order.orderNumber)}</div>
  <p class="name">${escapeHtml(`${order.firstName} ${order.lastName}`)}</p>
  <p class="phone"><bdi dir="ltr">${escapeHtml(order.phone)}</bdi></p>
  <p><bdi>${escapeHtml(order.address)}</bdi><br>${escapeHtml(deliveryPlace({ city: order.city, governorate: order.governorate }, texts))}</p>
  <p class="cash">${escapeHtml(m.cashToCollect(formatLE(toPiastres(order.totalPrice), texts)))}</p>
  <table><thead><tr><th>${m.item}</th><th>${m.size}</th><th>${m.quantity}</th></tr></thead><tbody>${lines}</tbody></table>
  ${order.notes ? `<p class="notes">${escapeHtml(m.notes(order.notes))}</p>` : ''}
</section>`;
}

/** The slips as one printable page, in the desk's language: each slip on its own sheet of A4 or A6. */
export async function packingSlipsHtml(orders: OrderDetailAnswer[], paper: 'a4' | 'a6', sender: SlipSender, language: Language = 'en'): Promise<string> {
  const [texts, barcodeOf] = await Promise.all([messagesFor(language), loadBarcode()]);
  return `<!doctype html>
<html lang="${language}" dir="${textDirection(language)}"><head><meta charset="utf-8"><title>${texts.slip.title}</title>
<style>
  @page { size: ${paper === 'a6' ? 'A6' : 'A4'}; margin: ${paper === 'a6' ? '6mm' : '15mm'}; }
  body { font-family: system-ui, sans-serif; margin: 0; font-size: ${paper === 'a6' ? '10pt' : '13pt'}; }
  .slip { break-after: page; padding: 4mm 0; }
  .slip:last-child { break-after: auto; }
  header { display: flex; justify-content: space-between; font-size: 1.3em; }
  .barcode svg { width: ${paper === 'a6' ? '45mm' : '70mm'}; height: auto; }
  .name, .cash { font-weight: bold; font-size: 1.2em; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: start; border-bottom: 1px solid #ccc; padding: 1mm; }
</style></head>
<body>
${orders.map((order) => slip(order, sender, texts, barcodeOf)).join('\n')}
</body></html>`;
}
