// Loaded into the Emulator Suite's Node processes with NODE_OPTIONS (emulators.ts).
// It spares two of them work that nothing here uses; what they answer is unchanged.
//
// A function worker, the process that runs one function's calls: the worker's
// runtime (firebase-tools' functionsEmulatorRuntime) reads one helper from
// functionsEmulatorShared, findModuleRoot, but that module's own imports load
// firebase-tools' deploy and extensions code: about 1,270 modules and 0.85 CPU
// seconds in every worker, which nothing in the worker uses, and every function
// starts at least one worker on each stack. Here the runtime gets that helper
// without them. Any other name it reads loads the real module and returns its
// value, so a firebase-tools that uses more of the module still works, only slower.
// The function's own code, the Admin SDK and firebase-functions load as before.
//
// The suite's own process, in its Auth emulator: the emulator serves Identity
// Toolkit's API through exegesis, which compiles a JSON Schema validator for every
// parameter, body and response of every operation in the API's description as
// the emulator starts: about 7 CPU seconds of the stack's start, on the way to
// everything else, for the handful of operations the app calls. Here exegesis
// compiles each validator the first time its operation is called instead
// (exegesis' own lazyCompileValidationSchemas): the same checks, on the same
// requests, paid for only by the operations used.
//
// The suite's own process, as it reads the functions: firebase-tools asks the npm
// registry for firebase-functions' latest version (`npm show`, synchronously) to
// warn when the installed one is older. Each stack's start waited about half a
// second for it with the process blocked, and up to ten where the registry cannot
// be reached; package.json pins the version this project is tested with, so the
// question is not asked here. The check against firebase-functions' minimum
// version, which reads only what is installed, still runs.
//
// The suite's own process, in Hosting: each request is logged, and the build's
// script chunks are most of them (8,800 of a browser run's 10,000 lines, counted
// before the build grouped its chunks; each line formatted, relayed through
// firebase-tools' logger and written to the stack's log). The files under /assets/ that are served without trouble are not
// logged; pages, the service worker, images and every answer of 400 or more are.
'use strict';
const Module = require('node:module');
const fs = require('node:fs');
const path = require('node:path');

const SHARED = './functionsEmulatorShared';

/** The folder of the package.json nearest above `file`, when that package is `name`; '' when it is another. */
function findModuleRoot(name, file) {
  for (let dir = file; ; ) {
    let manifest;
    try {
      manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    } catch {
      manifest = undefined;
    }
    if (manifest && typeof manifest === 'object') return manifest.name === name ? dir : '';
    const up = path.dirname(dir);
    if (up === dir) return '';
    dir = up;
  }
}

/** The runtime's view of functionsEmulatorShared: findModuleRoot here, anything else from the real module. */
function sharedForRuntime(loadReal) {
  const own = { findModuleRoot };
  let real;
  return new Proxy(own, {
    get(target, name) {
      if (Object.hasOwn(own, name)) return own[name];
      real ??= loadReal();
      return real[name];
    },
  });
}

function runtimeFile(script) {
  try {
    return fs.realpathSync(require.resolve(path.resolve(script)));
  } catch {
    return undefined;
  }
}

/** The end of the path of one of firebase-tools' own files (`lib/...`), as a requiring module's filename ends. */
const toolsFile = (file) => path.join(path.sep, 'firebase-tools', file);

const AUTH_SERVER = toolsFile('lib/emulator/auth/server.js');

/** exegesis-express as the Auth emulator gets it: its middleware compiles validators on first use unless told otherwise. */
function exegesisForAuth(real) {
  const middleware = (spec, options = {}) => real.middleware(spec, { lazyCompileValidationSchemas: true, ...options });
  return new Proxy(real, {
    get(target, name) {
      return name === 'middleware' ? middleware : target[name];
    },
  });
}

const NODE_RUNTIME = toolsFile('lib/deploy/functions/runtimes/node/index.js');

/** firebase-tools' SDK version helpers, without the registry's answer: no newer version is known, so none is announced. */
function versioningUnasked(real) {
  try {
    // The module's own check calls it through its exports, so replacing the export reaches it.
    real.getLatestSDKVersion = () => undefined;
  } catch {
    // A firebase-tools whose exports cannot be replaced asks the registry, as without the preload.
  }
  return real;
}

const HOSTING_SERVER = toolsFile('lib/serve/hosting.js');

/** The build's hashed files under /assets/, answered without trouble. */
function quietAsset(req, res) {
  return res.statusCode < 400 && (req.originalUrl ?? req.url ?? '').startsWith('/assets/');
}

/** morgan as Hosting gets it: the log it builds skips quietAsset requests too. */
function morganForHosting(real) {
  return new Proxy(real, {
    apply(target, thisArg, [format, options = {}]) {
      const skip = (req, res) => quietAsset(req, res) || Boolean(options.skip?.(req, res));
      return Reflect.apply(target, thisArg, [format, { ...options, skip }]);
    },
  });
}

const script = process.argv[1];
const runtime = script && path.basename(script, '.js') === 'functionsEmulatorRuntime' ? runtimeFile(script) : undefined;
const load = Module._load;
Module._load = function loadForEmulators(request, parent, isMain) {
  if (runtime && request === SHARED && parent?.filename === runtime) return sharedForRuntime(() => load.call(this, request, parent, isMain));
  if (request === 'exegesis-express' && parent?.filename?.endsWith(AUTH_SERVER)) return exegesisForAuth(load.call(this, request, parent, isMain));
  if (request === './versioning' && parent?.filename?.endsWith(NODE_RUNTIME)) return versioningUnasked(load.call(this, request, parent, isMain));
  if (request === 'morgan' && parent?.filename?.endsWith(HOSTING_SERVER)) return morganForHosting(load.call(this, request, parent, isMain));
  return load.call(this, request, parent, isMain);
};

module.exports = { findModuleRoot, sharedForRuntime, exegesisForAuth };
