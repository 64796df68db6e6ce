import { QUIZ_QUESTIONS } from '#shared/quiz/questions';
import { NATIVE_FORM, quizFieldName } from '#shared/site/native-forms';
import { BUTTON_BASE, BUTTON_VARIANTS } from '#client/ui/button-variants';

/** Classes of an answer: the quiz's own option card. */
export const QUIZ_OPTION_CLASSES =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-800 transition-colors hover:border-brand-500 has-checked:border-brand-600 has-checked:bg-brand-50';

/**
 * The quiz without JavaScript (rendered inside <noscript>): the six questions on one page, posted
 * natively to the result page (NATIVE_FORM.quizResult), which shows the score and the lead form.
 * No countdown: that is what JavaScript adds on top.
 */
export function QuizNoScript({ utmSource, utmCampaign }: { utmSource?: string; utmCampaign?: string }) {
  return (
    <form method="post" action={NATIVE_FORM.quizResult} className="grid gap-8 rounded-2xl bg-white p-4 shadow-lg ring-1 ring-slate-200 sm:p-8">
      <p className="text-sm text-slate-700">JavaScript est désactivé : le quiz s'affiche en une page, sans chrono. Répondez aux six questions puis voyez votre score.</p>
      {utmSource ? <input type="hidden" name="utm_source" value={utmSource} /> : null}
      {utmCampaign ? <input type="hidden" name="utm_campaign" value={utmCampaign} /> : null}
      {QUIZ_QUESTIONS.map((question, index) => (
        <fieldset key={question.id}>
          <legend className="w-full p-0 text-lg leading-snug font-bold text-slate-900">
            {index + 1}. {question.question}
          </legend>
          <div className="mt-4 grid gap-2.5">
            {question.options.map((option) => (
              <label key={option} className={QUIZ_OPTION_CLASSES}>
                <input
                  type={question.type === 'multiple' ? 'checkbox' : 'radio'}
                  name={quizFieldName(question.id)}
                  value={option}
                  className="size-5 shrink-0 cursor-pointer accent-brand-700"
                />
                <span>{option}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <button type="submit" className={[BUTTON_BASE, BUTTON_VARIANTS.primary, 'h-12 px-4 text-base'].join(' ')}>
        Voir mon résultat
      </button>
    </form>
  );
}
