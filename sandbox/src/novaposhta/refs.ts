import crypto from 'node:crypto';

/** A stable GUID-shaped Ref from a name, so the same city keeps the same Ref after every reset. */
export function stableRef(...parts: (string | number)[]): string {
  const hex = crypto.createHash('sha1').update(parts.join('|')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** mulberry32: a tiny seeded PRNG, so the seed is deterministic without Math.random. */
export function seededRandom(seed: string): () => number {
  let state = crypto.createHash('sha1').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Nova Poshta's warehouse types (Address.getWarehouseTypes). */
export const WAREHOUSE_TYPES = {
  branch: { ref: '841339c7-591a-42e2-8233-7a0a00f0ed6f', uk: 'Поштове відділення', ru: 'Почтовое отделение' },
  cargo: { ref: '9a68df70-0267-42a8-bb5c-37f427e36ee4', uk: 'Вантажне відділення', ru: 'Грузовое отделение' },
  locker: { ref: 'f9316480-5f2d-425d-bc2c-ac7cd29decf0', uk: 'Поштомат', ru: 'Почтомат' },
} as const;
