import { formatLE, toPiastres } from '../../../shared/money';

/** The API speaks LE; formatting works on whole piastres so 99.5 shows as "99.50 LE". */
export const formatPoundsLE = (pounds: number): string => formatLE(toPiastres(pounds));

export function Money({ pounds, className }: { pounds: number; className?: string }) {
  return <span className={className}>{formatPoundsLE(pounds)}</span>;
}
