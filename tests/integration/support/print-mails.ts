// Prints every rendered e-mail case as JSON. A browser spec runs it in a process
// of its own instead of loading the functions' code into its Playwright worker:
// there, modules other specs of the same worker loaded as ES modules failed to
// load again through require.
import { renderedMails } from './mail-cases';

process.stdout.write(JSON.stringify(renderedMails()));
