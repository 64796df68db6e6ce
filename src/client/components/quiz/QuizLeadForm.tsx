import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm, useWatch, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { PracticeAreaOptions } from '../forms/PracticeAreaOptions';
import { HONEYPOT_FIELD } from '#shared/zod-fields';
import { QuizLeadFormInput, type QuizAnswerInput } from '#shared/leads/schemas';
import { MESSAGES, PENDING } from '#shared/messages';
import { errorStatus, trpc, TrpcProvider } from '#client/trpc/trpc-react';
import { Button } from '#client/ui/button';
import { cn } from '#client/ui/cn';
import { useToast } from '#client/ui/toast';
import { ConsentField } from '../forms/ConsentField';
import { Field } from '../forms/Field';
import { visitAttribution } from '#client/lib/visit';

/** What the inputs hold (consent is a plain checkbox until the schema checks it is ticked). */
type FormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  firmName: string;
  practiceArea: string;
  consent: boolean;
  website: string;
};
type FormOutput = z.output<typeof QuizLeadFormInput>;

const resolver = zodResolver(QuizLeadFormInput) as unknown as Resolver<FormValues, unknown, FormOutput>;

type Props = {
  answers: QuizAnswerInput[];
  utmSource?: string;
  utmCampaign?: string;
  onSent: () => void;
};

/**
 * The quiz's lead form (spec §5): first name, last name, e-mail and consent required (marked *);
 * the submit button reads as disabled (aria-disabled) until the four are filled and while the
 * request is pending, and still explains what is missing when pressed (consent → the spec's
 * 'Consentement requis' toast). On failure a toast shows and the form keeps what was typed.
 */
export default function QuizLeadForm(props: Props) {
  return (
    <TrpcProvider>
      <LeadForm {...props} />
    </TrpcProvider>
  );
}

function LeadForm({ answers, utmSource, utmCampaign, onSent }: Props) {
  const { toast } = useToast();
  const mutation = trpc.leads.createQuizLead.useMutation();
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver,
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', firmName: '', practiceArea: '', consent: false, website: '' },
  });
  const { register, handleSubmit, control, formState } = form;
  const [firstName, lastName, email, consent] = useWatch({ control, name: ['firstName', 'lastName', 'email', 'consent'] });
  const filled = Boolean(firstName.trim() && lastName.trim() && email.trim() && consent);
  const pending = mutation.isPending;
  const errors = formState.errors;

  const onValid = async (lead: FormOutput) => {
    try {
      const visit = visitAttribution();
      await mutation.mutateAsync({
        ...visit,
        ...lead,
        quizAnswers: answers,
        utmSource: utmSource ?? visit.utmSource,
        utmCampaign: utmCampaign ?? visit.utmCampaign,
      });
      toast({ ...MESSAGES.quiz.success, variant: 'success' });
      onSent();
    } catch (error) {
      // A rate-limited visitor is told how long to wait; any other failure gets the spec's message.
      const description =
        errorStatus(error) === 429 && error instanceof Error ? error.message : MESSAGES.quiz.error.description;
      toast({ title: MESSAGES.quiz.error.title, description, variant: 'destructive' });
    }
  };

  const onInvalid = (invalid: Partial<Record<keyof FormValues, unknown>>) => {
    if (invalid.consent) toast({ ...MESSAGES.quiz.consentRequired, variant: 'destructive' });
  };

  return (
    <section aria-labelledby="quiz-lead-title" className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-200 sm:p-8">
      <h2 id="quiz-lead-title" className="text-xl font-bold text-slate-900">
        Recevez votre analyse personnalisée
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Un expert analyse vos réponses et vous envoie gratuitement ses recommandations pour gagner en visibilité.
      </p>
      <p className="mt-3 text-xs text-slate-500">Les champs marqués d'un * sont obligatoires.</p>

      <form
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => {
          if (pending) {
            event.preventDefault();
            return;
          }
          void handleSubmit(onValid, onInvalid)(event);
        }}
      >
        <TextField label="Prénom" required autoComplete="given-name" error={errors.firstName?.message} registration={register('firstName')} />
        <TextField label="Nom" required autoComplete="family-name" error={errors.lastName?.message} registration={register('lastName')} />
        <TextField
          label="E-mail"
          required
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          registration={register('email')}
          className="sm:col-span-2"
        />
        <TextField label="Téléphone" type="tel" autoComplete="tel" inputMode="tel" error={errors.phone?.message} registration={register('phone')} />
        <TextField label="Cabinet" autoComplete="organization" error={errors.firmName?.message} registration={register('firmName')} />
        <Field label="Domaine de pratique" error={errors.practiceArea?.message} className="sm:col-span-2">
          {(props) => (
            <select {...props} {...register('practiceArea')} className={inputClasses(Boolean(errors.practiceArea))}>
              <PracticeAreaOptions />
            </select>
          )}
        </Field>

        {/* Anti-spam: hidden from people and assistive technologies; bots fill it. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label>
            Ne pas remplir
            <input type="text" tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
          </label>
        </div>

        <ConsentField className="sm:col-span-2" purpose="recevoir mon analyse" error={errors.consent} registration={register('consent')} />

        <Button
          type="submit"
          size="lg"
          aria-disabled={!filled || pending}
          disabled={pending}
          className={cn('w-full sm:col-span-2', !filled && 'cursor-not-allowed opacity-50')}
        >
          <Send aria-hidden="true" />
          {pending ? PENDING.quizLead : 'Recevoir mon analyse gratuite'}
        </Button>
      </form>
    </section>
  );
}

function inputClasses(invalid: boolean) {
  return cn(
    'block h-12 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500',
    invalid ? 'border-red-600' : 'border-slate-300',
  );
}

function TextField({
  registration,
  type = 'text',
  autoComplete,
  inputMode,
  ...field
}: {
  label: string;
  required?: boolean;
  error?: string;
  className?: string;
  registration: UseFormRegisterReturn;
  type?: string;
  autoComplete?: string;
  inputMode?: 'email' | 'tel' | 'text';
}) {
  return (
    <Field {...field}>
      {(props) => (
        <input
          {...props}
          {...registration}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          className={inputClasses(Boolean(field.error))}
        />
      )}
    </Field>
  );
}
