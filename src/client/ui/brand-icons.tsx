import { createLucideIcon } from 'lucide-react';

/*
 * lucide-react 1.x dropped its brand icons (Linkedin, Facebook, Twitter, Instagram). These are
 * the last lucide drawings of those marks (ISC licence), rebuilt with `createLucideIcon` so they
 * take the same props (size, strokeWidth, className) as every other lucide icon.
 */

export const Linkedin = createLucideIcon({
  name: 'linkedin',
  size: 24,
  node: [
    ['path', { d: 'M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z', key: 'p' }],
    ['rect', { width: '4', height: '12', x: '2', y: '9', key: 'r' }],
    ['circle', { cx: '4', cy: '4', r: '2', key: 'c' }],
  ],
});

export const Facebook = createLucideIcon({
  name: 'facebook',
  size: 24,
  node: [['path', { d: 'M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z', key: 'p' }]],
});

export const Twitter = createLucideIcon({
  name: 'twitter',
  size: 24,
  node: [
    [
      'path',
      {
        d: 'M22 4s-.7 2.1-2 3.4c1.6 10-9.4 17.3-18 11.6 2.2.1 4.4-.6 6-2C3 15.5.5 9.6 3 5c2.2 2.6 5.6 4.1 9 4-.9-4.2 4-6.6 7-3.8 1.1 0 3-1.2 3-1.2z',
        key: 'p',
      },
    ],
  ],
});

export const Instagram = createLucideIcon({
  name: 'instagram',
  size: 24,
  node: [
    ['rect', { width: '20', height: '20', x: '2', y: '2', rx: '5', ry: '5', key: 'r' }],
    ['path', { d: 'M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z', key: 'p' }],
    ['line', { x1: '17.5', x2: '17.51', y1: '6.5', y2: '6.5', key: 'l' }],
  ],
});
