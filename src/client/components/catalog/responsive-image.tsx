import { imageWidths } from '../../lib/catalogue';
import { usePageIdle } from '../../lib/when-idle';

type ResponsiveImageProps = {
  src: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /**
   * The first image the shopper sees: fetched early and never lazily. Other images wait until
   * the page is idle (their box keeps its place), then load lazily as the shopper scrolls.
   */
  priority?: boolean;
  className?: string;
  /** Intrinsic ratio (width / height); the box keeps it so nothing moves when the file arrives. */
  width?: number;
  height?: number;
};

/** A catalogue image at the width the screen needs, in a box that reserves its space. */
export function ResponsiveImage({ src, alt, sizes, priority = false, className = '', width = 640, height = 800 }: ResponsiveImageProps) {
  const { src: source, srcSet } = imageWidths(src);
  const idle = usePageIdle();
  if (!priority && !idle) return null;
  return (
    <img
      src={source}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={`h-full w-full object-cover ${className}`}
    />
  );
}
