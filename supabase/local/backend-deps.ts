import type { AuthDeps } from './auth';
import type { BackendConfig } from './config';
import type { BucketSettings } from './config-toml';
import type { Db } from './db';
import type { FunctionRunner } from './functions/runner';
import type { Keys } from './keys';

/** Everything the HTTP layer hands to the services; baseUrl is known once the server listens. */
export interface BackendDeps {
  db: Db;
  keys: Keys;
  config: BackendConfig;
  auth: AuthDeps;
  functions: FunctionRunner;
  publicBuckets: Set<string>;
  /** Every bucket of config.toml with its upload limits. */
  buckets: Map<string, BucketSettings>;
  functionsWithoutJwt: Set<string>;
  /** Off when SMTP is configured: the page would otherwise show links meant for the inbox alone. */
  mailPage: boolean;
  log: (line: string) => void;
}
