import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema/index';

/** Every table the schema declares (its other exports are enums, sequences and types). */
export const schemaTables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => value instanceof PgTable);
