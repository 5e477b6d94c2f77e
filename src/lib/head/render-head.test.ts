import { describe, expect, it } from 'vitest';
import { renderHeadTags } from './render-head';

describe('renderHeadTags', () => {
  it('writes title, description, canonical, Open Graph, Twitter and JSON-LD', () => {
    const html = renderHeadTags({
      title: 'Ceramic Coating in Burnaby',
      description: 'Nine-hardness protection applied at your driveway.',
      path: '/services/ceramic-coating/burnaby',
      keywords: ['ceramic coating', 'Burnaby'],
      jsonLd: [{ '@type': 'Service', name: 'Ceramic Coating' }],
    });
    expect(html).toContain('<title>Ceramic Coating in Burnaby</title>');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/services/ceramic-coating/burnaby" />');
    expect(html).toContain('<meta property="og:url" content="https://www.example.com/services/ceramic-coating/burnaby" />');
    expect(html).toContain('<meta name="twitter:title" content="Ceramic Coating in Burnaby" />');
    expect(html).toContain('<meta name="keywords" content="ceramic coating, Burnaby" />');
    expect(html).toContain('<script type="application/ld+json">{"@type":"Service","name":"Ceramic Coating"}</script>');
  });

  it('escapes text and keeps JSON-LD from closing its script tag', () => {
    const html = renderHeadTags({
      title: 'A "quoted" <title>',
      description: 'x',
      path: '/',
      jsonLd: [{ name: '</script><script>alert(1)</script>' }],
    });
    expect(html).toContain('<title>A &quot;quoted&quot; &lt;title&gt;</title>');
    expect(html).not.toContain('</script><script>alert(1)');
  });

  it('gives the not-found page no canonical link', () => {
    expect(renderHeadTags({ title: 'Not found', description: 'x', path: '/404', status: 404 })).not.toContain('canonical');
  });
});
