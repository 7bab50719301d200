import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { root } from '../../shared';
import { stopChild, waitForUrl } from './servers';

/**
 * The framework's floor for a page's own document: the shop's page as it is served (its body, its stylesheets and
 * fonts, its photos), rebuilt as one App Router page made of server components only, with no client component, no
 * provider and no effect, built with the same node_modules and served by `next start`. The browser receives the same
 * HTML and the same element tree in the page's data, and React hydrates every element of it, as it does for any App
 * Router page; what the shop's page costs beyond this one is the shop's own client work (components, effects, renders
 * after hydration), and what this one costs beyond the bare page is the price of the document itself.
 *
 * The shop's files come through the floor's own origin (`/shop/...`, an external rewrite to the shop), so that
 * Lighthouse sees one origin as it does for the shop; its stylesheets are copied into public/ with their font
 * addresses pointed there too.
 */

type Element = DefaultTreeAdapterMap['element'];
type ChildNode = DefaultTreeAdapterMap['childNode'];
/** An element as JSON: tag, React props, children (strings are text). */
type Tree = [string, Record<string, unknown>, ...unknown[]];

const SHOP = '/shop';
/** Attributes React reads as booleans: the HTML's empty value must become `true`. */
const BOOLEANS = new Set(['hidden', 'disabled', 'checked', 'selected', 'required', 'readonly', 'multiple', 'open', 'async', 'defer',
  'autofocus', 'novalidate', 'loop', 'muted', 'playsinline', 'controls', 'default', 'reversed', 'inert', 'allowfullscreen', 'formnovalidate', 'itemscope']);
const RENAMED: Record<string, string> = {
  class: 'className', for: 'htmlFor', srcset: 'srcSet', imagesrcset: 'imageSrcSet', imagesizes: 'imageSizes',
  fetchpriority: 'fetchPriority', tabindex: 'tabIndex', readonly: 'readOnly', maxlength: 'maxLength', minlength: 'minLength',
  crossorigin: 'crossOrigin', autocomplete: 'autoComplete', enterkeyhint: 'enterKeyHint', inputmode: 'inputMode',
  spellcheck: 'spellCheck', datetime: 'dateTime', referrerpolicy: 'referrerPolicy', novalidate: 'noValidate',
  autofocus: 'autoFocus', colspan: 'colSpan', rowspan: 'rowSpan', 'http-equiv': 'httpEquiv', 'accept-charset': 'acceptCharset',
  formnovalidate: 'formNoValidate', allowfullscreen: 'allowFullScreen', playsinline: 'playsInline', itemscope: 'itemScope',
  itemprop: 'itemProp', itemtype: 'itemType', popovertarget: 'popoverTarget', popovertargetaction: 'popoverTargetAction',
};
const VOID = new Set(['img', 'input', 'br', 'hr', 'meta', 'link', 'source', 'area', 'col', 'embed', 'track', 'wbr']);

/** A shop address as the floor serves it: root-relative ones through the floor's rewrite. */
const throughFloor = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? SHOP + url : url);
const srcsetThroughFloor = (srcset: string) =>
  srcset.split(',').map((candidate) => candidate.trim().replace(/^\S+/, (url) => throughFloor(url))).join(', ');

