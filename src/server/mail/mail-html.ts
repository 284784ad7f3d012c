import { textDirection, type Language } from '../../shared/language';

/** Text as HTML, for the parts of a mail written from a customer's or the shop's data. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** A mail's HTML in its language: Arabic reads right to left in mail readers too. */
export const inLanguage = (language: Language, html: string) => `<div lang="${language}" dir="${textDirection(language)}">\n${html}\n</div>`;
