/** What the native posts end on (decision 064): results, the quiz's score with its lead form, thanks. */
import { BOOKING_INVITE, BOOKING_PATH } from '#shared/booking/format';
import { MESSAGES } from '#shared/messages';
import { QUIZ_BANDS } from '#shared/quiz/bands';
import { quizBand } from '#shared/quiz/band';
import { PracticeAreaOptions } from '#client/components/forms/PracticeAreaOptions';
import type { QuizAnswerInput } from '#shared/leads/schemas';
import type { RoiResults } from '#shared/tools/roi';
import type { VisibilityResults } from '#shared/tools/visibility';
import { NATIVE_FORM, quizFieldName } from '#shared/site/native-forms';
import { HONEYPOT_FIELD } from '#shared/zod-fields';
import { buttonClassNames } from '#client/ui/button-variants';
import { Field, INPUT_CLASSES } from '#client/components/forms/Field';
import { ButtonLink, Card } from './page';
import { Consent, type FormState } from './forms';

const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const NUMBER = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const PERCENT = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 });

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-xl font-bold text-brand-800">{value}</p>
    </div>
  );
}

export function RoiResultPage({ r }: { r: RoiResults }) {
  return (
    <Card title="Votre retour sur investissement" intro="Estimation fondée sur une amélioration SEO de 40 à 60 % du nombre de demandes, selon la taille du cabinet.">
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <Figure label="ROI annuel" value={PERCENT.format(r.roiPercentage / 100)} />
        <Figure label="Impact sur un an" value={EUROS.format(r.yearlyImpact)} />
        <Figure label="Chiffre d'affaires mensuel actuel" value={EUROS.format(r.currentMonthlyRevenue)} />
        <Figure label="Nouveau chiffre d'affaires mensuel" value={EUROS.format(r.newMonthlyRevenue)} />
        <Figure label="Demandes supplémentaires / mois" value={`+${NUMBER.format(r.additionalLeads)}`} />
        <Figure label="Nouveaux clients / mois" value={`+${NUMBER.format(r.newConversions)}`} />
        <Figure label="Seuil de rentabilité" value={r.breakEvenMonths === null ? 'Non atteinte sur 3 ans' : `${r.breakEvenMonths} mois`} />
      </div>
      <ButtonLink href="/roi-calculator">Refaire un calcul</ButtonLink>
    </Card>
  );
}

export function VisibilityResultPage({ r, city }: { r: VisibilityResults; city: string }) {
  return (
    <Card title="Votre visibilité locale" intro={`Autour de ${city}.`}>
      <div className="mt-6 grid gap-3 sm:grid-cols-3">
        <Figure label="Score de visibilité" value={`${r.visibilityScore}/100`} />
        <Figure label="Recherches mensuelles" value={NUMBER.format(r.monthlySearches)} />
        <Figure label="Clients potentiels / mois" value={NUMBER.format(r.potentialClients)} />
      </div>
      <h2 className="mt-6 font-semibold text-slate-900">Axes d'amélioration</h2>
      <ol className="mt-2 grid list-decimal gap-2 pl-5 text-slate-700">
        {r.improvements.slice(0, 3).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
      <ButtonLink href="/#outils">Retour aux outils</ButtonLink>
    </Card>
  );
}

export function ThanksPage({ title, description, href = '/', link = "Retour à l'accueil", booking = false }: { title: string; description: string; href?: string; link?: string; booking?: boolean }) {
  return (
    <Card title={title} intro={description}>
      {booking && (
        <p className="mb-4">
          <a href={BOOKING_PATH} className="font-semibold text-brand-700 underline">
            {BOOKING_INVITE}
          </a>
        </p>
      )}
      <ButtonLink href={href}>{link}</ButtonLink>
    </Card>
  );
}

/** The quiz's score, its band, and the lead form carrying the answers (posted to NATIVE_FORM.quizLead). */
export function QuizResultPage({ score, answers, utm, state }: { score: number; answers: QuizAnswerInput[]; utm: Record<string, string>; state: FormState }) {
  const band = QUIZ_BANDS[quizBand(score)];
  const text = (name: string, label: string, required: boolean, type = 'text', autoComplete?: string) => (
    <Field id={`native-${name}`} label={label} error={state.errors[name]} required={required}>
      {(aria) => <input {...aria} name={name} type={type} autoComplete={autoComplete} defaultValue={state.values[name] ?? ''} className={INPUT_CLASSES} />}
    </Field>
  );
  return (
    <div className="grid gap-6">
      <Card title="Votre score de visibilité">
        <p className="mt-2 flex items-baseline gap-1" data-testid="quiz-score">
          <span className="text-6xl font-extrabold tracking-tight text-brand-800">{score}</span>
          <span className="text-2xl font-semibold text-slate-500">/100</span>
        </p>
        <div className="mt-4 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200">
          <p className="font-bold">{band.title}</p>
          <p className="mt-1 text-sm leading-relaxed">{band.text}</p>
        </div>
      </Card>
      <section aria-labelledby="quiz-lead-title" className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-200 sm:p-8">
        <h2 id="quiz-lead-title" className="text-xl font-bold text-slate-900">
          Recevez votre analyse personnalisée
        </h2>
        <form method="post" action={NATIVE_FORM.quizLead} noValidate className="mt-4 grid gap-4">
          {answers.flatMap(({ questionId, answer }) =>
            (Array.isArray(answer) ? answer : [answer]).map((value) => <input key={`${questionId}-${value}`} type="hidden" name={quizFieldName(questionId)} value={value} />),
          )}
          {Object.entries(utm).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {text('firstName', 'Prénom', true, 'text', 'given-name')}
          {text('lastName', 'Nom', true, 'text', 'family-name')}
          {text('email', 'E-mail', true, 'email', 'email')}
          {text('phone', 'Téléphone', false, 'tel', 'tel')}
          {text('firmName', 'Cabinet', false, 'text', 'organization')}
          <Field id="native-practiceArea" label="Domaine de pratique" error={state.errors.practiceArea}>
            {(aria) => (
              <select {...aria} name="practiceArea" defaultValue={state.values.practiceArea ?? ''} className={INPUT_CLASSES}>
                <PracticeAreaOptions />
              </select>
            )}
          </Field>
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label>
              Ne pas remplir
              <input name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
            </label>
          </div>
          <Consent state={state}>J'accepte que mes données soient utilisées pour recevoir mon analyse et être recontacté par Avocat Visible</Consent>
          <button type="submit" className={buttonClassNames({ size: 'lg' })}>
            Recevoir mon analyse gratuite
          </button>
        </form>
      </section>
    </div>
  );
}

export const QUIZ_THANKS = { title: MESSAGES.quiz.success.title, description: MESSAGES.quiz.success.description };
export const CONTACT_THANKS = MESSAGES.contact.success;
