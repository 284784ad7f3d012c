import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded images live. The disk implementation serves files under /media; an
 * S3-compatible store can implement the same interface later.
 */
export interface MediaStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes every object whose key starts with the prefix. */
  removePrefix(prefix: string): Promise<void>;
  publicUrl(key: string): string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** A key the storage may write and serve: letters, digits and `/_.-`, never `..`. */
export const isSafeMediaKey = (key: string): boolean => SAFE_KEY.test(key) && !key.includes('..');

function assertSafeKey(key: string): void {
  if (!isSafeMediaKey(key)) throw new Error(`Unsafe media key: ${key}`);
}

export class DiskMediaStorage implements MediaStorage {
  constructor(
    readonly root: string,
    private readonly baseUrl: string,
  ) {}

  async put(key: string, body: Buffer): Promise<void> {
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
    return `${this.baseUrl}/media/${key}`;
  }
}
