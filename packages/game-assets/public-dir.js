import { fileURLToPath } from 'node:url';

/** Absolute path of the folder served from the site root (/images/..., /sounds/...). */
export const publicDir = fileURLToPath(new URL('./public', import.meta.url));
