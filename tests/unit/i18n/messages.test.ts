import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { messageFallback } from '@/lib/i18n/message-fallback';

type Tree = { [key: string]: string | Tree };

const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));

const unsorted = (tree: Tree, path = ''): string[] => {
  const own = Object.keys(tree);
  const here = own.join() === [...own].sort().join() ? [] : [path || '(root)'];
  return [...here, ...Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [] : unsorted(v, `${path}${k}.`)))];
};

describe('messages', () => {
  it('have the same keys in English and Spanish', () => {
    expect(keys(es as Tree)).toEqual(keys(en as Tree));
  });

  it('keep keys sorted in every namespace', () => {
    expect(unsorted(en as Tree)).toEqual([]);
    expect(unsorted(es as Tree)).toEqual([]);
  });

  it('have no empty text', () => {
    for (const messages of [en, es] as Tree[]) {
      const empty = keys(messages).filter((k) => k.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part] ?? '', messages) === '');
      expect(empty).toEqual([]);
    }
  });

  it('contain the SPEC texts', () => {
    expect(en.Footer.support).toBe('With the support of');
    expect(es.Footer.support).toBe('Con la ayuda de');
    expect(en.Footer.loadingSponsors).toBe('Loading sponsors...');
    expect(es.Footer.loadingSponsors).toBe('Cargando patrocinadores...');
    expect(en.Common.loading).toBe('Loading...');
    expect(es.Common.loading).toBe('Cargando...');
    expect(en.Common.errorLoadingPage).toBe('Error loading page');
    expect(en.Auth.checkEmail).toBe('Check your email to confirm your account');
    expect(en.Errors.tripUnavailable).toBe("The trip you're looking for is not available at this time");
  });

  it("name the sponsor carousel's stop and start button in both languages", () => {
    expect([en.Footer.pauseSponsors, en.Footer.playSponsors]).toEqual(['Pause the sponsors', 'Play the sponsors']);
    expect([es.Footer.pauseSponsors, es.Footer.playSponsors]).toEqual(['Pausar los patrocinadores', 'Reanudar los patrocinadores']);
  });

  it('show a missing key as the key itself', () => {
    expect(messageFallback({ namespace: 'Footer', key: 'nothing' })).toBe('Footer.nothing');
    expect(messageFallback({ key: 'alone' })).toBe('alone');
  });
});