function styleObject(style: string): Record<string, string> {
  const object: Record<string, string> = {};
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim().replace(/url\((['"]?)(\/[^'")]+)\1\)/g, (_, q: string, url: string) => `url(${q}${throughFloor(url)}${q})`);
    object[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value;
  }
  return object;
}

function props(element: Element): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const { name, value } of element.attrs) {
    if (name.startsWith('on')) continue;
    let key = RENAMED[name] ?? name;
    let prop: unknown = value;
    if (BOOLEANS.has(name)) prop = true;
    if (name === 'style') prop = styleObject(value);
    if (name === 'src' || name === 'poster' || (name === 'href' && element.tagName === 'link')) prop = throughFloor(value);
    if (name === 'srcset' || name === 'imagesrcset') prop = srcsetThroughFloor(value);
    if (['input', 'select', 'textarea'].includes(element.tagName) && name === 'value') key = 'defaultValue';
    if (element.tagName === 'input' && name === 'checked') key = 'defaultChecked';
    result[key] = prop;
  }
  return result;
}

function toTree(node: ChildNode): Tree | string | null {
  if (node.nodeName === '#text') return 'value' in node ? node.value : null;
  if (!('tagName' in node)) return null;
  // The page's scripts are what this reference leaves out; React's own scripts come with the floor's build.
  if (node.tagName === 'script' || node.tagName === 'template' || node.tagName === 'next-route-announcer') return null;
  const children = node.tagName === 'template' ? [] : node.childNodes.map(toTree).filter((child) => child !== null);
  const element: Tree = [node.tagName, props(node)];
  if (node.tagName === 'textarea') element[1].defaultValue = children.join('');
  else if (!VOID.has(node.tagName)) element.push(...children);
  return element;
}

const find = (node: { childNodes?: ChildNode[] }, tag: string): Element | undefined =>
  node.childNodes?.find((child): child is Element => 'tagName' in child && child.tagName === tag);

interface Document { body: Tree; head: Tree[]; stylesheets: string[]; htmlLang: string }

/** The page's body as a tree, and the head's links that paint depends on (stylesheets, preloaded photos and fonts). */
function documentOf(html: string): Document {
  const document = parse(html);
  const htmlElement = find(document, 'html');
  const head = htmlElement && find(htmlElement, 'head');
  const body = htmlElement && find(htmlElement, 'body');
  if (!htmlElement || !head || !body) throw new Error('the page has no html, head or body');
  const links = head.childNodes.filter((child): child is Element => 'tagName' in child && child.tagName === 'link');
  const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value ?? '';
  const stylesheets = links.filter((link) => attr(link, 'rel') === 'stylesheet').map((link) => attr(link, 'href'));
  const preloads = links
    .filter((link) => attr(link, 'rel') === 'preload' && ['image', 'font'].includes(attr(link, 'as')))
    .map((link) => toTree(link) as Tree);
  const tree = toTree(body) as Tree;
  return { body: tree, head: preloads, stylesheets, htmlLang: attr(htmlElement, 'lang') };
}

const RENDER = `import { createElement } from 'react';
export function render(node, key) {
  if (typeof node === 'string') return node;
  const [tag, props, ...children] = node;
  return createElement(tag, key === undefined ? props : { ...props, key }, ...children.map((child) => render(child)));
}
`;

export interface DocumentFloor {
  url: string;
  /** The floor's address of each page given, in the same order. */
  paths: string[];
  stop(): Promise<void>;
}

/**
 * Builds the floor of each shop page in `paths` (served by the shop at `shopUrl`) into .bench/document-floor
 * (gitignored) and serves it with `next start` on `portNumber`: page i at `/p/i`. Built on every call, since the
 * shop's pages name their build's files.
 */
export async function startDocumentFloor(shopUrl: string, paths: string[], portNumber: number): Promise<DocumentFloor> {
  const dir = join(root, '.bench', 'document-floor');
  rmSync(dir, { recursive: true, force: true });
  const write = (file: string, text: string | Uint8Array) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  const documents: Document[] = [];
  for (const path of paths) documents.push(documentOf(await fetch(shopUrl + path).then((r) => r.text())));
  // Stylesheets into public/, their fonts and images read through the rewrite.
  const copied = new Map<string, string>();
  for (const href of new Set(documents.flatMap((d) => d.stylesheets))) {
    const css = await fetch(new URL(href, shopUrl)).then((r) => r.text());
    const name = `/css/${copied.size}.css`;
    write(join('public', name), css.replace(/url\((['"]?)(\/[^'")]+)\1\)/g, (_, q: string, url: string) => `url(${q}${throughFloor(url)}${q})`));
    copied.set(href, name);
  }
  write('package.json', '{ "private": true, "type": "module" }\n');
  write('next.config.mjs', `export default {
  turbopack: { root: ${JSON.stringify(root)} },
  async rewrites() { return [{ source: '${SHOP}/:path*', destination: '${shopUrl}/:path*' }]; },
};
`);
  write('app/render.js', RENDER);
  write('app/layout.jsx', `export const metadata = { title: 'Document floor', description: 'The shop page as server components only.' };
export default function Layout({ children }) {
  return <html lang="${documents[0]?.htmlLang ?? 'en'}"><body {...${JSON.stringify(documents[0]?.body[1] ?? {})}}>{children}</body></html>;
}
`);
  documents.forEach((document, i) => {
    write(`app/p/${i}/tree.json`, JSON.stringify(document));
    // The body's own attributes are the first page's, on the layout's body (the shop's pages share them).
    write(`app/p/${i}/page.jsx`, `import document from './tree.json';
import { render } from '../../render';
export default function Page() {
  const [, , ...children] = document.body;
  return <>
    {document.stylesheets.map((href) => <link key={href} rel="stylesheet" href={${JSON.stringify(Object.fromEntries(copied))}[href]} precedence="shop" />)}
    {document.head.map((link, i) => render(link, i))}
    {children.map((child, i) => render(child, i))}
  </>;
}
`);
  });
  const next = join(root, 'node_modules', '.bin', 'next');
  const build = spawnSync(next, ['build', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error(`the document floor did not build (exit ${build.status ?? build.signal})`);
  const server: ChildProcess = spawn(next, ['start', dir, '-p', String(portNumber), '-H', '127.0.0.1'], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${portNumber}`;
  try {
    await waitForUrl(`${url}/p/0`, server);
    return { url, paths: paths.map((_, i) => `/p/${i}`), stop: () => stopChild(server) };
  } catch (error) {
    await stopChild(server);
    throw error;
  }
}
