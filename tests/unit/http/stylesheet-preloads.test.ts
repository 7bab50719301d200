/** @jest-environment node */
import { stylesheetPreloads } from '@/lib/http/stylesheet-preloads.mjs';

describe('stylesheetPreloads', () => {
  it("lists the head's stylesheets once each, in order, as preloads", () => {
    const html = [
      '<!DOCTYPE html><html><head><link rel="preload" as="image" imageSrcSet="/_next/image?url=a 640w"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/2c4iz-jx7gk0s.css" data-precedence="next"/>',
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
      "<LINK data-precedence='next' REL='Stylesheet' HREF='/_next/static/chunks/b.css'>",
      '<link rel="stylesheet" href="/_next/static/chunks/2c4iz-jx7gk0s.css"/>',
      '</head><body><link rel="stylesheet" href="/_next/static/chunks/late.css"/></body></html>',
    ].join('');
    expect(stylesheetPreloads(html)).toBe(
      '</_next/static/chunks/2c4iz-jx7gk0s.css>; rel=preload; as=style, </_next/static/chunks/b.css>; rel=preload; as=style',
    );
  });

  it('takes no other origin and nothing that would need escaping inside a Link header', () => {
    const html = [
      '<head><link rel="stylesheet" href="https://cdn.example.com/a.css"/>',
      '<link rel="stylesheet" href="//cdn.example.com/b.css"/>',
      '<link rel="stylesheet" href="/c.css>; rel=prefetch"/>',
      '<link rel="stylesheet" href="/d,e.css"/>',
      '<link rel="alternate stylesheet" href="/f.css"/></head>',
    ].join('');
    expect(stylesheetPreloads(html)).toBeNull();
  });

  it('gives nothing for a page without a head or without stylesheets', () => {
    expect(stylesheetPreloads('<p>no head</p><link rel="stylesheet" href="/a.css">')).toBeNull();
    expect(stylesheetPreloads('<head><title>x</title></head>')).toBeNull();
  });
});
