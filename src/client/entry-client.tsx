import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppRouter } from './router';
import './styles.css';

declare global {
  interface Window {
    __AV_CONFIG__?: { siteUrl: string };
  }
}

const router = createAppRouter({
  siteUrl: window.__AV_CONFIG__?.siteUrl ?? window.location.origin,
  // Same nonce as the server render (its `csp-nonce` meta), so the head hydrates unchanged.
  nonce: document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content || undefined,
});

hydrateRoot(document, <RouterClient router={router} />);
