import { useId, type RefObject } from 'react';
import type { QuizQuestion } from '#shared/quiz/questions';
import { QUIZ_OPTION_CLASSES } from './QuizNoScript';

type Props = {
  question: QuizQuestion;
  value: string | string[] | undefined;
  onChange: (value: string | string[]) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
};

/**
 * One question as a fieldset of real radio buttons (single choice) or checkboxes (question 6),
 * each with its label: arrows pick an option, Space ticks a box, Enter goes to the next question.
 */
export function QuizQuestionFieldset({ question, value, onChange, headingRef }: Props) {
  const name = useId();
  const multiple = question.type === 'multiple';
  const chosen = multiple ? (Array.isArray(value) ? value : []) : typeof value === 'string' ? [value] : [];

  return (
    <fieldset>
      <legend className="w-full p-0">
        <h2 ref={headingRef} tabIndex={-1} className="scroll-mt-28 text-lg leading-snug font-bold text-slate-900 outline-none sm:text-xl">
          {question.question}
        </h2>
      </legend>
      {multiple ? <p className="mt-1 text-sm text-slate-600">Cochez toutes les réponses qui s'appliquent.</p> : null}
      <div className="mt-4 grid gap-2.5">
        {question.options.map((option) => {
          const checked = chosen.includes(option);
          return (
            <label
              key={option}
              className={QUIZ_OPTION_CLASSES}
            >
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                value={option}
                checked={checked}
                onChange={(event) => {
                  if (!multiple) onChange(option);
                  else onChange(event.target.checked ? [...chosen, option] : chosen.filter((o) => o !== option));
                }}
                className="size-5 shrink-0 cursor-pointer accent-brand-700"
              />
              <span>{option}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
