/**
 * The only text a visitor typed that an e-mail to the visitor's address repeats: the first name
 * of the greeting, reduced to letters, spaces and hyphens, at most ACK_NAME_MAX characters. So the
 * forms cannot be used to send a stranger a message of one's own (a link, a phone number, a text).
 */
export const ACK_NAME_MAX = 40;

export function greetingFirstName(firstName: string | null): string {
  return (firstName ?? '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{M} -]+/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/-{2,}/g, '-')
    .trim()
    .slice(0, ACK_NAME_MAX)
    .trim();
}
