import { describe, expect, it } from 'vitest';
import { isPrivatePath, robotsTxt, sitemapXml } from './build-web';

describe('sitemap and robots', () => {
  it('lists each path as an absolute URL on the site origin', () => {
    const xml = sitemapXml(['/', '/services/ceramic-coating/burnaby'], 'https://www.example.com');
    expect(xml).toContain('<loc>https://www.example.com/</loc>');
    expect(xml).toContain('<loc>https://www.example.com/services/ceramic-coating/burnaby</loc>');
  });

  it('allows the site and disallows the staff pages', () => {
    const txt = robotsTxt('https://www.example.com');
    expect(txt).toContain('Allow: /');
    expect(txt).toContain('Disallow: /login');
    expect(txt).toContain('Disallow: /dashboard');
    expect(txt).toContain('Sitemap: https://www.example.com/sitemap.xml');
    expect(isPrivatePath('/dashboard')).toBe(true);
    expect(isPrivatePath('/burnaby')).toBe(false);
  });
});
