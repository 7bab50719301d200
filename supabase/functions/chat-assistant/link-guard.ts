import type { Catalogue } from './catalogue.ts';
import { tripUrl } from './format.ts';

const TRIP_LINK = /(?:https?:\/\/[^\s<>()[\]]*?)?\/(en|es)\/travel\/(\d+)\/([A-Za-z0-9-]+)/g;

/** Replaces links to trips that do not exist (a model's invention) by nothing, and fixes a real trip's slug. */
export function guardTripLinks(text: string, catalogue: Catalogue): string {
  return text
    .replace(TRIP_LINK, (link, lang: string, id: string, slug: string) => {
      const trip = catalogue.allLanguages.find((t) => t.id === Number(id) && t.lang === catalogue.lang);
      if (!trip) return '';
      return trip.slug === slug && lang === catalogue.lang ? link : tripUrl(trip, catalogue.lang);
    })
    .replace(/\]\(\s*\)/g, ']');
}

/** Feeds streamed text through the guard word by word, so a link is only checked once it is complete. */
export class GuardedStream {
  private pending = '';
  private output = '';

  constructor(
    private readonly catalogue: Catalogue,
    private readonly emit: (text: string) => void,
  ) {}

  push(delta: string): void {
    this.pending += delta;
    const cut = Math.max(this.pending.lastIndexOf(' '), this.pending.lastIndexOf('\n'));
    if (cut < 0) return;
    this.flushUpTo(cut + 1);
  }

  end(): string {
    this.flushUpTo(this.pending.length);
    return this.output;
  }

  private flushUpTo(index: number): void {
    const ready = guardTripLinks(this.pending.slice(0, index), this.catalogue);
    this.pending = this.pending.slice(index);
    if (ready) {
      this.output += ready;
      this.emit(ready);
    }
  }
}
