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

export function TripVideo({ url, title, heading }: { url: string | null; title: string; heading: string }) {
  const embed = url ? embedUrl(url) : null;
  if (!embed) return null;
  return (
    <section id="video" aria-labelledby="video-title" className="mx-auto max-w-4xl scroll-mt-28 px-4 py-8">
      <h2 id="video-title" className="text-2xl font-semibold">{heading}</h2>
      {embed.kind === 'iframe' ? (
        <iframe src={embed.src} title={title} loading="lazy" allow="encrypted-media; picture-in-picture; fullscreen" className="mt-3 aspect-video w-full rounded-lg" />
      ) : (
        <video src={embed.src} controls preload="none" title={title} className="mt-3 aspect-video w-full rounded-lg" />
      )}
    </section>
  );
}
