import { Link } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { PageHero } from '../pages/PageHero';
import { Body, LINK } from './parts';

/** /seo-simple-test */
export function SeoSimpleTestPage() {
  return (
    <>
      <PageHero title="Test simple du routage" />
      <Body>
        <p
          role="status"
          className="flex items-center gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-lg font-medium text-emerald-900"
        >
          <CircleCheck className="size-6 shrink-0" aria-hidden="true" />
          Succès : le routage des pages SEO fonctionne.
        </p>
        <p>
          <Link to="/test-routes" className={LINK}>
            Tester les routes des pages SEO
          </Link>
        </p>
      </Body>
    </>
  );
}
