import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTestDemoCatalogue } from '../test-support/demo-catalogue';
import { users } from '../db/schema/index';
import { signAccessToken } from '../plugins/auth';
import { testDatabases } from '../test-support/databases';
import { createTestShop, type TestShop } from '../test-support/test-shop';
import { nextTransactionId, snapshotDatabase } from './database-snapshot';

type Operation = { method: string; path: string; bodySchema?: { properties?: Record<string, unknown> } };

// Requests that count their own failures by design (wrong one-time codes, rate limits) may
// write bookkeeping rows while being refused; everything else must write nothing when refused.
const BOOKKEEPING_TABLES = ['otp_challenges', 'otp_failures', 'users'];

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', '0', '-1', '1e309', 'NaN', 'null', '../../etc/passwd', "'; drop table users; --", '%00', '\u0000', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢', 'xxl', 'WELCOME10'),
  fc.string({ minLength: 5000, maxLength: 20000 }).map((s) => s.padEnd(5000, 'x')),
  fc.uuid(),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 53 + 1, 0.5, 1e-9),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(hostileString, hostileNumber), { maxKeys: 4 }),
);

/** Bodies that look like the route's own payload with fields missing, mistyped or extra. */
const bodyFor = (operation: Operation) => {
  const fields = Object.keys(operation.bodySchema?.properties ?? {});
  const shaped = fc.record(Object.fromEntries(fields.map((field) => [field, hostileValue])), { requiredKeys: [] });
  const withExtra = fc.tuple(shaped, fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 3 })).map(([a, b]) => ({ ...b, ...a }));
  return fc.oneof(shaped, withExtra, fc.jsonValue(), fc.constant(undefined));
};

describe.each(testDatabases())('API fuzzing on %s', (kind) => {
  let shop: TestShop;
  let operations: Operation[];
  let tokens: Record<'none' | 'user' | 'admin' | 'forged', string | undefined>;
  let knownIds: string[];

  beforeAll(async () => {
    shop = await createTestShop(kind);
    await seedTestDemoCatalogue(shop.database.db, shop.storage);
    const [user, admin] = await shop.database.db
      .insert(users)
      .values([{ email: 'fuzz-user@shop.test' }, { email: 'admin@shop.test', role: 'admin' }])
      .returning();
    tokens = {
      none: undefined,
      user: await signAccessToken(shop.config, { id: user!.id, email: user!.email, role: 'user' }),
      admin: await signAccessToken(shop.config, { id: admin!.id, email: admin!.email, role: 'admin' }),
      forged: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwicm9sZSI6ImFkbWluIn0.',
    };
    const catalogue = (await shop.app.inject({ method: 'GET', url: '/api/category/with-products' })).json() as {
      categories: Array<{ _id: string; products: Array<{ _id: string }> }>;
    };
    knownIds = catalogue.categories.flatMap((c) => [c._id, ...c.products.map((p) => p._id)]).slice(0, 20);
    const document = (await shop.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Operation['bodySchema'] }> } }>>;
    };
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, spec]) => ({
        method: method.toUpperCase(),
        path,
        bodySchema: spec.requestBody?.content?.['application/json']?.schema,
      })),
    );
  }, 120_000);
  afterAll(() => shop?.close());

  it('finds the documented routes', () => {
    expect(operations.length).toBeGreaterThan(20);
  });

  it('tells a write from a read by the next transaction id, as the check below relies on', async () => {
    const db = shop.database.db;
    const before = await nextTransactionId(db);
    await db.select().from(users).where(eq(users.email, 'fuzz-user@shop.test'));
    expect(await nextTransactionId(db)).toBe(before);
    await db.update(users).set({ email: 'fuzz-user@shop.test' }).where(eq(users.email, 'fuzz-user@shop.test'));
    expect(await nextTransactionId(db)).not.toBe(before);
  });

  it('never answers a generated request with a 5xx, and a refused request writes nothing', async () => {
    const failures: string[] = [];
    let current = await snapshotDatabase(shop.database.db, { except: BOOKKEEPING_TABLES });
    let lastXid = await nextTransactionId(shop.database.db);
    for (const operation of operations) {
      const request = fc.record({
        pathParams: fc.oneof(hostileString, fc.constantFrom(...knownIds)),
        query: fc.dictionary(fc.constantFrom('size', 'categoryId', 'threshold', 'startDate', 'endDate', 'x'), fc.oneof(hostileString, hostileNumber.map(String))),
        body: bodyFor(operation),
        as: fc.constantFrom('none', 'user', 'admin', 'forged') as fc.Arbitrary<keyof typeof tokens>,
        guestId: fc.option(fc.oneof(fc.uuid(), hostileString), { nil: undefined }),
      });
      await fc.assert(
        fc.asyncProperty(request, async (input) => {
          const url =
            operation.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(String(input.pathParams))) +
            (Object.keys(input.query).length ? `?${new URLSearchParams(input.query as Record<string, string>)}` : '');
          const headers: Record<string, string> = {};
          const token = tokens[input.as];
          if (token) headers.authorization = token;
          if (input.guestId !== undefined) headers.guestid = String(input.guestId);
          const response = await shop.app.inject({
            method: operation.method as 'GET',
            url,
            headers: input.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
            payload: input.body === undefined ? undefined : JSON.stringify(input.body),
          });
          if (response.statusCode >= 500) failures.push(`${operation.method} ${url} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
          expect(response.statusCode, `${operation.method} ${url}`).toBeLessThan(500);
          // The state after one request is the state before the next (they run one at a time).
          // Most requests write nothing (refused, or reads): their state is the one before.
          const before = current;
          const xid = await nextTransactionId(shop.database.db);
          if (xid !== lastXid) {
            current = await snapshotDatabase(shop.database.db, { except: BOOKKEEPING_TABLES });
            lastXid = xid;
          }
          if (response.statusCode >= 400) {
            expect(typeof response.json().message).toBe('string');
            expect(current, `${operation.method} ${url} was refused but wrote`).toEqual(before);
          }
        }),
        { numRuns: 15, endOnFailure: true },
      );
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
