// Loaded into the Emulator Suite's Node processes with NODE_OPTIONS (emulators.ts);
// it acts only in a function worker, the process that runs one function's calls.
//
// The worker's runtime (firebase-tools' functionsEmulatorRuntime) reads one helper
// from functionsEmulatorShared, findModuleRoot, but that module's own imports load
// firebase-tools' deploy and extensions code: about 1,270 modules and 0.85 CPU
// seconds in every worker, which nothing in the worker uses, and every function
// starts at least one worker on each stack. Here the runtime gets that helper
// without them. Any other name it reads loads the real module and returns its
// value, so a firebase-tools that uses more of the module still works, only slower.
// The function's own code, the Admin SDK and firebase-functions load as before.
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

const script = process.argv[1];
const runtime = script && path.basename(script, '.js') === 'functionsEmulatorRuntime' ? runtimeFile(script) : undefined;
if (runtime) {
  const load = Module._load;
  Module._load = function loadForWorker(request, parent, isMain) {
    if (request === SHARED && parent?.filename === runtime) return sharedForRuntime(() => load.call(this, request, parent, isMain));
    return load.call(this, request, parent, isMain);
  };
}

module.exports = { findModuleRoot, sharedForRuntime };
