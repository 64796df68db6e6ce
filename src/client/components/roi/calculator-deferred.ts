import { preloadable } from '#client/lib/preloadable';

/** The ROI form and results: preloaded by the route loader, its JS outside the first load. */
export const roiCalculator = preloadable(() => import('./RoiCalculator').then((m) => m.RoiCalculatorWithApi));
