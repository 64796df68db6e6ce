/** Escaping for text inserted into server-built HTML (docs pages) and XML (sitemap, RSS). */

const HTML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes `& < > " '` so the text can sit in element content or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ENTITIES[ch] ?? ch);
}

const XML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Escapes text for XML element content or attributes (`& < > " '`), and drops the control
 * characters XML 1.0 forbids (all below U+0020 except tab, line feed and carriage return).
 */
export function escapeXml(text: string): string {
  let allowed = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) continue;
    allowed += ch;
  }
  return allowed.replace(/[&<>"']/g, (ch) => XML_ENTITIES[ch] ?? ch);
}
