/**
 * Which organisation a sending facility (MSH-4) belongs to, from configuration
 * (HEARTH_ADT_FACILITIES). A demo database without that setting maps the demo's two hospitals.
 */
import type { ApiConfig } from '../config';
import { DEMO_ORGS } from '../seed/demo-accounts';

export const DEMO_ADT_FACILITIES: Record<string, string> = {
  RIVERSIDE_HOSP: DEMO_ORGS.riverside.id,
  LAKESIDE_HOSP: DEMO_ORGS.lakeside.id,
};

export type FacilityMap = ReadonlyMap<string, string>;

export function facilityMap(config: Pick<ApiConfig, 'adtFacilities' | 'demo'>): FacilityMap {
  const entries = config.adtFacilities ?? (config.demo ? DEMO_ADT_FACILITIES : {});
  // Facility codes are compared without regard to case: engines differ in how they spell them.
  return new Map(Object.entries(entries).map(([facility, orgId]) => [facility.toUpperCase(), orgId]));
}

export const orgOfFacility = (map: FacilityMap, facility: string): string | null => map.get(facility.trim().toUpperCase()) ?? null;

/** Whether an address may send HL7 (IPv4 addresses may arrive IPv6-mapped). */
export function addressAllowed(allow: readonly string[], address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return allow.includes(plain) || allow.includes(address);
}
