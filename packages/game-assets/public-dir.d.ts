/** Absolute path of the folder served from the site root (/images/..., /sounds/...). */
export declare const publicDir: string;
