// The pages the benchmarks measure: the six of issue 3 plus, for the bundle
// bench, one of every other public page family.
export const LIGHTHOUSE_PAGES = ['/', '/services/interior-detailing', '/services/ceramic-coating', '/services/paint-correction/burnaby', '/vancouver', '/no-such-page'] as const;
export const BUNDLE_PAGES = [...LIGHTHOUSE_PAGES, '/services', '/services/paint-protection-film', '/services/ozone-treatment', '/north-vancouver'] as const;
