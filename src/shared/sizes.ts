/** The sizes the shop sells, smallest first: the order every size list is shown in. */
export const SIZES = ['xs', 's', 'm', 'l', 'xl', 'xxl'] as const;
export type Size = (typeof SIZES)[number];

export const isSize = (value: unknown): value is Size =>
  typeof value === 'string' && (SIZES as readonly string[]).includes(value);

/** The label a size is shown with: upper case, or N/A when a line has no size. */
export const sizeLabel = (size: string | null | undefined): string => (size ? size.toUpperCase() : 'N/A');
