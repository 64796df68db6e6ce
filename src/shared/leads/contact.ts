/** How a lead is named and called, in the agency's e-mail and in the lead desk alike. */

export function leadName(lead: { firstName: string | null; lastName: string | null }): string {
  return [lead.firstName, lead.lastName].filter(Boolean).join(' ') || 'Prospect';
}

/** `tel:` target of a typed phone number: digits and a leading +, nothing else. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return `tel:${digits}`;
}
