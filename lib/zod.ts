// Zod as the shop's schemas use it: its jitless setting is applied first, so a schema built or parsed in the browser
// never probes for eval (which the Content-Security-Policy refuses). Import it from here, never from 'zod', as a
// namespace (`import * as z from '@/lib/zod'`): the bundler then keeps only the parts a page uses. Zod's own `z`
// object holds every part, its 60-odd locales included, and ships all of them (about 90 KB gzip against 26 KB).
import './zod-jitless';

export * from 'zod';
