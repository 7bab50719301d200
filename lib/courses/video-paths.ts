/** A lesson video's captions lie beside it: clips/clip-1.webm -> clips/clip-1.en.vtt. */
export const captionsPath = (videoPath: string, lang: 'en' | 'es') => videoPath.replace(/\.[a-z0-9]+$/i, `.${lang}.vtt`);
