import type { Session, User } from '@supabase/supabase-js';
import { isNewSignIn, reduceAuthEvent, type AuthSnapshot } from '@/components/auth/auth-state';
import { parseGuestFavorites } from '@/components/favorites/favorites-store';

jest.mock('@/components/favorites/actions', () => ({ syncFavorites: jest.fn(), saveFavorite: jest.fn() }));
jest.mock('@/components/auth/actions', () => ({ completeSignIn: jest.fn() }));

const user = { id: 'u1', email: 'a@b.co' } as User;
const session = { user } as Session;
const start: AuthSnapshot = { status: 'loading', user: null, recovering: false };

describe('a sign-in, as the page tells it apart from a recovered session', () => {
  it('is a SIGNED_IN only where the page knew the visitor signed out', () => {
    expect(isNewSignIn('signedOut', 'SIGNED_IN')).toBe(true);
    // supabase-js reports the session it recovers on load as SIGNED_IN before INITIAL_SESSION.
    expect(isNewSignIn('loading', 'SIGNED_IN')).toBe(false);
    expect(isNewSignIn('idle', 'SIGNED_IN')).toBe(false);
    // A tab regaining focus re-confirms the session.
    expect(isNewSignIn('signedIn', 'SIGNED_IN')).toBe(false);
    expect(isNewSignIn('signedOut', 'INITIAL_SESSION')).toBe(false);
    expect(isNewSignIn('signedOut', 'TOKEN_REFRESHED')).toBe(false);
  });
});

describe('the six session events', () => {
  it('updates the user on every event and tracks a password recovery', () => {
    expect(reduceAuthEvent(start, 'INITIAL_SESSION', null)).toEqual({ status: 'signedOut', user: null, recovering: false });
    expect(reduceAuthEvent(start, 'INITIAL_SESSION', session)).toEqual({ status: 'signedIn', user, recovering: false });
    expect(reduceAuthEvent(start, 'SIGNED_IN', session).status).toBe('signedIn');
    const recovering = reduceAuthEvent(start, 'PASSWORD_RECOVERY', session);
    expect(recovering).toEqual({ status: 'signedIn', user, recovering: true });
    const renamed = { user: { ...user, email: 'new@b.co' } } as Session;
    expect(reduceAuthEvent(recovering, 'USER_UPDATED', renamed)).toEqual({ status: 'signedIn', user: renamed.user, recovering: true });
    expect(reduceAuthEvent(recovering, 'TOKEN_REFRESHED', session).user).toBe(user);
    expect(reduceAuthEvent(recovering, 'SIGNED_OUT', null)).toEqual({ status: 'signedOut', user: null, recovering: false });
  });
});

describe('the guest favorites kept in the browser', () => {
  it('keeps only distinct positive trip ids and drops anything malformed', () => {
    expect(parseGuestFavorites('[3, 1, 3, "7", -2, 1.5, 2147483648, 9]')).toEqual([3, 1, 9]);
    expect(parseGuestFavorites('{"1": true}')).toEqual([]);
    expect(parseGuestFavorites('not json')).toEqual([]);
    expect(parseGuestFavorites(null)).toEqual([]);
    expect(parseGuestFavorites(JSON.stringify(Array.from({ length: 600 }, (_, i) => i + 1)))).toHaveLength(500);
  });
});
