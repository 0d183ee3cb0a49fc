import 'server-only';
import { randomInt } from 'node:crypto';

/*
 * The draw and the codes use the operating system's randomness: Math.random's state can be
 * recovered from its outputs, and a shopper who could predict the next segment or code would.
 */

/** randomInt's range is below 2^48; 2^47 steps are finer than any weights an editor enters. */
const RESOLUTION = 2 ** 47;

/** A number in [0, 1), as Math.random gives. */
export function secureRandom(): number {
  return randomInt(RESOLUTION) / RESOLUTION;
}

/** An integer in [0, n). */
export function secureIndex(n: number): number {
  return randomInt(n);
}
