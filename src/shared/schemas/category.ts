import { z } from 'zod';
import { messages } from '../messages';
import { arabicText, requiredText } from './fields';

const m = messages.categoryAdmin;

export const CATEGORY_NAME_MAX = 60;

/** The image is a file part, checked by the form and the route; this is its message. */
export const categoryImageRequiredMessage = m.imageRequired;

export const categoryCreateSchema = z.object({
  name: requiredText(m.nameRequired, CATEGORY_NAME_MAX),
  nameAr: arabicText(CATEGORY_NAME_MAX),
});
export type CategoryCreateInput = z.input<typeof categoryCreateSchema>;
export type CategoryCreatePayload = z.output<typeof categoryCreateSchema>;

/** Same fields; only the image becomes optional, and that is the route's concern. */
export const categoryUpdateSchema = z.object({
  name: requiredText(m.nameRequired, CATEGORY_NAME_MAX),
  nameAr: arabicText(CATEGORY_NAME_MAX),
});
export type CategoryUpdateInput = z.input<typeof categoryUpdateSchema>;
export type CategoryUpdatePayload = z.output<typeof categoryUpdateSchema>;
