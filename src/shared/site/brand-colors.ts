/** Brand colours of the site's stylesheet (src/client/styles.css), for what is drawn outside it: e-mails and the audit PDF. */
export const BRAND_COLORS = {
  brand: '#2553b8',
  brandDark: '#1b3877',
  navy: '#0b1630',
  gold: '#d4a03c',
  text: '#1e293b',
  muted: '#64748b',
  line: '#e2e8f0',
  background: '#f1f5f9',
} as const;
