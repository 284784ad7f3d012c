import { seedDemoCatalogue, type DemoPictures } from '../db/seed';
import type { Database } from '../db/client';
import type { MediaStorage } from '../storage/media-storage';

const pictures: DemoPictures = new Map();

/**
 * Seeds the demo catalogue into a test shop, drawing its pictures once per test worker: they
 * are the same for every shop, and drawing them took about 3.7 s of CPU per seed (catalog.test.ts
 * still times a seed from nothing, as a fresh shop does it).
 */
export const seedTestDemoCatalogue = (db: Database, storage: MediaStorage) => seedDemoCatalogue(db, storage, pictures);
