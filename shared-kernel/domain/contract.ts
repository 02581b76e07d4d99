/**
 * The kernel contract's version, and whether a remote's declared range accepts it. Each remote's
 * build writes the kernel range it was built against into its routes.json (`kernel`); the host
 * mounts only a remote whose range its own kernel satisfies, so an area is never run against a
 * kernel it was not built for. Ranges: '1.2.3', '^1.2.3', '~1.2.3', '>=1.2.0 <2.0.0', joined by '||'.
 */
export const KERNEL_VERSION = '1.0.0';

type Triple = [number, number, number];

function parse(version: string): Triple | null {
  const m = /^v?(\d+)\.(\d+)\.(\d+)$/.exec(version.trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

function compare(a: Triple, b: Triple): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

function satisfiesComparator(v: Triple, comparator: string): boolean {
  const m = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(comparator.trim());
  if (!m) return false;
  const [, op = '=', rest] = m;
  const base = parse(rest);
  if (!base) return false;
  const c = compare(v, base);
  switch (op) {
    case '^': {
      // Same left-most non-zero part, not below the base.
      const upper: Triple = base[0] > 0 ? [base[0] + 1, 0, 0] : base[1] > 0 ? [0, base[1] + 1, 0] : [0, 0, base[2] + 1];
      return c >= 0 && compare(v, upper) < 0;
    }
    case '~':
      return c >= 0 && compare(v, [base[0], base[1] + 1, 0]) < 0;
    case '>=':
      return c >= 0;
    case '<=':
      return c <= 0;
    case '>':
      return c > 0;
    case '<':
      return c < 0;
    default:
      return c === 0;
  }
}

/** True when `version` is in `range`; an unreadable range or version is never satisfied. */
export function satisfiesRange(version: string, range: unknown): boolean {
  const v = parse(version);
  if (!v || typeof range !== 'string' || range.trim() === '' || range.length > 200) return false;
  return range.split('||').some((set) => {
    const comparators = set.trim().split(/\s+/).filter(Boolean);
    return comparators.length > 0 && comparators.every((c) => satisfiesComparator(v, c));
  });
}
