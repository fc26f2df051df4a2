import { randomBytes } from 'node:crypto';

let lastMs = 0;
let sequence = 0;

// Random bytes drawn 4 KiB at a time: one call to the generator per 256 ids instead of two per id.
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let poolOffset = 0;

function randomSlice(size: number): Buffer {
  if (poolOffset + size > pool.length) {
    pool = randomBytes(POOL_BYTES);
    poolOffset = 0;
  }
  const slice = pool.subarray(poolOffset, poolOffset + size);
  poolOffset += size;
  return slice;
}

/**
 * UUID version 7 (RFC 9562): time-ordered, so primary-key indexes stay append-mostly
 * and `ORDER BY id` follows creation. PostgreSQL 15 has no uuidv7(), so ids are made here.
 * Within one millisecond the 12-bit rand_a field is a counter (RFC 9562 §6.2, method 1), so ids
 * made one after the other in this process always sort in that order (a timeline's rows do).
 */
export function uuidv7(): string {
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    sequence = randomSlice(2).readUInt16BE(0) & 0x3ff; // room left for 3,000+ ids in the millisecond
  } else {
    sequence += 1;
    if (sequence > 0xfff) {
      lastMs += 1;
      sequence = 0;
    }
  }
  const bytes = randomSlice(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
