import { readConfigToml } from '@/supabase/local/config-toml';
import { htmlToText } from '@/supabase/local/auth/emails';
import { renderGoTemplate, TemplateError } from '@/supabase/local/auth/go-template';
import { durationSeconds, readAuthSettings } from '@/supabase/local/auth/settings';

describe('the Go template subset of the e-mail templates', () => {
  it('renders fields, nested data and if / eq / else / end', () => {
    const source = '{{ if eq .Data.lang "es" }}Hola {{ .Email }}{{ else }}Hello {{ .Email }}{{ end }}';
    expect(renderGoTemplate(source, { Email: 'a@b.c', Data: { lang: 'es' } })).toBe('Hola a@b.c');
    expect(renderGoTemplate(source, { Email: 'a@b.c', Data: {} })).toBe('Hello a@b.c');
    expect(renderGoTemplate('{{ if .Token }}code {{ .Token }}{{ end }}', { Token: '' })).toBe('');
    expect(renderGoTemplate('a  {{- .X -}}  b', { X: 1 })).toBe('a1b');
  });

  it('escapes as html/template: HTML in text, percent-encoding in a URL query', () => {
    const source = '<p>{{ .Name }}</p><a href="{{ .SiteURL }}/x?next={{ .RedirectTo }}#t={{ .TokenHash }}">go</a>';
    const html = renderGoTemplate(source, {
      Name: '<b>"Ana" & co</b>',
      SiteURL: 'http://localhost:3000',
      RedirectTo: 'http://localhost:3000/en?q=a&b=c d',
      TokenHash: 'abc',
    });
    expect(html).toBe(
      '<p>&#60;b&#62;&#34;Ana&#34; &#38; co&#60;/b&#62;</p>' +
        '<a href="http://localhost:3000/x?next=http%3A%2F%2Flocalhost%3A3000%2Fen%3Fq%3Da%26b%3Dc%20d#t=abc">go</a>',
    );
  });

  it('refuses what it does not understand instead of sending a broken e-mail', () => {
    expect(() => renderGoTemplate('{{ range .Items }}x{{ end }}', {})).toThrow(TemplateError);
    expect(() => renderGoTemplate('{{ if .X }}open', {})).toThrow('missing {{ end }}');
    expect(() => renderGoTemplate('{{ end }}', {})).toThrow('unexpected {{ end }}');
  });

  it('turns the HTML part into a readable text part with every link written out', () => {
    const text = htmlToText('<h2>Title</h2><p>Follow <a href="http://x/y?a=1&amp;b=2">this link</a>.</p><p>Bye &#38; thanks</p>');
    expect(text).toBe('Title\n\nFollow this link: http://x/y?a=1&b=2.\n\nBye & thanks\n');
  });
});

describe('the auth settings of config.toml', () => {
  const toml = readConfigToml();

  it('reads the project file: limits, lifetimes, redirect patterns and bilingual templates', () => {
    const settings = readAuthSettings(toml, 'http://localhost:3000', {});
    expect(settings.clientLimits).toEqual({ sign_in_sign_ups: 30, token_verifications: 30, token_refresh: 150 });
    expect(settings.otpExpirySeconds).toBe(3600);
    expect(settings.maxFrequencySeconds).toBe(60);
    expect(settings.doubleConfirmChanges).toBe(true);
    expect(settings.additionalRedirectUrls).toEqual(['http://127.0.0.1:3000/**']);
    const data = { SiteURL: 'http://localhost:3000', TokenHash: 'h', Token: '123456', RedirectTo: 'http://localhost:3000/es' };
    for (const kind of ['confirmation', 'recovery', 'email_change'] as const) {
      const { subject, body } = settings.templates[kind];
      const es = renderGoTemplate(subject, { ...data, Data: { lang: 'es' } }, { html: false });
      const en = renderGoTemplate(subject, { ...data, Data: { lang: 'en' } }, { html: false });
      expect(es).not.toBe(en);
      expect(renderGoTemplate(body, { ...data, Data: { lang: 'es' } })).toContain('lang="es"');
      expect(renderGoTemplate(body, { ...data, Data: {} })).toContain('lang="en"');
    }
  });

  it('lets the environment raise a per-client limit and add redirect URLs', () => {
    const settings = readAuthSettings(toml, 'http://localhost:3000', {
      AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '5000',
      ADDITIONAL_REDIRECT_URLS: 'https://preview.example.com/**, https://shop.example.com/**',
    });
    expect(settings.clientLimits.sign_in_sign_ups).toBe(5000);
    expect(settings.additionalRedirectUrls).toContain('https://shop.example.com/**');
    expect(() => readAuthSettings(toml, 'http://x', { AUTH_RATE_LIMIT_TOKEN_REFRESH: 'lots' })).toThrow('positive whole number');
  });

  it('reads Go durations', () => {
    expect(durationSeconds('"60s"', 1)).toBe(60);
    expect(durationSeconds('"1m30s"', 1)).toBe(90);
    expect(durationSeconds('"1h"', 1)).toBe(3600);
    expect(durationSeconds('3600', 1)).toBe(3600);
    expect(durationSeconds(undefined, 7)).toBe(7);
    expect(() => durationSeconds('"soon"', 1)).toThrow('not a duration');
  });
});
