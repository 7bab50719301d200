// Zod as the shop's schemas use it: its jitless setting is applied first, so a schema built or parsed in the browser
// never probes for eval (which the Content-Security-Policy refuses). Import `z` from here, never from 'zod'.
import './zod-jitless';

export { z } from 'zod';
