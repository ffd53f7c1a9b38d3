/**
 * A binary min-heap of integer ids by number priority, on typed arrays (no object per entry). The
 * searches push an id again when they find it cheaper and skip stale entries as they pop them.
 * Internal to the engine: not part of the public API.
 * @module
 */

/** A min-heap of ids (integers ≥ 0) keyed by priority; grows as needed. */
export class IdHeap {
  #ids: Int32Array;
  #keys: Float64Array;
  #length = 0;

  /** @param capacity the entries to make room for at first (it grows past them) */
  constructor(capacity = 64) {
    this.#ids = new Int32Array(Math.max(1, capacity));
    this.#keys = new Float64Array(Math.max(1, capacity));
  }

  /** How many entries it holds. */
  get length(): number {
    return this.#length;
  }

  /** The smallest priority held; undefined when empty. */
  peekKey(): number | undefined {
    return this.#length ? this.#keys[0] : undefined;
  }

  /** Empties the heap, keeping its room. */
  clear(): void {
    this.#length = 0;
  }

  /** Adds `id` at `key`. */
  push(id: number, key: number): void {
    if (this.#length === this.#ids.length) this.#grow();
    const ids = this.#ids;
    const keys = this.#keys;
    let i = this.#length++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const k = keys[parent]!;
      if (k <= key) break;
      ids[i] = ids[parent]!;
      keys[i] = k;
      i = parent;
    }
    ids[i] = id;
    keys[i] = key;
  }

  /** Removes and returns the id of the smallest priority; -1 when empty. */
  pop(): number {
    if (this.#length === 0) return -1;
    const ids = this.#ids;
    const keys = this.#keys;
    const top = ids[0]!;
    const n = --this.#length;
    if (n > 0) {
      const id = ids[n]!;
      const key = keys[n]!;
      let i = 0;
      const half = n >> 1;
      while (i < half) {
        let child = 2 * i + 1;
        const right = child + 1;
        if (right < n && keys[right]! < keys[child]!) child = right;
        if (keys[child]! >= key) break;
        ids[i] = ids[child]!;
        keys[i] = keys[child]!;
        i = child;
      }
      ids[i] = id;
      keys[i] = key;
    }
    return top;
  }

  #grow(): void {
    const ids = new Int32Array(this.#ids.length * 2);
    const keys = new Float64Array(this.#keys.length * 2);
    ids.set(this.#ids);
    keys.set(this.#keys);
    this.#ids = ids;
    this.#keys = keys;
  }
}
