/**
 * What a visitor typed, ticked or chose in a server-rendered form before its code hydrated it:
 * read once from the DOM at the first client render, to become react-hook-form's default values
 * (which it would otherwise write over the inputs, wiping what was typed). `defaults` where the
 * form is not in the page yet (client-side navigation) and on the server.
 */
export function typedValues<T extends Record<string, unknown>>(formId: string, defaults: T): T {
  if (typeof document === 'undefined') return defaults;
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return defaults;
  const values: Record<string, unknown> = { ...defaults };
  for (const name of Object.keys(defaults)) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement && field.type === 'checkbox') values[name] = field.checked;
    else if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) values[name] = field.value;
  }
  return values as T;
}
