/**
 * Deterministic randomness: each image seeds the generator from its file name, so a re-run draws the same picture
 * and writes the same bytes.
 */
import { createHash } from 'node:crypto';

export let nextRandom = () => 0.5;
let uidCounter = 0;
export function seedRandom(name) {
  let a = createHash('sha256').update(name).digest().readUInt32LE(0);
  nextRandom = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  uidCounter = 0;
}
export const randomBetween = (a = 0, b = 1) => a + nextRandom() * (b - a);
export const randomInt = (a, b) => Math.floor(randomBetween(a, b + 1 - 1e-9));
export const randomPick = (arr) => arr[Math.floor(nextRandom() * arr.length)];
export const uniqueId = (p = 'u') => `${p}${++uidCounter}`;
