// A browser context losing and regaining its signal, as a phone does, for
// every page in it, across reloads and navigations.
//
// Playwright's `context.setOffline(true)` cuts the context's network and sets
// `navigator.onLine` to false in the documents it finds. Chromium builds that
// give a reloaded or navigated page a new document (RenderDocument) keep the
// network cut but leave the new document's `navigator.onLine` true, so it
// never hears `offline`, and no `online` event follows `setOffline(false)`:
// a page then waits for a reconnect that it is never told of. A real phone is
// unaffected (the OS drives `navigator.onLine`). So while a context is
// offline, a page's new document that reads `navigator.onLine === true` gets
// the offline state applied again (online, then offline), which reaches it.
import type { BrowserContext, Page } from '@playwright/test';

interface NetworkState {
  offline: boolean;
  /** The re-application in flight, so going online never overtakes it. */
  pending: Promise<void>;
  watched: WeakSet<Page>;
}

const states = new WeakMap<BrowserContext, NetworkState>();

function stateOf(context: BrowserContext): NetworkState {
  let state = states.get(context);
  if (!state) {
    const created: NetworkState = { offline: false, pending: Promise.resolve(), watched: new WeakSet() };
    state = created;
    states.set(context, created);
    const watch = (page: Page) => {
      if (created.watched.has(page)) return;
      created.watched.add(page);
      // A new document (a reload, a navigation, not a same-document route change) that still
      // believes it is online is told again; on builds where the state carries over, nothing happens.
      page.on('domcontentloaded', () => {
        if (!created.offline) return;
        created.pending = created.pending
          .then(async () => {
            if (!created.offline || !(await page.evaluate(() => navigator.onLine))) return;
            await context.setOffline(false);
            if (created.offline) await context.setOffline(true);
          })
          .catch(() => {
            /* the page closed or navigated on: the next document is checked on its own load */
          });
      });
    };
    context.pages().forEach(watch);
    context.on('page', watch);
  }
  return state;
}

/** Cuts the context's network: its pages see `navigator.onLine === false` and their requests fail, after reloads too. */
export async function goOffline(context: BrowserContext): Promise<void> {
  const state = stateOf(context);
  state.offline = true;
  await state.pending;
  await context.setOffline(true);
}

/** Restores the context's network: each page gets its `online` event. */
export async function goOnline(context: BrowserContext): Promise<void> {
  const state = stateOf(context);
  state.offline = false;
  await state.pending;
  await context.setOffline(false);
}
