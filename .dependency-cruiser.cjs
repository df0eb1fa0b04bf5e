// The API's module boundaries (api/README.md "Modules"), checked by `make lint` (scripts/lint.mjs):
// `npx depcruise api/src` prints the violations.
const path = require('node:path');

/** A unit of the module graph: one folder under api/src/modules, the cross-cutting plugins, or the flows above them. */
const UNIT = '(modules/[^/]+|plugins|flows)';

module.exports = {
  forbidden: [
    {
      name: 'no-other-module-model',
      comment: "imports another module's mongoose model: call that module's service or queries.ts instead (a type it needs belongs there too)",
      severity: 'error',
      from: { path: `^api/src/${UNIT}/` },
      // model.ts and the extra models some modules keep (accounts/admin-model.ts, accounts/otp-model.ts).
      to: { path: '^api/src/modules/[^/]+/[a-z-]*model\\.ts$', pathNot: '^api/src/$1/' },
    },
    {
      name: 'no-module-cycle',
      comment:
        'modules depend on each other in a loop: let the lower one take what it needs as a callback given at app build, or move the shared piece down (lib/, domain/) or the flow up (flows/)',
      severity: 'error',
      // Folder level: files of two modules importing each other in any roundabout way count, not only file loops.
      scope: 'folder',
      from: { path: `^api/src/${UNIT}$` },
      to: { path: `^api/src/${UNIT}$`, circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: they tie modules together as much as values do.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: path.join(__dirname, 'api/tsconfig.json') },
  },
};
