/** How people are named on professional screens (SPEC §3: prefix, first and last name, suffix). */

export interface NamedPerson {
  /** SPEC calls it prefix on a task's professionals and title on an account. */
  prefix?: string | null;
  title?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  suffix?: string | null;
}

const part = (value: string | null | undefined): string => (value ?? '').trim();

/** 'Dr. Amy Chen, MD': prefix (or title), first and last name, then the suffix after a comma. */
export function formatProfessionalName(person: NamedPerson): string {
  const name = [part(person.prefix) || part(person.title), part(person.firstName), part(person.lastName)]
    .filter(Boolean)
    .join(' ');
  const suffix = part(person.suffix);
  return suffix ? `${name}, ${suffix}` : name;
}

/** 'Chen, Amy': the order a roster is scanned in. */
export function formatSortableName(person: NamedPerson): string {
  const first = part(person.firstName);
  const last = part(person.lastName);
  return last && first ? `${last}, ${first}` : last || first;
}

/** 'Amy Chen'. */
export function formatFullName(person: NamedPerson): string {
  return [part(person.firstName), part(person.lastName)].filter(Boolean).join(' ');
}
