// The import boundary Biome cannot say in one rule: a web feature never reaches into another feature
// (`$1` names the importing feature, whatever its folder). Biome's noRestrictedImports matches the
// import text, not the file it resolves to, so `../../<b>/…` from a feature's subfolder escapes it.
// See docs/decisions/0016-sql-in-repositories-routes-call-services.md.

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'web-feature-imports-another-feature',
      severity: 'error',
      comment:
        'Features do not import each other: shared code moves to src/components or src/lib, ' +
        'and the app (src/app) composes features (style habit 6, issue 27).',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        // The resolved file, or the alias as written when it cannot be resolved (`#features/<b>/…`).
        path: '^(apps/web/src/features|#features)/[^/]+',
        pathNot: '^(apps/web/src/features|#features)/$1(/|$)',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // `import type` counts too: a type borrowed from another feature couples the two as much as a value.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
