/**
 * The back office's lists and tables: the loading, error and empty states every list shows the
 * same way, then a table with its caption (for screen readers), its head and one row per item.
 */
import type { ReactNode } from 'react';
import { cn } from '#client/ui/cn';
import { EmptyNotice, ErrorNotice, LoadingRows } from './ui';

export const TH = 'border-b border-slate-200 px-3 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase';
export const TD = 'border-b border-slate-100 px-3 py-3 align-top text-slate-800';

/** A column's heading; `hidden`: read by screen readers only (« Actions »). */
export type Column = string | { label: string; hidden?: boolean; className?: string };

type ListStateProps<T> = {
  /** The query's status. */
  status: 'pending' | 'error' | 'success';
  rows: readonly T[] | undefined;
  /** Shown when the list could not be loaded. */
  error: ReactNode;
  /** Shown when there is nothing to list. */
  empty: ReactNode;
};

/** The loading, error and empty states of a list, then the list drawn by `children`. */
export function ListState<T>({ status, rows, error, empty, children }: ListStateProps<T> & { children: (rows: readonly T[]) => ReactNode }) {
  if (status === 'pending') return <LoadingRows />;
  if (status === 'error' || !rows) return <ErrorNotice>{error}</ErrorNotice>;
  if (rows.length === 0) return <EmptyNotice>{empty}</EmptyNotice>;
  return <>{children(rows)}</>;
}

export function TableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const { label, hidden, className } = typeof column === 'string' ? { label: column, hidden: false, className: undefined } : column;
          return (
            <th key={label} className={cn(TH, className)}>
              {hidden ? <span className="sr-only">{label}</span> : label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/** A table that scrolls sideways inside its panel on a phone, never the page. */
function ScrollTable({ caption, className, children }: { caption: string; className?: string; children: ReactNode }) {
  return (
    <div className="-mx-5 overflow-x-auto px-5 sm:mx-0 sm:px-0">
      <table className={cn('w-full min-w-[36rem] text-left text-sm', className)}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** A list's states, then its table: caption, head, and `row` for each item (a `<tr>` with its key). */
export function DataTable<T>({ caption, columns, row, className, ...state }: ListStateProps<T> & {
  caption: string;
  columns: readonly Column[];
  row: (item: T) => ReactNode;
  className?: string;
}) {
  return (
    <ListState {...state}>
      {(rows) => (
        <ScrollTable caption={caption} className={className}>
          <TableHead columns={columns} />
          <tbody>{rows.map(row)}</tbody>
        </ScrollTable>
      )}
    </ListState>
  );
}
