import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../../shared';
import { stopChild, waitForUrl } from './servers';

export interface Nginx {
  cacheUrl: string;
  diskUrl: string;
  /**
   * Where the disk server sends `body` from the same offset in its file as the cache sends it from its cache file
   * (after the stored headers), as a range request: null while the cache holds no copy of it.
   */
  atCacheOffset(body: Buffer): { url: string; range: string } | null;
  stop(): Promise<void>;
}

/** The files under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The main context of a bench's own nginx: in the foreground, one worker, its pid and log in `dir`. */
export const nginxMain = (dir: string) => `${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }`;

/** Response headers nginx writes itself, or that belong to one connection or one encoding of the body. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'content-type', 'server', 'accept-ranges', 'etag', 'last-modified']);
const nginxString = (value: string) => JSON.stringify(value).replace(/\$/g, '\\$');

/**
 * The disk server's copies of each page's response headers (`headers`: URL path as asked -> the origin's headers), as
 * one map per header name from the request's address, so the disk sends each page with the headers the cache sends it
 * with (CSP, security headers, Vary, Cache-Control, X-Cache-Status...): the same bytes, not only the same body.
 */
function sameHeaders(headers: Map<string, Record<string, string>>): { maps: string; adds: string } {
  const names = [...new Set([...headers.values()].flatMap((h) => Object.keys(h)))].filter((name) => !OWN_HEADERS.has(name.toLowerCase()));
  const maps = names.map((name, i) => {
    const rows = [...headers.entries()].flatMap(([path, h]) => (h[name] === undefined ? [] : [`    ${nginxString(path)} ${nginxString(h[name] ?? '')};`]));
    return `  map $request_uri $same_header_${i} {\n    default "";\n${rows.join('\n')}\n  }`;
  });
  const adds = names.map((name, i) => `add_header ${name} $same_header_${i} always;`);
  return { maps: maps.join('\n'), adds: adds.join('\n    ') };
}

/**
 * One nginx with two servers: the shipped cache configuration (deploy/nginx/proxy-cache.conf and encodings.conf,
 * included as they are) in front of the shop, and the same pages' bytes as plain files from disk (`files`: URL path ->
 * body), each beside its gzip (level 6, as the origin compresses), which nginx sends to a client that takes gzip;
 * with `headers`, each page with those response headers too (see sameHeaders).
 */
export async function startNginx({ port, originPort, files, headers = new Map() }: {
  port: number;
  originPort: number;
  files: Map<string, string>;
  headers?: Map<string, Record<string, string>>;
}): Promise<Nginx> {
  const same = sameHeaders(headers);
  const dir = mkdtempSync(join(tmpdir(), 'shop-bench-nginx-'));
  const www = join(dir, 'www');
  spawnSync('mkdir', ['-p', www, join(dir, 'cache'), join(dir, 'temp')]);
  const locations: string[] = [];
  [...files.entries()].forEach(([path, body], i) => {
    writeFileSync(join(www, `page-${i}.html`), body);
    writeFileSync(join(www, `page-${i}.html.gz`), gzipSync(body, { level: 6 }));
    if (!path.includes('?')) locations.push(`location = ${JSON.stringify(path.split('?')[0])} { try_files /page-${i}.html =404; }`);
  });
  // The same query-less path may be asked with a query (the search page): served from the file named for it.
  const byQuery = [...files.keys()].map((path, i) => [path, i] as const).filter(([path]) => path.includes('?'));
  const queryMap = byQuery.map(([path, i]) => `    ${JSON.stringify(path)} /page-${i}.html;`).join('\n');
  const config = `
${nginxMain(dir)}
http {
  access_log off;
  default_type text/html;
  # As Debian's nginx.conf has them; the shipped include turns tcp_nopush off for the shop (see the file).
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  include ${join(root, 'deploy', 'nginx', 'encodings.conf')};
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=shop_pages:20m max_size=1g inactive=1d use_temp_path=off;
  upstream shop_origin { server 127.0.0.1:${originPort}; keepalive 64; }
  map $request_uri $query_file {
    default "";
${queryMap}
  }
${same.maps}
  server {
    listen 127.0.0.1:${port};
    location / { include ${join(root, 'deploy', 'nginx', 'proxy-cache.conf')}; }
  }
  server {
    listen 127.0.0.1:${port + 1};
    root ${www};
    # The same TCP behaviour as the shipped include, so the reference is not the one left waiting on Nagle's algorithm.
    tcp_nopush off;
    gzip_static on;
    gzip_vary ${headers.size > 0 ? 'off' : 'on'};
    ${same.adds}
    if ($query_file) { rewrite ^ $query_file last; }
    ${locations.join('\n    ')}
  }
}
`;
  writeFileSync(join(dir, 'nginx.conf'), config);
  const child = spawn('nginx', ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = async () => {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForUrl(`http://127.0.0.1:${port + 1}/`, child, 15_000);
    const atCacheOffset = (body: Buffer) => {
      const cached = filesUnder(join(dir, 'cache'))
        .map((file) => readFileSync(file))
        .find((file) => file.length > body.length && file.subarray(file.length - body.length).equals(body));
      if (!cached) return null;
      const offset = cached.length - body.length;
      const name = `at-offset-${offset}-${body.length}.html`;
      writeFileSync(join(www, name), Buffer.concat([Buffer.alloc(offset, 0x20), body]));
      return { url: `http://127.0.0.1:${port + 1}/${name}`, range: `Range: bytes=${offset}-${cached.length - 1}` };
    };
    return { cacheUrl: `http://127.0.0.1:${port}`, diskUrl: `http://127.0.0.1:${port + 1}`, atCacheOffset, stop };
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
}
