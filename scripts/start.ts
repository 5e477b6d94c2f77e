// `npm start`: build, then run the whole product locally until Ctrl-C.
// `npm run dev`: the same with Vite's dev server (hot reload) instead of the built site.
import { createServer, type ViteDevServer } from 'vite';
import { context } from 'esbuild';
import { buildWeb } from './build-web';
import { buildFunctions, functionsBuildOptions } from './build-functions';
import { startStack } from './stack/stack';
import { HOST, PORTS, ROOT_DIR } from './stack/ports';
import { SEED_ACCOUNTS } from './stack/seed';

const dev = process.argv.includes('--dev');

async function main() {
  console.log(`[start] building ${dev ? 'functions' : 'the site and functions'}…`);
  await buildFunctions();
  if (!dev) await buildWeb({ emulators: true });

  const stack = await startStack({ hosting: !dev, seed: true });
  let vite: ViteDevServer | undefined;
  let stopWatch: (() => Promise<void>) | undefined;
  if (dev) {
    process.env.VITE_FUNCTIONS_EMULATOR = `${HOST}:${PORTS.functions}`;
    process.env.VITE_AUTH_EMULATOR = `http://${HOST}:${PORTS.auth}`;
    vite = await createServer({ root: ROOT_DIR, server: { host: HOST, port: PORTS.vite, strictPort: true } });
    await vite.listen();
    stack.urls.site = `http://${HOST}:${PORTS.vite}`;
    // Rebuild functions on change; the Functions emulator reloads lib/ by itself.
    const watcher = await context(functionsBuildOptions());
    await watcher.watch();
    stopWatch = () => watcher.dispose();
  }

  const rows: [string, string][] = [
    [dev ? 'Site (Vite dev server, hot reload)' : 'Site (Hosting emulator, built)', stack.urls.site],
    ['Mail inbox (maildev)', stack.urls.inbox],
    ['SMTP', stack.urls.smtp],
    ['Auth emulator', stack.urls.auth],
    ['Functions emulator', stack.urls.functions],
    [`Firestore (${stack.firestore.kind === 'real' ? 'emulator' : 'fallback'})`, stack.urls.firestore],
    ['Emulator hub', stack.urls.emulatorHub],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log('\n  The local stack is up:\n');
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
  console.log('\n  Seeded staff accounts (sign in at /login):');
  for (const a of SEED_ACCOUNTS) console.log(`  ${a.role.padEnd(6)} ${a.email} / ${a.password}`);
  console.log('\n  Press Ctrl-C to stop.\n');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n[start] ${signal}: stopping…`);
    await stopWatch?.();
    await vite?.close();
    await stack.stop();
    console.log('[start] stopped; ports freed.');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`\n[start] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
