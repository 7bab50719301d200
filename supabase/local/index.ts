/*
 * The local backend's face (README.md beside this file says what it serves and what it does not promise).
 * Start it in a child process with spawnBackend, or in this process with startBackend / createBackendServer; open and
 * migrate a database of its own with openDatabase + migrate.
 *
 * Loading this file loads PGlite too (about half a second and 50 MB), so a launcher that only spawns the backend and
 * lives as long as it (npm start, npm test) imports ./spawn, ./keys and ./paths directly.
 */

// Running it
export { spawnBackend, type SpawnedBackend, type SpawnOptions } from './spawn';
export { startBackend, type RunningBackend, type StartOptions } from './backend';
export { createBackendServer } from './server';
export type { BackendDeps } from './backend-deps';
export { readConfig, type BackendConfig } from './config';
export { functionsWithoutJwt, publicBuckets, readConfigToml, type TomlSections } from './config-toml';
export { FunctionRunner, type FunctionHandler, type FunctionsDeps } from './functions/runner';
export { RateLimiter, readAuthSettings, type AuthDeps, type AuthSettings } from './auth';
export type { ClientLimits } from './auth/settings';

// Keys and where things live
export { loadOrCreateKeys, type Keys } from './keys';
export { signJwt, verifyJwt, type Claims, type VerifyResult } from './jwt';
export { localDataRoot, projectRoot, supabaseDir } from './paths';

// The database: the same migrations and seed as a hosted project, on PGlite or the PostgreSQL of DATABASE_URL
export {
  DamagedDataFolderError,
  DataDirLockedError,
  migrate,
  openDatabase,
  openDataFolder,
  SnapshotNotFoundError,
  type Db,
  type OpenOptions,
  type Queryable,
  type QueryResult,
} from './db';
export { generateDatabaseTypes } from './gen-types';

// PostgREST's semantics without the HTTP server, for tests of the REST layer
export { handleRest, type RequestContext, type RequestRole, type RestRequest, type RestResponse } from './rest';
