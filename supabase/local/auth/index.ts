import type { AuthDeps } from './context';
import { API_VERSION, AuthError } from './errors';
import { hasNul } from './input';
import { logout } from './logout';
import { otp } from './magic-link';
import { recover } from './recover';
import { resend } from './resend';
import { signup } from './signup';
import { token } from './token';
import type { AuthReply, AuthRequest } from './types';
import { getUser, putUser } from './user';
import { verifyLinkGet, verifyPost } from './verify';

export type { AuthDeps } from './context';
export { RateLimiter } from './rate-limit';
export { readAuthSettings, type AuthSettings } from './settings';
export { authErrorBody, AuthError, API_VERSION } from './errors';
export type { AuthReply, AuthRequest } from './types';

type Handler = (deps: AuthDeps, req: AuthRequest) => Promise<AuthReply> | AuthReply;

const settings: Handler = () => ({
  status: 200,
  json: {
    external: { email: true, phone: false, anonymous_users: false },
    disable_signup: false,
    mailer_autoconfirm: false,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  },
});

const health: Handler = () => ({
  status: 200,
  json: { version: 'supabase-local', name: 'GoTrue', description: 'The local stand-in for Supabase Auth' },
});

const ROUTES: Record<string, Partial<Record<string, Handler>>> = {
  '/signup': { POST: signup },
  '/token': { POST: token },
  '/verify': { GET: verifyLinkGet, POST: verifyPost },
  '/user': { GET: getUser, PUT: putUser },
  '/logout': { POST: logout },
  '/otp': { POST: otp },
  '/recover': { POST: recover },
  '/resend': { POST: resend },
  '/settings': { GET: settings },
  '/health': { GET: health },
};

/** GoTrue's routes that the shop uses; anything else is a GoTrue-style 404 / 405. */
export async function handleAuth(deps: AuthDeps, req: AuthRequest): Promise<AuthReply> {
  const route = ROUTES[req.path.replace(/\/+$/, '') || '/'];
  if (!route) throw new AuthError(404, 'not_found', `Unsupported endpoint ${req.method} /auth/v1${req.path}`);
  const handler = route[req.method] ?? (req.method === 'HEAD' ? route.GET : undefined);
  if (!handler) throw new AuthError(405, 'method_not_allowed', `Method ${req.method} is not allowed on /auth/v1${req.path}`);
  if (hasNul([...req.query.values()])) throw new AuthError(400, 'validation_failed', 'Query parameters must not contain NUL characters');
  const reply = await handler(deps, req);
  return { ...reply, headers: { 'x-supabase-api-version': API_VERSION, ...reply.headers } };
}
