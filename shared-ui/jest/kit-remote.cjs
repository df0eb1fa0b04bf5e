// Jest's stand-in for host/kit-remote.ts: the kit's modules come from its source (shared-ui/src/<name>/<name>),
// as the federation runtime would load them from /ui/remoteEntry.js in a browser.
const path = require('node:path');

const srcDir = path.resolve(__dirname, '../src');

exports.loadKitModule = async (name) => require(path.join(srcDir, name, name));
