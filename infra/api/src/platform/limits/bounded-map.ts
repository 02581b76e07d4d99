/**
 * A map that forgets its least recently used entries once their total size, or their number,
 * passes a bound. An entry larger than the whole bound is not kept.
 */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, V>();
  private size = 0;

  constructor(
    private readonly maxSize: number,
    private readonly sizeOf: (value: V) => number,
    private readonly maxEntries = Infinity,
  ) {}

  /** The entry, now the most recently used. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.size -= this.sizeOf(old);
      this.entries.delete(key);
    }
    if (this.sizeOf(value) > this.maxSize) return;
    this.entries.set(key, value);
    this.size += this.sizeOf(value);
    for (const [k, v] of this.entries) {
      if (this.size <= this.maxSize && this.entries.size <= this.maxEntries) break;
      this.entries.delete(k);
      this.size -= this.sizeOf(v);
    }
  }
}
