/**
 * The lead desk's page cursor: the position of the last lead of a page (its date, kind and id),
 * opaque to clients. The server reads it back; the back office builds the next page's cursor
 * from the last lead it received (tRPC replies carry no Link header).
 */
import { LEAD_KINDS, type LeadKind } from './lead-desk';

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

export function encodeLeadCursor(lead: { createdAt: Date | number; kind: LeadKind; id: number }): string {
  return toBase64Url(`${new Date(lead.createdAt).getTime()}.${lead.kind}.${lead.id}`);
}

/** The position a cursor holds, or null when it is not one of ours. */
export function decodeLeadCursor(cursor: string): { at: number; kind: LeadKind; id: number } | null {
  let text: string;
  try {
    text = fromBase64Url(cursor);
  } catch {
    return null;
  }
  const match = /^(\d{1,15})\.([a-z]{1,10})\.(\d{1,15})$/.exec(text);
  const kind = LEAD_KINDS.find((k) => k === match?.[2]);
  if (!match || !kind) return null;
  return { at: Number(match[1]), kind, id: Number(match[3]) };
}
