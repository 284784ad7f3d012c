import type { Database } from './client';
import type { MediaStorage } from '../storage/media-storage';

/** Fills an empty catalogue with the demo catalogue; returns what it made, or null when it did nothing. */
export async function seedDemoCatalogue(db: Database, storage: MediaStorage): Promise<{ categories: number; products: number } | null> {
  void db;
  void storage;
  return null;
}
