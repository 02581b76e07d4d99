/**
 * Which organisation a sending facility (MSH-4) belongs to, from configuration
 * (HEARTH_ADT_FACILITIES); a demo database without that setting is given the demo's two
 * hospitals by its start (main.ts) or its tests, never from here.
 */
export type FacilityMap = ReadonlyMap<string, string>;

export function facilityMap(entries: Readonly<Record<string, string>>): FacilityMap {
  // Facility codes are compared without regard to case: engines differ in how they spell them.
  return new Map(Object.entries(entries).map(([facility, orgId]) => [facility.toUpperCase(), orgId]));
}

export const orgOfFacility = (map: FacilityMap, facility: string): string | null => map.get(facility.trim().toUpperCase()) ?? null;
