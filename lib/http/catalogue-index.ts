import { loadRouteIndex, type RouteIndex } from '@/lib/data/route-index';

/**
 * The route index kept in this server instance's memory: read at most once a minute in the background, and at most
 * every ten seconds when a request names something it does not know (a trip published a moment ago), so a stream of
 * unknown ids costs the backend nothing more. Null while the backend cannot be reached: callers then let the request
 * through to the page, which answers as it would without this index.
 */
const FRESH_MS = 60_000;
const RECHECK_MS = 10_000;
const WAIT_MS = 2_000;

let current: { index: RouteIndex; loadedAt: number } | null = null;
let loading: Promise<void> | null = null;
let lastAttempt = 0;

function refresh(load: () => Promise<RouteIndex>): Promise<void> {
  if (loading) return loading;
  lastAttempt = Date.now();
  loading = load()
    .then((index) => {
      current = { index, loadedAt: Date.now() };
    })
    .catch((error: unknown) => {
      console.error('[route index]', error instanceof Error ? error.message : String(error));
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** Waits for a read of the index, but never longer than WAIT_MS: a slow backend must not hold every request. */
function within(promise: Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, WAIT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
const mayRetry = () => loading !== null || Date.now() - lastAttempt > RECHECK_MS;

/**
 * Answers `question` from the index. A "no" is re-checked against a fresh index when the last read is older than
 * RECHECK_MS; undefined means the index is unavailable.
 */
export async function askRouteIndex<T>(
  question: (index: RouteIndex) => T,
  isKnown: (answer: T) => boolean,
  load: () => Promise<RouteIndex> = loadRouteIndex,
): Promise<T | undefined> {
  if (!current) {
    if (mayRetry()) await within(refresh(load));
    if (!current) return undefined;
  } else if (Date.now() - current.loadedAt > FRESH_MS && mayRetry()) {
    void refresh(load);
  }
  const answer = question(current.index);
  if (isKnown(answer) || !mayRetry()) return answer;
  await within(refresh(load));
  return question(current.index);
}

/** For tests: forget the index held. */
export function resetRouteIndex(): void {
  current = null;
  loading = null;
  lastAttempt = 0;
}
