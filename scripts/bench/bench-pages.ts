// The pages the benchmarks measure: six (the home page, two services, a service
// in a city, a city and the not-found page) plus, for the bundle bench, one of
// every other public page family.
// Lighthouse refuses to audit a document answered with 404, so the not-found
// page is measured as /404.html (the same file Hosting serves for unknown paths),
// which the bench's server answers with 200.
export const LIGHTHOUSE_PAGES = ['/', '/services/interior-detailing', '/services/ceramic-coating', '/services/paint-correction/burnaby', '/vancouver', '/404.html'] as const;
export const BUNDLE_PAGES = ['/', '/?section=booking', '/services/interior-detailing', '/services/ceramic-coating', '/services/paint-correction/burnaby', '/vancouver', '/no-such-page', '/services', '/services/paint-protection-film', '/services/ozone-treatment', '/north-vancouver', '/privacy'] as const;
