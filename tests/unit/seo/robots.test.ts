import type { MetadataRoute } from 'next';

function robotsWith(env: Record<string, string | undefined>): MetadataRoute.Robots {
  const saved = { ...process.env };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  try {
    let robots: MetadataRoute.Robots | undefined;
    jest.isolateModules(() => {
      robots = (require('@/app/robots') as { default: () => MetadataRoute.Robots }).default();
    });
    if (!robots) throw new Error('robots() returned nothing');
    return robots;
  } finally {
    process.env = saved;
  }
}

describe('robots.txt', () => {
  it('lets production be indexed and names the sitemap', () => {
    const robots = robotsWith({ VERCEL_ENV: 'production', DEPLOYMENT_ENV: undefined });
    expect(robots.rules).toMatchObject({ userAgent: '*', allow: '/' });
    expect(robots.sitemap).toMatch(/\/sitemap\.xml$/);
  });

  it('blocks no page in production: personal pages keep out of the index by their own head, which a crawler must read', () => {
    expect(robotsWith({ VERCEL_ENV: 'production', DEPLOYMENT_ENV: undefined }).rules).not.toHaveProperty('disallow');
  });

  it.each([{ VERCEL_ENV: 'preview' }, { DEPLOYMENT_ENV: 'preview' }])('disallows everything on previews (%j)', (env) => {
    expect(robotsWith(env).rules).toEqual({ userAgent: '*', disallow: '/' });
  });
});
