import { Link } from 'react-router';
import type { Category } from '../../lib/catalogue';
import { paths } from '../../paths';
import { ResponsiveImage } from './responsive-image';
import { categoryName } from '../../../shared/catalogue-text';
import { messages } from '../../../shared/messages';

// 'row': four across on desktops (the home page's first four); 'page': three across, for the full list.
const GRID_CLASS = { row: 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-4', page: 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3' };
const IMAGE_SIZES = {
  row: '(min-width: 1152px) 270px, (min-width: 768px) 23vw, 47vw',
  page: '(min-width: 1152px) 368px, (min-width: 768px) 31vw, 47vw',
};
type GridLayout = keyof typeof GRID_CLASS;

/** Category cards, each to /subCategory/{categoryId}. */
export function CategoryGrid({ categories, priorityCount = 0, layout = 'row' }: { categories: readonly Pick<Category, '_id' | 'name' | 'image'>[]; priorityCount?: number; layout?: GridLayout }) {
  return (
    <ul className={GRID_CLASS[layout]}>
      {categories.map((category, index) => (
        <li key={category._id}>
          <Link to={paths.subCategory(category._id)} className="group relative block aspect-[4/5] overflow-hidden rounded-lg bg-gray-100">
            <ResponsiveImage
              src={category.image.secure_url}
              alt=""
              sizes={IMAGE_SIZES[layout]}
              priority={index < priorityCount}
              className="transition-transform duration-500 group-hover:scale-[1.04] motion-reduce:transition-none"
            />
            <span className="absolute inset-0 bg-gradient-to-t from-black/65 via-black/10 to-transparent" aria-hidden="true" />
            <span className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-2 p-3 text-white sm:p-4">
              <span className="text-base leading-tight font-semibold sm:text-lg">
                <bdi>{categoryName(category)}</bdi>
              </span>
              <span aria-hidden="true" className="text-lg transition-transform group-hover:translate-x-1 rtl:rotate-180 rtl:group-hover:-translate-x-1">
                →
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function CategoryGridSkeleton({ count = 4, layout = 'row' }: { count?: number; layout?: GridLayout }) {
  return (
    <div className={GRID_CLASS[layout]} role="status" aria-label={messages.screenReader.loadingCategories}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="aspect-[4/5] animate-pulse rounded-lg bg-gray-200 motion-reduce:animate-none" />
      ))}
    </div>
  );
}
