/**
 * What a care-gap item is called on screen: its measure, and where a patient has the measure more
 * than once, which one ('Controlling High Blood Pressure (2 of 4)'), never the payer's record id.
 */
import type { GapInCareItem } from '@hearth/shared-kernel/domain';

export function itemNames(items: readonly Pick<GapInCareItem, 'gapId' | 'measureName'>[]): Map<string, string> {
  const byMeasure = new Map<string, string[]>();
  for (const item of items) byMeasure.set(item.measureName, [...(byMeasure.get(item.measureName) ?? []), item.gapId]);
  const names = new Map<string, string>();
  for (const [measure, ids] of byMeasure) ids.forEach((id, i) => names.set(id, ids.length > 1 ? `${measure} (${i + 1} of ${ids.length})` : measure));
  return names;
}
