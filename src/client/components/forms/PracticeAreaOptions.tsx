import { CONTACT_SPECIALIZATIONS, CONTACT_SPECIALIZATION_LABELS } from '#shared/practice/areas';

/** The options of an optional « Domaine de pratique » select (the quiz's lead form, in React and as a native page). */
export function PracticeAreaOptions() {
  return (
    <>
      <option value="">Choisir (facultatif)</option>
      {CONTACT_SPECIALIZATIONS.map((id) => (
        <option key={id} value={CONTACT_SPECIALIZATION_LABELS[id]}>
          {CONTACT_SPECIALIZATION_LABELS[id]}
        </option>
      ))}
    </>
  );
}
