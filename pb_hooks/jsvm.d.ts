// What PocketBase's JS runtime (goja with goja_nodejs) provides beside its generated declarations,
// for `npm run typecheck` (tsconfig.hooks.json; scripts/typecheck.mjs writes the generated
// types.d.ts and hook-modules.d.ts, with the HookModules map, into .cache/pocketbase-types).

/** A module of pb_hooks/lib by its absolute path, `${__hooks}/lib/<domain>/<name>.js`: typed as that module. */
declare function require<K extends keyof HookModules>(path: `${string}/${K}`): HookModules[K]
/** A module of pb_hooks/lib required from a sibling domain folder, `../<domain>/<name>.js`. */
declare function require<P extends string>(path: `../${P}`): HookModules[`lib/${P}` & keyof HookModules]
declare const module: { exports: unknown }
declare const console: {
  log(...values: unknown[]): void
  info(...values: unknown[]): void
  warn(...values: unknown[]): void
  error(...values: unknown[]): void
}
