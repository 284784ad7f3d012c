import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import { ResponsiveImage } from '../../../components/catalog/responsive-image';
import type { Product } from '../../../lib/catalogue';
import { useMediaQuery } from '../../../components/catalog/media-query';
import { paths } from '../../../paths';
import { CollectionStrip } from './collection-strip';

/**
 * Headline, Shop Now and clothes of the summer collection. From tablets up, two looks beside
 * the text; on phones, a compact headline over a swipeable row of the collection, so the first
 * screen shows what the shop sells rather than only words.
 */
export function Hero({ featured }: { featured: readonly Product[] }) {
  const [first, second] = featured;
  // Rendered only where it shows, so phones never download pictures they would not see.
  const wide = useMediaQuery('(min-width: 768px)');
  return (
    <section className="relative overflow-hidden bg-[#f6efe6]">
      <div className="relative mx-auto grid w-full max-w-6xl gap-8 px-4 pt-6 pb-5 md:grid-cols-[1.1fr_1fr] md:items-center md:py-20">
        <div className="flex flex-col items-start gap-3 md:gap-5">
          <p className="text-xs font-semibold tracking-[0.25em] text-brand-dark uppercase">{messages.shop.heroEyebrow}</p>
          <h1 className="text-4xl leading-[1.05] font-extrabold tracking-tight text-ink sm:text-5xl lg:text-6xl">{messages.shop.heroTitle}</h1>
          <p className="max-w-md text-sm text-gray-700 sm:text-lg">{messages.shop.heroText}</p>
          <Link
            to={paths.collections}
            className="rounded-full bg-ink px-8 py-3.5 text-sm font-semibold tracking-wide text-white uppercase transition-colors hover:bg-gray-800"
          >
            {messages.shop.shopNow}
          </Link>
          <ul className="mt-4 hidden flex-col gap-2 text-sm font-medium text-gray-800 sm:flex sm:flex-row sm:flex-wrap sm:gap-x-6">
            {messages.shop.heroPerks.map((perk) => (
              <li key={perk} className="flex items-center gap-2">
                <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-brand-dark" />
                {perk}
              </li>
            ))}
          </ul>
        </div>
        {wide && (
          <div aria-hidden="true" className="grid grid-cols-2 gap-4">
            <div className="aspect-[4/5] translate-y-6 overflow-hidden rounded-2xl bg-[#eadfcf]">
              {first?.images[0] && <ResponsiveImage src={first.images[0].secure_url} alt="" sizes="270px" priority />}
            </div>
            <div className="aspect-[4/5] -translate-y-6 overflow-hidden rounded-2xl bg-[#eadfcf]">
              {second?.images[0] && <ResponsiveImage src={second.images[0].secure_url} alt="" sizes="270px" />}
            </div>
          </div>
        )}
      </div>
      {!wide && (
        <div className="pb-6">
          <CollectionStrip products={featured} />
        </div>
      )}
    </section>
  );
}
