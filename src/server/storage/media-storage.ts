import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded images live: this machine's disk (DATA_DIR/media), or an S3-compatible
 * bucket (s3-media-storage.ts) that every shop process shares. Everything that writes or
 * deletes a picture (products, categories, the logo, the demo seed, a restore) goes through
 * this interface; the shop serves both under /media.
 */
export interface MediaStorage {
  /** Where the pictures are, in words for messages ("the folder …", "the bucket …"). */
  readonly description: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes every object whose key starts with the prefix. */
  removePrefix(prefix: string): Promise<void>;
  publicUrl(key: string): string;
  /** The object's bytes and type, or undefined when there is none under the key. */
  get(key: string): Promise<{ body: Buffer; contentType: string } | undefined>;
  /** Every key, sorted: for backups and the move to a bucket. */
  keys(): AsyncIterable<string>;
}

/** The type of a picture file from its name (the pipeline writes WebP; backups may hold others). */
export function mediaTypeOf(key: string): string {
  const extension = path.extname(key).toLowerCase();
  return { '.webp': 'image/webp', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.avif': 'image/avif', '.svg': 'image/svg+xml' }[extension] ?? 'application/octet-stream';
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** A key the storage may write and serve: letters, digits and `/_.-`, never `..`. */
export const isSafeMediaKey = (key: string): boolean => SAFE_KEY.test(key) && !key.includes('..');

function assertSafeKey(key: string): void {
  if (!isSafeMediaKey(key)) throw new Error(`Unsafe media key: ${key}`);
}

export class DiskMediaStorage implements MediaStorage {
  /**
   * `baseUrl`: the shop's address, whose /media serves the folder; `mediaUrl`, when given, the
   * address picture URLs start with instead (MEDIA_PUBLIC_URL: a CDN in front of /media).
   */
  constructor(
    readonly root: string,
    private readonly baseUrl: string,
    private readonly mediaUrl: string = `${baseUrl}/media`,
  ) {}

  get description(): string {
    return `the folder ${this.root}`;
  }

  async put(key: string, body: Buffer, _contentType?: string): Promise<void> {
    assertSafeKey(key);
    const file = path.join(this.root, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, body);
  }

  async removePrefix(prefix: string): Promise<void> {
    assertSafeKey(prefix);
    const target = path.join(this.root, prefix);
    // A prefix ending in / is a folder; otherwise remove the files that start with it.
    if (prefix.endsWith('/')) {
      await fs.rm(target, { recursive: true, force: true });
      return;
    }
    const dir = path.dirname(target);
    const base = path.basename(target);
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    await Promise.all(names.filter((name) => name.startsWith(base)).map((name) => fs.rm(path.join(dir, name), { force: true })));
  }

  publicUrl(key: string): string {
    return `${this.mediaUrl}/${key}`;
  }

  async get(key: string): Promise<{ body: Buffer; contentType: string } | undefined> {
    assertSafeKey(key);
    try {
      return { body: await fs.readFile(path.join(this.root, key)), contentType: mediaTypeOf(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return undefined;
      throw error;
    }
  }

  async *keys(): AsyncIterable<string> {
    yield* filesUnder(this.root);
  }
}

/** Every file under `dir`, as paths relative to it with `/` separators, sorted. */
export function filesUnder(dir: string): string[] {
  if (!fsSync.existsSync(dir)) return [];
  return (fsSync.readdirSync(dir, { recursive: true, withFileTypes: true }) as fsSync.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
