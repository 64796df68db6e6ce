/**
 * What a view of the dashboard shows while its loader runs, and when its loader failed (the
 * database down, the network lost…): in French, inside the sidebar's layout, with a retry that
 * runs the view's loader again.
 */
import { useLocation, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { RotateCcw } from 'lucide-react';
import { Button } from '#client/ui/button';
import { LoadingRows, Panel } from '../common/ui';
import { viewOf } from './views';

export function ViewPending() {
  const { pathname } = useLocation();
  return (
    <div aria-busy="true">
      <Panel title={viewOf(pathname).label}>
        <LoadingRows />
      </Panel>
    </div>
  );
}

export function ViewError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const { pathname } = useLocation();
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 sm:p-8">
      <h2 className="text-lg font-semibold text-red-800">Erreur de chargement</h2>
      <p className="mt-2 text-sm text-red-700">
        {viewOf(pathname).loadError}
        {error instanceof Error && error.message ? ` : ${error.message}` : ''}
      </p>
      <p className="mt-1 text-sm text-red-700">Vérifiez votre connexion, puis réessayez.</p>
      <Button variant="outline" className="mt-4" onClick={() => void router.invalidate()}>
        <RotateCcw aria-hidden="true" /> Réessayer
      </Button>
    </div>
  );
}
