import { cn } from '../../ui/cn';

/** Colour of a score out of 100: green from 80, amber from 50, red below. */
export function scoreTone(score: number): string {
  if (score >= 80) return 'text-emerald-700 bg-emerald-50 border-emerald-200';
  if (score >= 50) return 'text-amber-700 bg-amber-50 border-amber-200';
  return 'text-red-700 bg-red-50 border-red-200';
}

export function ScoreTile({ label, score, large }: { label: string; score: number; large?: boolean }) {
  return (
    <div className={cn('rounded-xl border p-4 text-center', scoreTone(score))}>
      <p className="text-sm font-medium">{label}</p>
      <p className={cn('mt-1 font-bold', large ? 'text-4xl' : 'text-2xl')}>
        {score}
        <span className="text-base font-medium">/100</span>
      </p>
    </div>
  );
}
