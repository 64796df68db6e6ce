import { cn } from '#client/ui/cn';

/** Colour of a score out of 100: green from 80, amber from 50, red below. */
function scoreTone(score: number): string {
  if (score >= 80) return 'text-emerald-700 bg-emerald-50 border-emerald-200';
  if (score >= 50) return 'text-amber-700 bg-amber-50 border-amber-200';
  return 'text-red-700 bg-red-50 border-red-200';
}

/** A score out of 100 in its tone; `size` is the figure's text size. */
export function ScoreTile({
  label,
  score,
  size = 'text-2xl',
}: {
  label: string;
  score: number;
  size?: 'text-2xl' | 'text-3xl' | 'text-4xl';
}) {
  return (
    <div className={cn('rounded-xl border p-4 text-center', scoreTone(score))}>
      <p className="text-sm font-medium">{label}</p>
      <p className={cn('mt-1 font-bold', size)}>
        {Math.round(score)}
        <span className="text-base font-medium">/100</span>
      </p>
    </div>
  );
}
