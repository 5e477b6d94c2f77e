import { describe, expect, it } from 'vitest';
import { appShellHtml, cleanUrl, eagerImagePaths, serviceWorkerModuleSyntax } from './precache';

describe('precache helpers', () => {
  it('keys pages by the clean URLs Hosting serves them at', () => {
    expect(cleanUrl('index.html')).toBe('/');
    expect(cleanUrl('404.html')).toBe('/404');
    expect(cleanUrl('services.html')).toBe('/services');
    expect(cleanUrl('services/ceramic-coating/burnaby.html')).toBe('/services/ceramic-coating/burnaby');
    expect(cleanUrl('areas/index.html')).toBe('/areas/');
    expect(cleanUrl('assets/index-abc.js')).toBe('/assets/index-abc.js');
  });

  it('makes an app shell with no page content and no indexing', () => {
    const shell = appShellHtml('<head><!--app-head--></head><div id="root"><!--app-html--></div>');
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).toContain('noindex');
    expect(shell).not.toContain('<!--');
  });

  it('finds the images a page loads eagerly, not lazy or cross-origin ones', () => {
    const html = `
      <img src="/images/hero.webp" alt="" fetchpriority="high">
      <img loading="lazy" src="/images/gallery-1.webp" alt="">
      <img src="https://maps.example.com/tile.png" alt="">
      <img src="//cdn.example.com/x.png" alt="">
      <link rel="preload" as="image" href="/images/city%20hero.avif?w=800">
      <link rel="stylesheet" href="/assets/a.css">`;
    expect(eagerImagePaths(html).sort()).toEqual(['/images/city hero.avif', '/images/hero.webp']);
  });

  it('refuses a service worker bundle that a browser cannot run as a classic worker', () => {
    expect(serviceWorkerModuleSyntax('(()=>{self.addEventListener("sync",e=>e.waitUntil(Promise.resolve()))})();')).toEqual([]);
    expect(serviceWorkerModuleSyntax('const c = await import("./client.js");')).toEqual(['import()']);
    expect(serviceWorkerModuleSyntax('function s(e){return new URL(e,import.meta.url)}')).toEqual(['import.meta']);
    expect(serviceWorkerModuleSyntax('import { a } from "./a.js";\nexport { a };')).toEqual(['import/export statements']);
    // Names that merely contain the word are fine.
    expect(serviceWorkerModuleSyntax('const reimport=1, exported=2; precache.importScripts;')).toEqual([]);
  });
});
