import { useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { Link } from 'react-router';
import { SLIDER_CATEGORY_IDS } from '../../../../shared/demo-catalogue';
import { messages } from '../../../../shared/messages';
import { ResponsiveImage } from '../../../components/catalog/responsive-image';
import { usePrefersReducedMotion } from '../../../components/catalog/media-query';
import type { CategorySummary as Category } from '../../../lib/product-list';
import { paths } from '../../../paths';

export const SLIDE_INTERVAL_MS = 6000;
const sr = messages.screenReader;

type SlideName = keyof typeof SLIDER_CATEGORY_IDS;
const SLIDE_STYLES: Record<SlideName, string> = {
  'Hot Orange': 'bg-gradient-to-br from-orange-500 to-red-500 text-white',
  'Sea Wave': 'bg-gradient-to-br from-sky-600 to-teal-500 text-white',
  'Sunset Glow': 'bg-gradient-to-br from-rose-400 to-amber-300 text-ink',
  'Zebra Heat': 'bg-[repeating-linear-gradient(135deg,#0b0f19_0_22px,#262b36_22px_44px)] text-white',
};

/**
 * The four promo slides, each to a fixed category. Advances every 6 s (restarting after a dot
 * is pressed), pauses while hovered or focused, and stays still for reduced-motion users.
 */
export default function PromoSlider({ categories }: { categories: readonly Category[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, duration: reducedMotion ? 0 : 30 });
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  // The slides are the demo's four themes, in order; their names and taglines are the page's language's.
  const slides = (Object.keys(SLIDER_CATEGORY_IDS) as SlideName[]).map((theme, index) => ({
    theme,
    name: messages.shop.slides[index] ?? theme,
    tagline: messages.shop.slideTaglines[index] ?? '',
    categoryId: SLIDER_CATEGORY_IDS[theme],
  }));

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  // One timer per shown slide: any change of slide (dot, auto) starts the 6 s again.
  useEffect(() => {
    if (!embla || paused || reducedMotion) return;
    const timer = window.setTimeout(() => embla.scrollNext(), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [embla, selected, paused, reducedMotion]);

  return (
    <section
      aria-roledescription={sr.carousel}
      aria-label={sr.summerOffers}
      className="relative"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div ref={viewportRef} className="overflow-hidden rounded-2xl">
        <div className="flex">
          {slides.map((slide, index) => {
            const image = categories.find((category) => category._id === slide.categoryId)?.image.secure_url;
            return (
              <div
                key={slide.theme}
                role="group"
                aria-roledescription={sr.slide}
                aria-label={sr.slideOf(index + 1, slides.length, slide.name)}
                aria-hidden={index !== selected}
                inert={index !== selected}
                className={`grid h-64 min-w-0 shrink-0 grow-0 basis-full grid-cols-[1fr_auto] items-center gap-4 p-6 sm:h-96 sm:gap-8 sm:p-10 ${SLIDE_STYLES[slide.theme]}`}
              >
                <div className="flex flex-col items-start gap-3 sm:gap-4">
                  <h3 className="text-3xl leading-tight font-extrabold tracking-tight sm:text-5xl">
                    {slide.name}
                  </h3>
                  <p className="max-w-xs text-sm opacity-90 sm:text-base">{slide.tagline}</p>
                  <Link
                    to={paths.subCategory(slide.categoryId)}
                    aria-label={`${messages.shop.shopNow}: ${slide.name}`}
                    className="rounded-full bg-white px-6 py-3 text-sm font-semibold tracking-wide text-ink uppercase shadow-sm hover:bg-gray-100"
                  >
                    {messages.shop.shopNow}
                  </Link>
                </div>
                <div className="aspect-[4/5] h-44 overflow-hidden rounded-xl bg-white/25 shadow-lg sm:h-full">
                  {image && <ResponsiveImage src={image} alt="" sizes="(min-width: 640px) 256px, 160px" />}
                </div>
              </div>
            );
          })}
        </div>
      </div>
      <div className="mt-4 flex justify-center gap-2" role="group" aria-label={sr.chooseSlide}>
        {slides.map((slide, index) => (
          <button
            key={slide.theme}
            type="button"
            aria-label={sr.showSlide(index + 1, slide.name)}
            aria-current={index === selected}
            onClick={() => embla?.scrollTo(index)}
            className="flex h-11 w-11 items-center justify-center"
          >
            <span className={`block h-2.5 rounded-full transition-all ${index === selected ? 'w-7 bg-ink' : 'w-2.5 bg-gray-300'}`} />
          </button>
        ))}
      </div>
    </section>
  );
}
