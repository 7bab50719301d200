/** The demo lesson clips, reused across every lesson of the seed. */
export interface DemoClip {
  n: number;
  seconds: number;
  colors: [string, string];
  /** Caption cues: [start second, end second, en, es]. */
  cues: [number, number, string, string][];
}

export const demoClips: DemoClip[] = [
  {
    n: 1, seconds: 12, colors: ['0x1e5a8c', '0x9ed0f0'],
    cues: [
      [0, 4, 'Welcome to this lesson.', 'Bienvenido a esta lección.'],
      [4, 8, 'Watch the terrain and plan each step.', 'Observa el terreno y planifica cada paso.'],
      [8, 12, 'Practise this at home before your trip.', 'Practícalo en casa antes de tu viaje.'],
    ],
  },
  {
    n: 2, seconds: 12, colors: ['0x2f6b3a', '0xe0c070'],
    cues: [
      [0, 4, 'Let us look at the technique in detail.', 'Veamos la técnica en detalle.'],
      [4, 8, 'Keep your movements slow and deliberate.', 'Mantén los movimientos lentos y precisos.'],
      [8, 12, 'Now try it yourself.', 'Ahora pruébalo tú.'],
    ],
  },
  {
    n: 3, seconds: 12, colors: ['0x7a2e2e', '0xf0a060'],
    cues: [
      [0, 4, 'These are the most common mistakes.', 'Estos son los errores más frecuentes.'],
      [4, 8, 'Check your equipment twice.', 'Revisa tu material dos veces.'],
      [8, 12, 'That is all for this lesson.', 'Eso es todo en esta lección.'],
    ],
  },
];

/** Storage paths (`bucket/path`): previews in the public media bucket, paid lessons in the private one. */
export const previewClipPath = (n: number) => `course-previews/clip-${n}.webm`;
export const paidClipPath = (n: number) => `course-videos/clips/clip-${n}.webm`;
/** The captions of a clip beside it: clip-1.webm -> clip-1.en.vtt. */
export const captionsPath = (videoPath: string, lang: 'en' | 'es') => videoPath.replace(/\.webm$/, `.${lang}.vtt`);

const stamp = (s: number) => `00:00:${String(s).padStart(2, '0')}.000`;

export function captionsOf(clip: DemoClip, lang: 'en' | 'es'): string {
  const cues = clip.cues.map(([from, to, en, es], i) => `${i + 1}\n${stamp(from)} --> ${stamp(to)}\n${lang === 'en' ? en : es}\n`);
  return `WEBVTT\n\n${cues.join('\n')}`;
}
