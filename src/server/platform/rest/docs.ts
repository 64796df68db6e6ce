/**
 * Interactive documentation at /api/docs: Swagger UI (the swagger-ui-dist npm package, served
 * from this origin, no CDN) on /api/openapi.json, with « Try it out » calling this origin. Its
 * own Content-Security-Policy: scripts and styles from this origin only (plus Swagger UI's inline
 * styles), requests to this origin only, never framed.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { escapeHtml } from '#shared/format/html-escape';
import { SITE } from '#shared/site/brand';
import type { RestApi } from './routes';
import { API_CHANGELOG, VERSIONING_POLICY } from './versioning';

const require = createRequire(import.meta.url);
const SWAGGER_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));

/** Files under /api/docs/. */
export const DOCS_ASSETS: Record<string, string> = {
  'swagger-ui-bundle.js': path.join(SWAGGER_DIR, 'swagger-ui-bundle.js'),
  'swagger-ui.css': path.join(SWAGGER_DIR, 'swagger-ui.css'),
};

export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

/**
 * Starts Swagger UI. Requests of « Try it out » go to the origin the page came from (the
 * document's server is the production site), with the cookie of a back-office session if any.
 */
export const DOCS_INIT_JS = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    persistAuthorization: true,
    tryItOutEnabled: true,
    displayRequestDuration: true,
    validatorUrl: null,
    requestInterceptor: function (request) {
      var target = new URL(request.url, window.location.href);
      request.url = window.location.origin + target.pathname + target.search;
      return request;
    }
  });
});
`;

/** Escaped text with its `code` spans as <code>. */
const inlineCode = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

export function renderDocs(api: RestApi): string {
  // The procedures' routes, then those a feature serves beside them (the multipart upload).
  const rows = [...api.routes, ...api.extra].map(
    (r) =>
      `<tr><td>${r.method.toUpperCase()}</td><td><code>${escapeHtml(r.path)}</code></td><td>${r.auth ? `Bearer / cookie${'scope' in r && r.scope ? ` / clé d'API (${escapeHtml(r.scope)})` : ''}` : 'public'}</td>` +
      `<td>${escapeHtml(r.summary)}</td></tr>`,
  ).join('\n');
  const changelog = API_CHANGELOG.map(
    (entry) =>
      `<h3>${escapeHtml(entry.version)} <small>(${escapeHtml(entry.date)})</small></h3><ul>${entry.changes.map((c) => `<li>${inlineCode(c)}</li>`).join('')}</ul>`,
  ).join('\n');
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>API ${escapeHtml(SITE.brand)} — documentation</title><link rel="icon" href="/favicon.svg">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
<style>body{margin:0}</style>
</head><body>
<div id="swagger-ui"></div>
<section id="changelog" style="max-width:1460px;margin:0 auto;padding:0 20px 40px;font-family:sans-serif"><h2>Versions et journal des modifications</h2>
<p>${inlineCode(VERSIONING_POLICY)}</p>
${changelog}</section>
<noscript><p>Activez JavaScript pour essayer les opérations ; document OpenAPI : <a href="/api/openapi.json">/api/openapi.json</a>.</p><table><thead><tr><th>Méthode</th><th>Chemin</th><th>Accès</th><th>Description</th></tr></thead>
<tbody>${rows}</tbody></table></noscript>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body></html>`;
}
