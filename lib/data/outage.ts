import { BudgetSpent } from '@/lib/supabase/timeout';

/** How long this server process keeps in mind that the backend just failed. */
export const OUTAGE_HOLD_MS = 5000;

/** A read that failed because the backend could not answer (refused, timed out, 5xx), not because of what it asked. */
export class BackendUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackendUnavailable';
  }
}

/** Whether a backend answer's status (0: no answer at all) says the backend could not answer. */
export const unavailableStatus = (status: number | undefined) => status === 0 || (status ?? 0) >= 500;

/**
 * The backend's recent failure, kept for a few seconds: after a read has spent its retries on a backend that could not
 * answer, the next reads fail at once for OUTAGE_HOLD_MS instead of waiting through retries again. Next renders a
 * failed page's error answer in a render of its own, where React's cache and the request's budget start afresh: the
 * book page waited its 7 s of retries twice (14.8 s measured with the backend stopped). During an outage it also means
 * one request in a few seconds waits, not every one; a read after the hold asks the backend again, so the shop works
 * again within seconds of the backend's return.
 */
export class OutageMemory {
  private until = 0;

  constructor(
    private readonly holdMs = OUTAGE_HOLD_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws while a failure is fresh. */
  check(): void {
    if (this.now() < this.until) throw new BackendUnavailable('the backend could not answer moments ago; asked again shortly');
  }

  /** Remembers a read's final error if it was the backend's unavailability; any answer clears the memory. */
  settle(error: unknown): void {
    if (error === null) this.until = 0;
    else if (error instanceof BackendUnavailable || error instanceof BudgetSpent) this.until = this.now() + this.holdMs;
  }
}
