/** Test helpers: real images made by sharp, real multipart forms, an admin token. */
import crypto from 'node:crypto';
import sharp from 'sharp';
import { signAccessToken } from '../../plugins/auth';
import type { TestShop } from '../../test-support/test-shop';

export async function pngImage(color = '#e4572e', width = 800, height = 1000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
}

export async function jpegImage(color = '#0ea5e9', width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).jpeg().toBuffer();
}

type Part = string | number | { file: Buffer; name: string; type?: string };

/** A multipart form; arrays repeat the field, like the spec's availableSizes and images. */
export function form(fields: Record<string, Part | Part[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const part of Array.isArray(value) ? value : [value]) {
      if (typeof part === 'object') data.append(name, new Blob([new Uint8Array(part.file)], { type: part.type ?? 'image/png' }), part.name);
      else data.append(name, String(part));
    }
  }
  return data;
}

/** A token of an admin on the shop's ADMIN_EMAILS (the role is decided from that list), or of a shopper. */
export async function tokenFor(shop: Pick<TestShop, 'config'>, role: 'admin' | 'user'): Promise<string> {
  const admin = shop.config.adminEmails[0];
  if (role === 'admin' && !admin) throw new Error("the test shop's ADMIN_EMAILS is empty");
  return signAccessToken(shop.config, { id: crypto.randomUUID(), email: role === 'admin' ? admin! : 'shopper@shop.test', role });
}
