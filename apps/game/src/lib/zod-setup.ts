/**
 * zod compiles object schemas with `new Function` when it may, and finds out whether it may by calling
 * it as each schema is built. The page's CSP refuses eval, so every signed-in page logged a violation
 * (Lighthouse's best practices). Interpreted parsing is what the CSP leaves anyway: say so before any
 * schema exists (main.tsx imports this first).
 *
 * This is `z.config({ jitless: true })` without zod in the first screen's JavaScript (importing its
 * core cost 3.2 KiB gzip): zod keeps its configuration in this global so that every copy of it shares
 * one, and zod-setup.test.ts fails if it stops reading it from there.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
