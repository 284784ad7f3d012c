/**
 * The catalogue's own texts in the reader's language. The shop writes each product's title and
 * description and each category's name in English, and in Arabic where it chooses to: Arabic
 * pages show the Arabic where there is one and the English otherwise, never an empty name.
 * `texts` is the reader's messages (the page's on the client, messagesFor(language) on the server).
 */
import { messages, type Messages } from './messages';

const inReaderLanguage = (english: string, arabic: string | null | undefined, texts: Messages): string =>
  texts.format.language === 'ar' && arabic ? arabic : english;

export const productTitle = (product: { title: string; titleAr?: string | null }, texts: Messages = messages): string =>
  inReaderLanguage(product.title, product.titleAr, texts);

export const productDescription = (product: { description: string; descriptionAr?: string | null }, texts: Messages = messages): string =>
  inReaderLanguage(product.description, product.descriptionAr, texts);

export const categoryName = (category: { name: string; nameAr?: string | null }, texts: Messages = messages): string =>
  inReaderLanguage(category.name, category.nameAr, texts);
