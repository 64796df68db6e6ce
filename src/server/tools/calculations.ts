/** Visibility and ROI calculators: shared formulas (src/shared/rules), each run stored. */
import { roiCalculations, visibilityCalculations } from '#db/schema';
import { computeRoi, type RoiResults } from '#shared/tools/roi';
import { computeVisibility, type VisibilityResults } from '#shared/tools/visibility';
import type { RoiInput, VisibilityInput } from '#shared/tools/schemas';
import type { Deps } from '../platform/deps';

export async function calculateVisibility(deps: Pick<Deps, 'db'>, input: VisibilityInput): Promise<VisibilityResults> {
  const results = computeVisibility(input);
  await deps.db.insert(visibilityCalculations).values({ ...input, results });
  return results;
}

export type RoiCalculation = RoiInput & { id: number; results: RoiResults; createdAt: Date };

/** Stores the calculation and replies with the stored row (spec: `{ id, ...input, results, createdAt }`). */
export async function calculateRoi(deps: Pick<Deps, 'db'>, input: RoiInput): Promise<RoiCalculation> {
  const results = computeRoi(input);
  const [row] = await deps.db.insert(roiCalculations).values({ ...input, results }).returning();
  if (!row) throw new Error('roi insert returned no row');
  return { ...input, id: row.id, results, createdAt: row.createdAt };
}
