// Loaded as a dedicated worker by the update offer's Reload (src/lib/pwa/register-sw.ts):
// fetching this script is what asks the browser to let a waiting service worker take over.
/* global self */
self.close();
