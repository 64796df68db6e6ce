/**
 * The current password that a sensitive action asks for once the login is over 10 minutes old
 * (`src/shared/auth/step-up.ts`): the field appears, focused, when the server asks for it, and
 * goes with the next try of the same form.
 */
import { useEffect, useRef, useState } from 'react';
import { isStepUpRefusal } from '#shared/auth/step-up';
import { Field } from '../common/ui';

export function useStepUp() {
  const [needed, setNeeded] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  return {
    needed,
    password,
    setPassword,
    error,
    /** The field's value for the request (nothing until the server has asked). */
    value: needed && password ? password : undefined,
    /** True when `message` is the server asking for the password (then shown under the field). */
    handle(message: string): boolean {
      if (!isStepUpRefusal(message)) return false;
      setNeeded(true);
      setError(message);
      return true;
    },
    reset() {
      setNeeded(false);
      setPassword('');
      setError(undefined);
    },
  };
}

export function StepUpField({ stepUp }: { stepUp: ReturnType<typeof useStepUp> }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (stepUp.needed) input.current?.focus();
  }, [stepUp.needed, stepUp.error]);
  if (!stepUp.needed) return null;
  return (
    <Field label="Mot de passe actuel" error={stepUp.error} hint="Demandé pour cette action lorsque votre connexion date de plus de 10 minutes.">
      {(p) => (
        <input
          {...p}
          ref={input}
          type="password"
          autoComplete="current-password"
          value={stepUp.password}
          onChange={(e) => stepUp.setPassword(e.target.value)}
          maxLength={200}
        />
      )}
    </Field>
  );
}
