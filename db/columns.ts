/** Column helpers shared by the schema files: creation and update times in milliseconds. */
import { sql } from 'drizzle-orm';
import { integer } from 'drizzle-orm/sqlite-core';

export const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(CAST(unixepoch('subsec') * 1000 AS INTEGER))`);
export const updatedAt = () =>
  integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(CAST(unixepoch('subsec') * 1000 AS INTEGER))`);
