/**
 * JPEG copies of the stored WebP pictures, for the product feeds (issue 38): Meta's catalogue
 * asks for JPEG or PNG pictures, and Google lists JPEG first among the formats it takes. The
 * shop stores WebP only; `<name>.jpg` is made from the stored `<name>.webp` the first time it
 * is asked for, written back through the media storage (disk or bucket) and served from there
 * afterwards, so a picture is encoded once, not per request.
 *
 * Bounded work whatever is asked: only a name whose WebP is stored is encoded (at most one
 * JPEG per stored picture, ever), one encoding at a time (the upload pipeline's queue), the
 * same name asked for twice at once is encoded once, and when more than MAX_WAITING encodings
 * are queued the answer is "busy" (the route says 503 and when to come back).
 */
import { loadSharp, MAX_INPUT_PIXELS, oneImageAtATime } from './images';
import type { MediaStorage } from './media-storage';

/** Both catalogues want at least 500 x 500 pixels (Google from 31 January 2027, Meta now). */
export const MIN_FEED_SIDE = 500;
/** Upscaling a thin picture to 500 px high stops at this width: the work stays small. */
const MAX_FEED_SIDE = 2400;
const MAX_WAITING = 32;
const QUALITY = 85;

export const isJpegRenditionKey = (key: string): boolean => key.endsWith('.jpg');
/** The JPEG rendition's key of a stored WebP key (other keys are left as they are). */
export const jpegRenditionOf = (key: string): string => (key.endsWith('.webp') ? `${key.slice(0, -'.webp'.length)}.jpg` : key);
const webpSourceOf = (jpegKey: string): string => `${jpegKey.slice(0, -'.jpg'.length)}.webp`;

export type Rendition = { body: Buffer } | 'missing' | 'busy';

/** A JPEG of the picture at its stored size, made at least MIN_FEED_SIDE on its short side, on white. */
export async function encodeFeedJpeg(webp: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const image = sharp(webp, { limitInputPixels: MAX_INPUT_PIXELS });
  const { width = 0, height = 0 } = await image.metadata();
  if (!width || !height) throw new Error('A stored picture without dimensions');
  const longSide = Math.max(width, height);
  const scale = Math.min(Math.max(1, MIN_FEED_SIDE / Math.min(width, height)), Math.max(1, MAX_FEED_SIDE / longSide));
  return image
    .resize({ width: Math.round(width * scale), height: Math.round(height * scale), fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: QUALITY, progressive: true })
    .timeout({ seconds: 20 })
    .toBuffer();
}

export function jpegRenditions(storage: MediaStorage) {
  const inFlight = new Map<string, Promise<Rendition>>();
  let waiting = 0;

  async function make(key: string): Promise<Rendition> {
    const source = await storage.get(webpSourceOf(key));
    if (!source) return 'missing';
    if (waiting >= MAX_WAITING) return 'busy';
    waiting++;
    let body: Buffer;
    try {
      body = await oneImageAtATime(() => encodeFeedJpeg(source.body));
    } finally {
      waiting--;
    }
    // Another process may write the same bytes under the same name meanwhile: harmless.
    await storage.put(key, body, 'image/jpeg');
    return { body };
  }

  return {
    /** The JPEG under `key` (a `.jpg` name): stored, or made now from its WebP and stored. */
    async get(key: string): Promise<Rendition> {
      const stored = await storage.get(key);
      if (stored) return { body: stored.body };
      let pending = inFlight.get(key);
      if (!pending) {
        pending = make(key).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}
