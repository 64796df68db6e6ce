import { onFirstEvent } from './first-event';

/** Events that show a visitor is about to reach the rest of the page. */
const ENGAGEMENT_EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown', 'focusin'] as const;

/**
 * Resolves once one of the elements `ids` shows in the viewport (a tall screen, a link to an
 * anchor), or at the visitor's first scroll, touch, click or key press (whichever comes first):
 * the moment to bring in the code of a part of the page further down — a visitor reading the
 * top of the page without moving does not pay for it. At once if none is in the page.
 */
export function nearViewport(...ids: string[]): () => Promise<void> {
  let promise: Promise<void> | null = null;
  return () =>
    (promise ??= new Promise<void>((resolve) => {
      const elements = ids.map((id) => document.getElementById(id)).filter((element) => element !== null);
      if (elements.length === 0 || typeof IntersectionObserver === 'undefined') return resolve();
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done());
      const stopListening = onFirstEvent(ENGAGEMENT_EVENTS, done);
      function done() {
        observer.disconnect();
        stopListening();
        resolve();
      }
      for (const element of elements) observer.observe(element);
    }));
}

/**
 * Resolves at the visitor's first sign of using the page — a pointer moving over it, a scroll,
 * touch, click, key press or focus: the moment to bring in the code of a form shown at the top
 * of the page (a visitor who only reads it does not pay for it).
 */
export function firstEngagement(): () => Promise<void> {
  let promise: Promise<void> | null = null;
  return () => (promise ??= new Promise<void>((resolve) => void onFirstEvent([...ENGAGEMENT_EVENTS, 'pointermove'], resolve)));
}
