// Canonical hashing: two 32-bit FNV-1a style streams over a canonical walk of a JSON value, object
// keys sorted, `undefined` members left out (as JSON does). Two users:
// - the combat planner's memo key (`canonicalHash`): instance serials ('march#12') are dropped, so
//   that states differing only in which of two identical cards, units or wounds is where hash
//   alike (symmetry): the plan found from one of them plays equally from the other;
// - the golden trace (src/sim/golden.ts, `new Hasher({ serials: 'keep' })`): every character
//   counts, so that a refactor of the engine provably keeps the same states.

export class Hasher {
  a = 0x811c9dc5;
  b = 0x01000193 ^ 0x5bd1e995;
  private readonly dropSerials: boolean;
  constructor(opts: { serials: 'drop' | 'keep' } = { serials: 'drop' }) {
    this.dropSerials = opts.serials === 'drop';
  }
  private byte(c: number): void {
    this.a = Math.imul(this.a ^ c, 0x01000193) >>> 0;
    this.b = Math.imul(this.b ^ c, 0x5bd1e995) >>> 0;
    this.b ^= this.b >>> 15;
  }
  str(s: string): void {
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      // '#' followed by digits: an instance serial, dropped (symmetry of identical pieces)
      if (c === 35 && this.dropSerials) {
        let j = i + 1;
        while (j < s.length && s.charCodeAt(j) >= 48 && s.charCodeAt(j) <= 57) j++;
        if (j > i + 1) {
          this.byte(35);
          i = j - 1;
          continue;
        }
      }
      this.byte(c & 0xffff);
    }
    this.byte(0x1f);
  }
  value(v: unknown): void {
    if (v === null || v === undefined) return this.byte(1);
    switch (typeof v) {
      case 'boolean':
        return this.byte(v ? 2 : 3);
      case 'number':
        this.byte(4);
        return this.str(JSON.stringify(v));
      case 'string':
        this.byte(5);
        return this.str(v);
      case 'object': {
        if (Array.isArray(v)) {
          this.byte(6);
          for (const x of v) this.value(x);
          return this.byte(7);
        }
        this.byte(8);
        const o = v as Record<string, unknown>;
        for (const k of Object.keys(o).sort()) {
          const x = o[k];
          if (x === undefined || typeof x === 'function') continue;
          this.str(k);
          this.value(x);
        }
        return this.byte(9);
      }
      default:
        return this.byte(10);
    }
  }
  hex(): string {
    return this.a.toString(16).padStart(8, '0') + this.b.toString(16).padStart(8, '0');
  }
}

/** Canonical hash of a JSON value (key order, undefined members and instance serials ignored). */
export function canonicalHash(v: unknown): string {
  const h = new Hasher();
  h.value(v);
  return h.hex();
}

/** Canonical JSON of a value with instance serials dropped: the symmetry key of an action. */
export function symmetryKey(v: unknown): string {
  const walk = (x: unknown): string => {
    if (x === null || x === undefined) return 'null';
    if (typeof x === 'string') return JSON.stringify(x.replace(/#\d+/g, '#'));
    if (typeof x !== 'object') return JSON.stringify(x);
    if (Array.isArray(x)) return `[${x.map(walk).join(',')}]`;
    const o = x as Record<string, unknown>;
    const parts: string[] = [];
    for (const k of Object.keys(o).sort()) if (o[k] !== undefined) parts.push(`${k}:${walk(o[k])}`);
    return `{${parts.join(',')}}`;
  };
  return walk(v);
}
