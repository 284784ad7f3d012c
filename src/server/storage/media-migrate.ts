/**
 * `npm run media:migrate`: copies a shop's pictures from its disk (DATA_DIR/media) to the
 * bucket of S3_BUCKET, then reads every copy back and compares it with the file. It switches
 * nothing: the shop keeps serving from its disk until S3_BUCKET is set in the shop's own
 * environment and it is restarted, which the command says to do only once every copy has been
 * verified. Run it with the shop running; it copies what was uploaded meanwhile in further
 * passes, and run again it copies only what is missing or different.
 */
import crypto from 'node:crypto';
import type { MediaStorage } from './media-storage';

export class MediaMigrationError extends Error {}

const digest = (body: Buffer) => crypto.createHash('sha256').update(body).digest('hex');

export type MigrationReport = { copied: number; alreadyThere: number; verified: number };

/** Copies every picture of `from` missing or different in `to`, pass after pass until a pass finds nothing new, then verifies them all. */
export async function copyPictures(from: MediaStorage, to: MediaStorage, log: (message: string) => void = () => {}): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, alreadyThere: 0, verified: 0 };
  const done = new Map<string, string>();
  for (let pass = 1; ; pass++) {
    let newInPass = 0;
    for await (const key of from.keys()) {
      if (done.has(key)) continue;
      const source = await from.get(key);
      // Removed since it was listed (its product went).
      if (!source) continue;
      newInPass++;
      const hash = digest(source.body);
      const existing = await to.get(key);
      if (existing && digest(existing.body) === hash) report.alreadyThere++;
      else {
        await to.put(key, source.body, source.contentType);
        report.copied++;
      }
      done.set(key, hash);
    }
    log(`pass ${pass}: ${newInPass} pictures`);
    if (newInPass === 0) break;
  }
  const failed: string[] = [];
  for (const [key, hash] of done) {
    const copy = await to.get(key);
    if (copy && digest(copy.body) === hash) report.verified++;
    else failed.push(key);
  }
  if (failed.length > 0) {
    throw new MediaMigrationError(
      `${failed.length} of ${done.size} pictures did not read back the same from ${to.description} (first: ${failed[0]}). Nothing was switched: the shop still serves from ${from.description}. Run the command again.`,
    );
  }
  return report;
}
