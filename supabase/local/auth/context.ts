import type { Db } from '../db';
import type { RateLimiter } from './rate-limit';
import type { AuthSettings } from './settings';

/** What the auth service needs from the backend around it. */
export interface AuthDeps {
  db: Db;
  jwtSecret: string;
  /** The backend's own URL (known once it listens), e.g. http://127.0.0.1:54321. */
  baseUrl: () => string;
  settings: AuthSettings;
  limiter: RateLimiter;
  /** Wakes the mail worker after an e-mail was queued. */
  nudgeMail: () => void;
}

export const ACCESS_TOKEN_SECONDS = 3600;
/** GoTrue's default: a revoked refresh token used again this soon returns the current session (parallel tabs). */
export const REFRESH_REUSE_SECONDS = 10;
