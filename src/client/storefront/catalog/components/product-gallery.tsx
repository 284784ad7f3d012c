import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { ResponsiveImage } from '../../../components/catalog/responsive-image';
import type { CatalogueImage } from '../../../lib/catalogue';
import { whenPageIsIdle } from '../../../lib/when-idle';
import { messages } from '../../../../shared/messages';

/** A swipe beyond this many pixels changes the image. */
export const SWIPE_THRESHOLD_PX = 60;
// The server preloads the first picture with the same sizes (src/server/plugins/storefront-html.ts GALLERY_SIZES).
const MAIN_SIZES = '(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw';

const isRtl = () => typeof document !== 'undefined' && document.documentElement.dir === 'rtl';

/** Image carousel with arrows, thumbnails and swipe. Embla animates; the swipe rule is ours. */
export function ProductGallery({ images, title }: { images: readonly CatalogueImage[]; title: string }) {
  // Embla's own drag moves on a flick of a few pixels; the spec wants 60 px, so we read the
  // pointer ourselves and only ask Embla to scroll.
  const [viewportRef, embla] = useEmblaCarousel({ watchDrag: false, direction: isRtl() ? 'rtl' : 'ltr' });
  const [selected, setSelected] = useState(0);
  const swipeStart = useRef<number | null>(null);
  // The other slides' pictures wait until the page is idle (or the slide is shown), so they do
  // not share the network with the first picture, the page's largest paint.
  const [restWanted, setRestWanted] = useState(false);
  useEffect(() => whenPageIsIdle(() => setRestWanted(true)), []);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const go = useCallback((index: number) => embla?.scrollTo(index), [embla]);
  const count = images.length;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeStart.current = event.clientX;
    // Keep receiving the pointer when a finger or mouse leaves the picture mid-swipe.
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const moved = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(moved) <= SWIPE_THRESHOLD_PX) return;
    const towardsStart = isRtl() ? moved < 0 : moved > 0;
    if (towardsStart) embla?.scrollPrev();
    else embla?.scrollNext();
  };

  return (
    <div className="flex flex-col gap-3" role="region" aria-roledescription={messages.screenReader.carousel} aria-label={messages.screenReader.galleryOf(title)}>
      <div className="relative">
        <div
          ref={viewportRef}
          data-testid="gallery-viewport"
          className="touch-pan-y overflow-hidden rounded-xl bg-gray-100 select-none"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeStart.current = null)}
          // A mouse would otherwise start dragging the image file and cancel the swipe.
          onDragStart={(event) => event.preventDefault()}
        >
          <div className="flex">
            {images.map((image, index) => (
              <div
                key={image._id}
                className="aspect-[4/5] min-w-0 shrink-0 grow-0 basis-full"
                role="group"
                aria-roledescription={messages.screenReader.slide}
                aria-label={`${index + 1} / ${count}`}
                aria-hidden={index !== selected}
              >
                {(index === 0 || index === selected || restWanted) && (
                  <ResponsiveImage src={image.secure_url} alt={messages.screenReader.galleryImage(title, index + 1)} sizes={MAIN_SIZES} priority={index === 0} width={1200} height={1500} />
                )}
              </div>
            ))}
          </div>
        </div>
        {count > 1 && (
          <>
            <ArrowButton label={messages.screenReader.previousImage} side="start" disabled={selected === 0} onClick={() => embla?.scrollPrev()} />
            <ArrowButton label={messages.screenReader.nextImage} side="end" disabled={selected === count - 1} onClick={() => embla?.scrollNext()} />
            <p className="absolute end-3 bottom-3 rounded-full bg-white/85 px-2.5 py-1 text-xs font-semibold tabular-nums" aria-live="polite">
              {selected + 1} / {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <div className="flex gap-2 overflow-x-auto pb-1" aria-label={messages.screenReader.chooseImage}>
          {images.map((image, index) => (
            <button
              key={image._id}
              type="button"
              onClick={() => go(index)}
              aria-label={messages.screenReader.showImage(index + 1)}
              aria-current={index === selected}
              className={`aspect-[4/5] w-16 shrink-0 overflow-hidden rounded-md border-2 sm:w-20 ${index === selected ? 'border-ink' : 'border-transparent opacity-70 hover:opacity-100'}`}
            >
              <ResponsiveImage src={image.secure_url} alt="" sizes="80px" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

function ArrowButton({ label, side, disabled, onClick }: { label: string; side: 'start' | 'end'; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={`absolute top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-xl shadow-md transition-opacity hover:bg-white disabled:opacity-0 ${
        side === 'start' ? 'start-3' : 'end-3'
      }`}
    >
      {/* ‹ and › are mirrored glyphs: a right-to-left page draws them pointing the other way by itself. */}
      <span aria-hidden="true">
        {side === 'start' ? '‹' : '›'}
      </span>
    </button>
  );
}
