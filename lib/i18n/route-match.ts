import { templatesOf } from './pages';
import { routing, type RouteTemplate } from './routing';

/** An address of the route table matched: its route folder and the values of its dynamic segments. */
export interface TemplateMatch {
  template: RouteTemplate;
  params: Record<string, string>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** '/travel/[id]/[slug]' -> /^\/travel\/(?<id>[^/]+)\/(?<slug>[^/]+)$/ (the root is '/'). */
function compile(address: string): RegExp {
  const source = address
    .split('/')
    .map((segment) => {
      const name = /^\[(\w+)\]$/.exec(segment)?.[1];
      return name ? `(?<${name}>[^/]+)` : escape(segment);
    })
    .join('/');
  return new RegExp(`^${source === '' ? '/' : source}$`);
}

const compiled = (Object.keys(routing.pathnames) as RouteTemplate[]).flatMap((template) =>
  templatesOf(template).map((address) => ({ template, pattern: compile(address) })),
);

/**
 * The route an address names, without its language prefix ('/contacto', '/travel/3/x/book'), in either language
 * or by its folder's name; null for an address no route answers. Empty segments never match.
 */
export function matchTemplate(path: string, among: readonly RouteTemplate[] | null = null): TemplateMatch | null {
  for (const { template, pattern } of compiled) {
    if (among && !among.includes(template)) continue;
    const match = pattern.exec(path);
    if (match) return { template, params: { ...match.groups } };
  }
  return null;
}

/** A template with its dynamic segments filled in: fill('/travel/[id]/[slug]', { id: '3', slug: 'x' }). */
export function fill(address: string, params: Record<string, string>): string {
  return address.replace(/\[(\w+)\]/g, (_, name: string) => params[name] ?? '');
}
