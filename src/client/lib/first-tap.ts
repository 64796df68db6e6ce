import { useEffect } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * The first tap, before the page's code has arrived (decision 065 "First tap"). The server's HTML
 * is drawn long before React hydrates it on a slow phone; a tap in between would be lost. A tiny
 * inline script of the head (FIRST_TAP_SCRIPT, allowed by the page CSP's hash like the page's other
 * inline scripts) records, while a control is not yet hydrated:
 * - a click on a control marked `data-replay` (a button whose action is React's): the click is held
 *   back (no handler sees it twice), the control shows it is busy (`aria-busy`, a `progress` cursor);
 * - the value of a field marked `data-replay-value` after a visitor's `input` or `change` (the field
 *   keeps its native state; React resets a controlled select when it hydrates).
 * The marks are `useFirstTap`'s: rendered by the server and by hydration, gone once the component
 * has hydrated (each part of the page hydrates on its own), when its recorded taps play back.
 * Only controls outside the public forms are marked: a form's native submission, its submit button
 * and its fields are never held back.
 */

/** What the head script records (`self.__AV_TAPS__`). */
type Recorded = { el: HTMLElement; type: 'click' | 'input' | 'change'; value?: string };

declare global {
  interface Window {
    __AV_TAPS__?: Recorded[];
  }
}

/** The head's inline script (about 0.3 KB gzip): a control is hydrated once its mark is gone. */
export const FIRST_TAP_SCRIPT =
  "(()=>{const q=self.__AV_TAPS__=[];" +
  "addEventListener('click',e=>{const t=e.target,c=t instanceof Element&&t.closest('[data-replay]');if(!c)return;" +
  "e.preventDefault();e.stopImmediatePropagation();if(!q.some(x=>x.el===c))q.push({el:c,type:'click'});c.setAttribute('aria-busy','true')},true);" +
  "for(const type of['input','change'])addEventListener(type,e=>{const t=e.target;if(!(t instanceof Element)||!t.matches('[data-replay-value]'))return;" +
  "const i=q.findIndex(x=>x.el===t);if(i>=0)q.splice(i,1);q.push({el:t,type,value:t.value})},true)})()";

/** Sets a field's value as the visitor's typing does (past React's own value tracking). */
function setNativeValue(field: HTMLElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  setter?.call(field, value);
}

const isPending = (el: HTMLElement) => el.hasAttribute('data-replay') || el.hasAttribute('data-replay-value');

/** Plays back, in order, what the visitor did to the controls that have hydrated since. */
function replayFirstTaps(): void {
  const recorded = window.__AV_TAPS__;
  if (!recorded?.length) return;
  const ready = recorded.filter(({ el }) => !el.isConnected || !isPending(el));
  recorded.splice(0, recorded.length, ...recorded.filter((entry) => !ready.includes(entry)));
  for (const { el, type, value } of ready) {
    if (!el.isConnected) continue;
    if (type === 'click') {
      el.removeAttribute('aria-busy');
      el.click();
    } else {
      setNativeValue(el, value ?? '');
      el.dispatchEvent(new Event(type, { bubbles: true }));
    }
  }
}

const PENDING = { click: { 'data-replay': '' }, value: { 'data-replay-value': '' } } as const;
const HYDRATED = { click: {}, value: {} } as const;

/**
 * The marks of a component's controls until it has hydrated: spread `click` on a button whose action
 * is React's, `value` on a field whose value React controls. Once hydrated, plays back the taps and
 * values the head script recorded for them.
 */
export function useFirstTap(): { click: { 'data-replay'?: '' }; value: { 'data-replay-value'?: '' } } {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) replayFirstTaps();
  }, [hydrated]);
  return hydrated ? HYDRATED : PENDING;
}
