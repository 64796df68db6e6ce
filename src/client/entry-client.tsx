import { startTransition } from 'react';
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

// Hydration as a transition: React works in short slices and yields to the browser between them
// (input, paint) instead of one long task of the whole page.
startTransition(() => {
  hydrateRoot(document, <RouterClient router={router} />);
});
