// `npm start`: build, then run the whole product locally until Ctrl-C.
// `npm run dev`: the same with Vite's dev server (hot reload) instead of the built site.
import { createServer, type ViteDevServer } from 'vite';
import { context } from 'esbuild';
import { buildWeb, pointSiteAtEmulators } from './build-web';
import { buildFunctions, functionsBuildOptions } from './build-functions';
import { startStack } from './stack/stack';
import { HOST, PORTS, ROOT_DIR } from './stack/ports';
import { SEED_ACCOUNTS } from './stack/seed';
import { startLocalScheduler } from './stack/local-scheduler';
import { exitCleanlyOnSignals, onCleanup, runCleanup } from './stack/cleanup';

const dev = process.argv.includes('--dev');

async function main() {
  exitCleanlyOnSignals();
  console.log(`[start] building ${dev ? 'functions' : 'the site and functions'}…`);
  await buildFunctions();
  if (!dev) await buildWeb({ emulators: true });

  // A stack that runs all day: the Firestore emulator is restarted with its data once pages gone without closing their listens have left it slow.
  const stack = await startStack({ hosting: !dev, seed: true, watchFirestore: true });
  if (dev) {
    pointSiteAtEmulators();
    const vite: ViteDevServer = await createServer({ root: ROOT_DIR, server: { host: HOST, port: PORTS.vite, strictPort: true } });
    onCleanup(() => vite.close());
    await vite.listen();
    stack.urls.site = `http://${HOST}:${PORTS.vite}`;
    // Rebuild functions on change; the Functions emulator reloads lib/ by itself.
    const watcher = await context(functionsBuildOptions());
    onCleanup(() => watcher.dispose());
    await watcher.watch();
  }

  const rows: [string, string][] = [
    [dev ? 'Site (Vite dev server, hot reload)' : 'Site (Hosting emulator, built)', stack.urls.site],
    ['Mail inbox (maildev)', stack.urls.inbox],
    ['SMTP', stack.urls.smtp],
    ['Auth emulator', stack.urls.auth],
    ['Functions emulator', stack.urls.functions],
    [`Firestore (${stack.firestore.kind === 'real' ? 'emulator' : 'fallback'})`, stack.urls.firestore],
    [`Storage (rules: ${stack.storageRules.kind === 'real' ? 'real runtime' : 'deny-all stand-in'})`, stack.urls.storage],
    ['Emulator hub', stack.urls.emulatorHub],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log('\n  The local stack is up:\n');
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
  console.log('\n  Seeded staff accounts (sign in at /login):');
  for (const a of SEED_ACCOUNTS) console.log(`  ${a.role.padEnd(6)} ${a.email} / ${a.password}`);
  console.log('\n  Press Ctrl-C to stop.\n');
  // The emulators run no schedules: reminders and mail retries run here.
  onCleanup(startLocalScheduler());
}

main().catch(async (error: unknown) => {
  console.error(`\n[start] failed: ${error instanceof Error ? error.message : String(error)}`);
  await runCleanup();
  process.exit(1);
});
