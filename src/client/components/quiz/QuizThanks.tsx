import { Link } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { BOOKING_INVITE, BOOKING_PATH } from '#shared/booking/format';
import { MESSAGES } from '#shared/messages';
import { buttonClassNames } from '#client/ui/button-variants';
import { revealAndFocus } from './focus';

/** After a successful submission (spec §2): thanks, a link to book a call, and a link back to the home page. */
export function QuizThanks() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => revealAndFocus(headingRef.current), []);
  return (
    <section className="scroll-mt-24 rounded-2xl bg-white p-6 text-center shadow-lg ring-1 ring-slate-200 sm:p-10">
      <CircleCheck aria-hidden="true" className="mx-auto size-12 text-emerald-600" />
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-slate-900 outline-none">
        {MESSAGES.quiz.success.title}
      </h2>
      <p className="mt-2 text-slate-700">{MESSAGES.quiz.success.description}</p>
      <p className="mt-1 text-sm text-slate-600">Un expert de notre équipe vous recontacte sous 2 heures ouvrées.</p>
      <p className="mt-4">
        <a href={BOOKING_PATH} className="font-semibold text-brand-700 underline underline-offset-4">
          {BOOKING_INVITE}
        </a>
      </p>
      <Link to="/" className={buttonClassNames({ size: 'lg', className: 'mt-6' })}>
        Retour à l'accueil
      </Link>
    </section>
  );
}
