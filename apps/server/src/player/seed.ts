import { randomInt } from 'node:crypto';

/** A fresh seed for one random outcome (stored or not, it never comes from the client). */
export const freshSeed = (): number => randomInt(2 ** 31);
