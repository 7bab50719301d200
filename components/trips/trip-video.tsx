import { getTranslations } from 'next-intl/server';
import { ConsentGate } from '@/components/consent/consent-gate';

/** A YouTube or Vimeo address becomes its privacy-friendly embed; a direct file plays in <video>; nothing else renders. */
export function embedUrl(url: string): { kind: 'iframe' | 'video'; src: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:') return null;
  const host = parsed.hostname.replace(/^www\./, '');
  const youtube = host === 'youtu.be' ? parsed.pathname.slice(1) : host.endsWith('youtube.com') ? parsed.searchParams.get('v') : null;
  if (youtube && /^[\w-]{6,20}$/.test(youtube)) return { kind: 'iframe', src: `https://www.youtube-nocookie.com/embed/${youtube}` };
  const vimeo = host === 'vimeo.com' ? parsed.pathname.match(/^\/(\d+)/)?.[1] : null;
  if (vimeo) return { kind: 'iframe', src: `https://player.vimeo.com/video/${vimeo}` };
  if (/\.(mp4|webm)$/i.test(parsed.pathname)) return { kind: 'video', src: parsed.toString() };
  return null;
}

/**
 * The trip's video. A player from another company (YouTube, Vimeo, a file on another host) loads only once the
 * visitor allows third-party content; until then a placeholder of the same size offers to load it.
 */
export async function TripVideo({ url, title, heading }: { url: string | null; title: string; heading: string }) {
  const embed = url ? embedUrl(url) : null;
  if (!embed) return null;
  const player =
    embed.kind === 'iframe' ? (
      <iframe src={embed.src} title={title} loading="lazy" allow="encrypted-media; picture-in-picture; fullscreen" className="mt-3 aspect-video w-full rounded-lg" />
    ) : (
      <video src={embed.src} controls preload="none" title={title} className="mt-3 aspect-video w-full rounded-lg" />
    );
  const provider = providerOf(embed.src);
  const t = await getTranslations('Consent');
  return (
    <section id="video" aria-labelledby="video-title" className="mx-auto max-w-4xl scroll-mt-28 px-4 py-8">
      <h2 id="video-title" className="text-2xl font-semibold">{heading}</h2>
      {provider ? (
        <ConsentGate
          testId="video-placeholder"
          className="mt-3 aspect-video w-full"
          labels={{ text: t('videoPlaceholder', { provider }), load: t('loadVideo'), always: t('alwaysAllow') }}
        >
          {player}
        </ConsentGate>
      ) : (
        player
      )}
    </section>
  );
}

/** Who serves the player: null for a file in the shop's own storage, which needs no consent. */
function providerOf(src: string): string | null {
  const host = new URL(src).hostname;
  if (host.endsWith('youtube-nocookie.com')) return 'YouTube';
  if (host.endsWith('vimeo.com')) return 'Vimeo';
  const storage = process.env.NEXT_PUBLIC_SUPABASE_URL;
  return storage && new URL(storage).hostname === host ? null : host;
}
