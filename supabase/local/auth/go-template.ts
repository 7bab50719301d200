/**
 * The part of Go's html/template that Supabase e-mail templates use: `{{ .Name }}`, `{{ .Data.key }}`,
 * `{{ if .X }}`, `{{ if eq .X "v" }}`, `{{ else }}`, `{{ end }}` and the `{{-` / `-}}` trim markers. Values are
 * escaped as html/template escapes them: percent-encoded inside a URL attribute's query or fragment, HTML-escaped
 * everywhere else.
 */
export type TemplateData = Record<string, unknown>;

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'value'; path: string[] }
  | { kind: 'if'; test: Test; then: Node[]; otherwise: Node[] };

type Test = { kind: 'truthy'; path: string[] } | { kind: 'eq'; path: string[]; value: string };

export class TemplateError extends Error {}

const ACTION = /\{\{(-?)\s*(.*?)\s*(-?)\}\}/gs;

function fieldPath(expression: string): string[] {
  if (!/^(\.[A-Za-z_][A-Za-z0-9_]*)+$/.test(expression)) throw new TemplateError(`unsupported expression "${expression}"`);
  return expression.slice(1).split('.');
}

function parseTest(expression: string): Test {
  const eq = /^eq\s+(\S+)\s+"((?:[^"\\]|\\.)*)"$/.exec(expression);
  if (eq) return { kind: 'eq', path: fieldPath(eq[1]!), value: JSON.parse(`"${eq[2]!}"`) as string };
  return { kind: 'truthy', path: fieldPath(expression) };
}

function tokenize(source: string): ({ kind: 'text'; text: string } | { kind: 'action'; body: string })[] {
  const tokens: ({ kind: 'text'; text: string } | { kind: 'action'; body: string })[] = [];
  let last = 0;
  for (const match of source.matchAll(ACTION)) {
    let text = source.slice(last, match.index);
    if (match[1] === '-') text = text.replace(/\s+$/, '');
    tokens.push({ kind: 'text', text });
    tokens.push({ kind: 'action', body: match[2]! });
    last = match.index + match[0].length;
    if (match[3] === '-') {
      const rest = /^\s*/.exec(source.slice(last))![0];
      last += rest.length;
    }
  }
  tokens.push({ kind: 'text', text: source.slice(last) });
  return tokens;
}

function parse(source: string): Node[] {
  const root: Node[] = [];
  const stack: { node: Extract<Node, { kind: 'if' }>; inElse: boolean }[] = [];
  const target = (): Node[] => {
    const top = stack.at(-1);
    if (!top) return root;
    return top.inElse ? top.node.otherwise : top.node.then;
  };
  for (const token of tokenize(source)) {
    if (token.kind === 'text') {
      if (token.text) target().push({ kind: 'text', text: token.text });
      continue;
    }
    const body = token.body;
    if (body.startsWith('if ')) {
      const node: Extract<Node, { kind: 'if' }> = { kind: 'if', test: parseTest(body.slice(3).trim()), then: [], otherwise: [] };
      target().push(node);
      stack.push({ node, inElse: false });
    } else if (body === 'else') {
      const top = stack.at(-1);
      if (!top || top.inElse) throw new TemplateError('unexpected {{ else }}');
      top.inElse = true;
    } else if (body === 'end') {
      if (!stack.pop()) throw new TemplateError('unexpected {{ end }}');
    } else {
      target().push({ kind: 'value', path: fieldPath(body) });
    }
  }
  if (stack.length) throw new TemplateError('missing {{ end }}');
  return root;
}

function lookup(data: TemplateData, path: string[]): unknown {
  let value: unknown = data;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function truthy(value: unknown): boolean {
  return !(value === undefined || value === null || value === false || value === '' || value === 0);
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'+]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Go's query escaper keeps only unreserved characters. */
function escapeQuery(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Inside a URL attribute, past its `?` or `#`: where html/template percent-encodes. */
function inUrlQuery(written: string): boolean {
  const attribute = /\b(?:href|src|action)\s*=\s*"([^"]*)$/i.exec(written);
  return attribute !== null && /[?#]/.test(attribute[1]!);
}

function render(nodes: Node[], data: TemplateData, out: string[], html: boolean): void {
  for (const node of nodes) {
    if (node.kind === 'text') out.push(node.text);
    else if (node.kind === 'value') {
      const raw = lookup(data, node.path);
      const text = raw === undefined || raw === null ? '' : String(raw);
      if (!html) out.push(text);
      else out.push(inUrlQuery(out.join('')) ? escapeQuery(text) : escapeHtml(text));
    } else {
      const value = lookup(data, node.test.path);
      const passes = node.test.kind === 'eq' ? String(value ?? '') === node.test.value : truthy(value);
      render(passes ? node.then : node.otherwise, data, out, html);
    }
  }
}

/** Renders `source` with `data`; `html` false for plain text such as a subject line. */
export function renderGoTemplate(source: string, data: TemplateData, { html = true }: { html?: boolean } = {}): string {
  const out: string[] = [];
  render(parse(source), data, out, html);
  return out.join('');
}
