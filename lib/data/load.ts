import 'server-only';
import { cache } from 'react';
import { createCatalogueClient } from '@/lib/supabase/server';
import { CATALOGUE_TAG } from './cache-tags';
import { BackendUnavailable, OutageMemory, unavailableStatus } from './outage';
import { RETRY, withRetry } from './retry';

/**
 * Catalogue data is fresh for 10 minutes (Next's data cache through fetch `revalidate`, which also sets the ISR
 * period of every page that reads it) and kept 20 minutes (`expireTime` in next.config.ts: stale-while-revalidate
 * for 10 more minutes). fetch revalidate, not 'use cache', because cacheComponents would change every route's
 * rendering model while this keeps all pages static or ISR with the stock configuration.
 */
export const PUBLIC_CACHE = { revalidate: 600, tags: [CATALOGUE_TAG] };

export const publicClient = () => createCatalogueClient(PUBLIC_CACHE);

type Result<T> = PromiseLike<{ data: T | null; error: { message: string } | null; status?: number }>;

/**
 * When the retry budget of the request being rendered ends: the reads of one page share it (React's cache lives for
 * one render), so a page whose first read answers from the data cache and whose later reads time out still answers
 * within the budget instead of spending one budget per read. Outside a render (a route handler) every call starts
 * its own.
 */
export const requestDeadline = cache((): number => Date.now() + RETRY.budgetMs);

const outage = new OutageMemory();

async function run<T>(query: () => Result<T>): Promise<T | null> {
  outage.check();
  try {
    const data = await withRetry(
      async () => {
        const { data, error, status } = await query();
        if (error) throw unavailableStatus(status) ? new BackendUnavailable(error.message) : new Error(error.message);
        return data;
      },
      { deadline: requestDeadline() },
    );
    outage.settle(null);
    return data;
  } catch (error) {
    outage.settle(error);
    throw error;
  }
}

/** A list: retried, and on a final failure logged and empty, so the page shows its empty state instead of an error. */
export async function loadList<T>(label: string, query: () => Result<T[]>): Promise<T[]> {
  try {
    return (await run(query)) ?? [];
  } catch (error) {
    console.error(`[data] ${label} could not be loaded:`, (error as Error).message);
    return [];
  }
}

/**
 * A list that decides which records exist (the ids a route answers): retried, and a final failure throws. An empty
 * list would call every record missing, and a page regenerated during an outage would be stored as a 404.
 */
export async function loadAll<T>(label: string, query: () => Result<T[]>): Promise<T[]> {
  try {
    return (await run(query)) ?? [];
  } catch (error) {
    throw new Error(`${label} could not be loaded: ${(error as Error).message}`);
  }
}

/** One record (first row or null): retried; a final failure throws so the segment's error page offers a retry. */
export async function loadFirst<T>(label: string, query: () => Result<T[]>): Promise<T | null> {
  try {
    return (await run(query))?.[0] ?? null;
  } catch (error) {
    throw new Error(`${label} could not be loaded: ${(error as Error).message}`);
  }
}

/** Route ids are positive integers; anything else is simply not found. */
export function parseId(value: string): number | null {
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}
