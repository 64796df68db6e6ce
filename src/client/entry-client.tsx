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
});

hydrateRoot(document, <RouterClient router={router} />);
