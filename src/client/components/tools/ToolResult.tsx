import type { ReactNode } from 'react';

/**
 * The live region under a free tool's form: the server's error message, or once the answer is
 * in, the result card with its title (announced politely).
 */
export function ToolResult({
  failure,
  titleId,
  title,
  children,
}: {
  failure: string | null;
  titleId: string;
  title: string;
  /** The result card's body; nothing while there is no result. */
  children: ReactNode;
}) {
  return (
    <div aria-live="polite">
      {failure ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      {children ? (
        <section aria-labelledby={titleId} className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <h4 id={titleId} className="text-lg font-bold text-slate-900">
            {title}
          </h4>
          {children}
        </section>
      ) : null}
    </div>
  );
}

/** The first three advices of a result, numbered (or `empty` when there is none). */
export function TopAdvice({ title, items, empty }: { title: string; items: readonly string[]; empty?: string }) {
  return (
    <>
      <h5 className="mt-5 font-semibold text-slate-900">{title}</h5>
      {items.length === 0 && empty ? (
        <p className="mt-2 text-slate-600">{empty}</p>
      ) : (
        <ol className="mt-2 grid list-decimal gap-2 pl-5 text-slate-700">
          {items.slice(0, 3).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      )}
    </>
  );
}
