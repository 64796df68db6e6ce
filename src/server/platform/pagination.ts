/**
 * Keyset pagination of the lists sorted newest first (createdAt desc, id desc): `?limit=&cursor=`.
 * The cursor is opaque to clients (base64url of the last row's time and id), so a row written
 * between two pages never shifts the next one. Without `limit`, the whole list.
 */
import { DomainError } from './errors';
import { and, eq, is, lt, or, SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { PAGE_MESSAGES, type PageInput } from '#shared/api/page';

type Position = { at: number; id: number };

function encodeCursor(row: { createdAt: Date; id: number }): string {
  return Buffer.from(`${row.createdAt.getTime()}.${row.id}`).toString('base64url');
}

function decodeCursor(cursor: string): Position {
  const match = /^(\d{1,15})\.(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  if (!match) throw new DomainError('invalid', PAGE_MESSAGES.cursor);
  return { at: Number(match[1]), id: Number(match[2]) };
}

/** The rows after the cursor, in (createdAt desc, id desc) order; undefined without a cursor. */
export function afterCursor(page: PageInput, createdAt: SQLiteColumn | SQL, id: SQLiteColumn): SQL | undefined {
  if (!page?.cursor) return undefined;
  const { at, id: lastId } = decodeCursor(page.cursor);
  // A column maps a Date to its stored milliseconds; an SQL expression (a public date) compares them as they are.
  if (is(createdAt, SQL)) return or(lt(createdAt, at), and(eq(createdAt, at), lt(id, lastId)));
  const time = new Date(at);
  return or(lt(createdAt, time), and(eq(createdAt, time), lt(id, lastId)));
}

/** Rows to fetch: one more than the page, to know whether a next page exists. */
export const pageFetchSize = (page: PageInput): number | undefined => (page?.limit ? page.limit + 1 : undefined);

/** A list's page: its rows and the cursor of the next page (null on the last one). */
export type Page<T> = { items: T[]; nextCursor: string | null };

/** The page's rows (fetched with `pageFetchSize`) and the next page's cursor when there is one. */
export function pageOf<T extends { createdAt: Date; id: number }>(rows: T[], page: PageInput): Page<T> {
  if (!page?.limit || rows.length <= page.limit) return { items: rows, nextCursor: null };
  const kept = rows.slice(0, page.limit);
  return { items: kept, nextCursor: encodeCursor(kept[kept.length - 1]!) };
}

/** The same page with its items mapped (the cursor is kept). */
export async function mapPage<T, U>(page: Page<T>, map: (items: T[]) => U[] | Promise<U[]>): Promise<Page<U>> {
  return { items: await map(page.items), nextCursor: page.nextCursor };
}
