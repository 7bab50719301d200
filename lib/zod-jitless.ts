import { config } from 'zod/v4/core';

/**
 * Zod compiles faster parsers with `new Function` where it may, and probes for that on the first parse. The site's
 * Content-Security-Policy allows no eval, so the probe would be a reported violation on every page that validates
 * input: Zod's interpreter is used instead. Loaded through lib/zod.ts, which every schema imports `z` from.
 */
config({ jitless: true });
