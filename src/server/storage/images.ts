/**
 * The image pipeline: every uploaded image is judged by its bytes (never its name or declared
 * type) and re-encoded with sharp into WebP at a few widths. Re-encoding drops whatever a
 * hostile file carried (scripts in SVG, metadata, polyglot payloads) and gives phones small
 * files. Keys look like `products/<productId>/<imageId>-640.webp`; the 640 variant is the
 * one stored and served as `secure_url`, and the others sit beside it under the same name
 * with `-320` / `-1200`, so a client builds a srcset by replacing the suffix.
 */
import type { Metadata, Sharp } from 'sharp';
import { HttpError } from '../http/http-error';
import type { MediaStorage } from './media-storage';

export const IMAGE_WIDTHS = [320, 640, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const DEFAULT_IMAGE_WIDTH: ImageWidth = 640;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * Refuses decompression bombs: a 5 MB file may not unpack into more than this many pixels
 * (4000 x 4000 is plenty for a product photo; decoded it is about 48 MB of memory).
 */
export const MAX_INPUT_PIXELS = 16_000_000;
/** The most one image may take to check or to encode, so a crafted file cannot hold a core. */
const IMAGE_TIME_LIMIT_SECONDS = 20;
/** Raster formats only: SVG is a program (filters, blurs, huge canvases) and is refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export type ImageVariants = ReadonlyMap<ImageWidth, Buffer>;

/**
 * sharp (libvips) is loaded on the first image to handle, not at start: a shop that serves
 * its catalogue without uploads keeps its memory (about 10 MB) for answers.
 */
export const loadSharp = () =>
  import('sharp').then((module) => {
    const sharp = module.default;
    // One libvips thread per image and no operation cache: uploads are rare, and twenty
    // hostile ones at once must not take every core or pile up decoded pixels in memory.
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });

/**
 * Uploaded images are handled one at a time (the libuv pool would otherwise decode four
 * at once): memory stays at one decoded image however many admins upload together.
 */
let imageQueue: Promise<unknown> = Promise.resolve();
export function oneImageAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = imageQueue.then(task, task);
  imageQueue = run.catch(() => undefined);
  return run;
}

/**
 * SVG is text: refused by its bytes before sharp sees it, since librsvg would run its filters.
 * Leading whitespace, a byte-order mark or an XML declaration still make it SVG.
 */
function looksLikeSvg(buffer: Buffer): boolean {
  const head = buffer.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '').trimStart().toLowerCase();
  return head.startsWith('<') && (head.includes('<svg') || head.startsWith('<?xml') || head.startsWith('<!doctype svg'));
}

const timedOut = (error: unknown) => /timeout/i.test((error as Error).message ?? '');

export const variantKey = (base: string, width: ImageWidth): string => `${base}-${width}.webp`;

/** The stored key (the default width) of an image whose variants live under `base`. */
export const defaultVariantKey = (base: string): string => variantKey(base, DEFAULT_IMAGE_WIDTH);

/** `srcset` for an image URL of the default width: the three widths side by side. */
export function srcsetFor(defaultUrl: string): string {
  const suffix = `-${DEFAULT_IMAGE_WIDTH}.webp`;
  if (!defaultUrl.endsWith(suffix)) return `${defaultUrl} ${DEFAULT_IMAGE_WIDTH}w`;
  const stem = defaultUrl.slice(0, -suffix.length);
  return IMAGE_WIDTHS.map((width) => `${stem}-${width}.webp ${width}w`).join(', ');
}

/** The URL of another width of an image stored at the default width (unchanged for any other URL). */
export function variantUrl(defaultUrl: string, width: ImageWidth): string {
  const suffix = `-${DEFAULT_IMAGE_WIDTH}.webp`;
  return defaultUrl.endsWith(suffix) ? `${defaultUrl.slice(0, -suffix.length)}-${width}.webp` : defaultUrl;
}

export const notAnImage = () => new HttpError(415, (t) => t.api.http.notAnImage);
export const imageTooLarge = () => new HttpError(413, (t) => t.api.http.imageTooLarge(MAX_IMAGE_BYTES / (1024 * 1024)));

/** Throws 415 unless the bytes are a raster image of at most MAX_INPUT_PIXELS that sharp can read. */
export async function assertImage(buffer: Buffer): Promise<void> {
  if (buffer.length > MAX_IMAGE_BYTES) throw imageTooLarge();
  if (looksLikeSvg(buffer)) throw new HttpError(415, (t) => t.api.http.svgNotAccepted);
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // Reads the header only: the pixel count is known before anything is decoded.
    metadata = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (metadata.format === 'svg') throw new HttpError(415, (t) => t.api.http.svgNotAccepted);
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) throw notAnImage();
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new HttpError(415, (t) => t.api.http.imageTooManyPixels(MAX_INPUT_PIXELS / 1_000_000));
  }
}

/**
 * WebP at every width, never upscaled: a 500 px wide original gives 500 px files for the
 * 640 and 1200 names, so every name exists and srcset still works. `effort` trades CPU for
 * size (the seed uses 0 to start fast).
 */
export async function encodeVariants(buffer: Buffer, options: { effort?: number; quality?: number } = {}): Promise<ImageVariants> {
  const sharp = await loadSharp();
  const timeout = { seconds: IMAGE_TIME_LIMIT_SECONDS };
  let image: Sharp;
  try {
    // Decode once (honouring the EXIF orientation) and resize the raw pixels for each width.
    const { data, info } = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().raw().timeout(timeout).toBuffer({ resolveWithObject: true });
    image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  } catch (error) {
    const late = timedOut(error);
    throw new HttpError(415, (t) => (late ? t.api.http.imageTookTooLong : t.api.http.unreadableImage));
  }
  const encoded: (readonly [ImageWidth, Buffer])[] = [];
  try {
    for (const width of IMAGE_WIDTHS) {
      const body = await image
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: options.quality ?? 80, effort: options.effort ?? 3 })
        .timeout(timeout)
        .toBuffer();
      encoded.push([width, body]);
    }
  } catch (error) {
    if (timedOut(error)) throw new HttpError(415, (t) => t.api.http.imageTookTooLong);
    throw error;
  }
  return new Map(encoded);
}

/** Writes the variants under `base`; returns the key to store (the default width). */
export async function putVariants(storage: MediaStorage, base: string, variants: ImageVariants): Promise<string> {
  await Promise.all([...variants].map(([width, body]) => storage.put(variantKey(base, width), body, 'image/webp')));
  return defaultVariantKey(base);
}

/** Checks, re-encodes and stores one upload; returns the key to store. */
export async function storeImage(storage: MediaStorage, base: string, buffer: Buffer): Promise<string> {
  await assertImage(buffer);
  return putVariants(storage, base, await oneImageAtATime(() => encodeVariants(buffer)));
}

/** The prefix that removes every variant of a stored image (its key without the width). */
export function variantPrefixOf(key: string): string {
  const suffix = `-${DEFAULT_IMAGE_WIDTH}.webp`;
  return key.endsWith(suffix) ? `${key.slice(0, -suffix.length)}-` : key;
}
