import { join } from 'node:path';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { IntlMessageFormat } from 'intl-messageformat';

type Found = (n: number, shown: number, more?: boolean) => string;
// The Edge function's modules import with ".ts" (as Deno wants), outside the app's type check: loaded at run time.
const texts = import(join(process.cwd(), 'supabase', 'functions', 'chat-assistant', 'texts.ts')) as Promise<{
  text: (lang: 'en' | 'es') => { found: Found };
}>;

/** Past the search's limit (1,000 matches) the count is "more than" the limit, in the assistant and on the page. */
describe('a count that stopped at the search limit', () => {
  it('is "more than" in the assistant, in both languages', async () => {
    const { text } = await texts;
    expect(text('en').found(1000, 3, true)).toBe('I found **more than 1,000** trips that match; here are the best 3:');
    expect(text('es').found(1000, 3, true)).toBe('He encontrado **más de 1000** viajes que encajan; estos son los 3 mejores:');
    expect(text('en').found(1000, 3)).toBe('I found **1000** trips that match; here are the best 3:');
    expect(text('en').found(1, 1)).toBe('I found **1** trip that matches:');
  });

  it('is "more than" on the results page, in both languages', () => {
    const format = (message: string, lang: string) => new IntlMessageFormat(message, lang).format({ count: 1000 });
    expect(format(en.Search.resultsCountCapped, 'en')).toMatch(/^More than 1,000 trips found: here are the first 1,000\./);
    expect(format(es.Search.resultsCountCapped, 'es')).toMatch(/^Más de 1000 viajes encontrados: aquí tienes los 1000 primeros\./);
  });
});
