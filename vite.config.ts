// Vite (dev server, client build, prerender build) and Vitest (unit and api tiers) configuration.
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import type { BuildEnvironmentOptions, Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import siteAddress from './pb_hooks/lib/shared/site-address.json' with { type: 'json' }

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** The public origin for canonical links and Open Graph; only this one variable reaches the bundle. */
const siteUrl = process.env.SITE_URL || siteAddress.defaultAppUrl

const hooksLib = fromRoot('pb_hooks/lib/')

/**
 * Test files run at once per Vitest tier (Vitest's default is one less than the cores: 1 on the
 * 2-core machines this project is tested on, where 2 measured faster: see docs/testing.md).
 */
const testWorkers = Number(process.env.TEST_WORKERS ?? 2)

/** A hook module's `require(\`${__hooks}/lib/<path>\`)` of another module of pb_hooks/lib. */
const HOOK_REQUIRE = /\brequire\(`\$\{__hooks\}\/lib\/([\w./-]+)`\)/g
/**
 * A hook module's `require('./x.js')` or `require('../shared/x.js')`: how the shared modules require each
 * other, so that Node's scripts (the demo content, the build) load them too.
 */
const RELATIVE_REQUIRE = /\brequire\((['"])(\.\.?\/[\w./-]+)\1\)/g

/**
 * Lets the browser import the CommonJS modules PocketBase's hooks `require` (the lead rules'
 * validator, the article sanitiser), so client and server run one implementation: the module gets a
 * local `module`, its exports become the ES default export, and what it requires from pb_hooks/lib
 * (a JSON file, a bundled library) becomes an import.
 */
function pocketbaseHookModules(): Plugin {
  return {
    name: 'pocketbase-hook-modules',
    transform(code, id) {
      if (!id.startsWith(hooksLib) || !id.endsWith('.js')) return null
      const imports: string[] = []
      const importOf = (file: string) => {
        imports.push(`import __hookModule${imports.length} from ${JSON.stringify(file)};\n`)
        return `__hookModule${imports.length - 1}`
      }
      const body = code
        .replace(HOOK_REQUIRE, (_, path: string) => importOf(hooksLib + path))
        .replace(RELATIVE_REQUIRE, (_, _quote: string, path: string) => importOf(resolve(dirname(id), path)))
      return { code: `${imports.join('')}const module = { exports: {} };\n${body}\nexport default module.exports;\n`, map: null }
    },
  }
}

const clientBuild: BuildEnvironmentOptions = {
  outDir: 'dist',
  emptyOutDir: true,
  // scripts/build.mjs writes the HTML and reads this manifest to link each page's files.
  manifest: true,
  // The polyfill is an inline script, which the site's CSP forbids (it allows the entry loader's hash only).
  modulePreload: { polyfill: false },
  rolldownOptions: {
    // The content markers and text keys (content-slots.ts, text-keys.ts) have no side effects: an
    // island that uses them only in the prerender (under import.meta.env.SSR) then does not load
    // them, nor the content modules they import, in the browser.
    treeshake: { moduleSideEffects: (id) => !/[\\/]src[\\/]site[\\/]content[\\/](content-slots|text-keys)\.ts$/.test(id) },
    // Two entries: public pages hydrate their islands and never load the back office; /admin loads
    // nothing else. (src/main.tsx renders whole pages for the development server only.)
    input: { islands: fromRoot('src/islands.tsx'), admin: fromRoot('src/entry-admin.tsx') },
    // `name.hash.ext`: the server caches exactly these forever (pb_hooks/lib/pages/static-site.js), while
    // unhashed files copied from public/assets (handbook, video) keep an hour of caching.
    output: {
      // Islands share the framework, the API client and the site's small shared modules: three
      // files instead of two dozen small ones, so a phone on a slow link waits for fewer round
      // trips. Each island's own code and the lead form still load per island.
      codeSplitting: {
        groups: [
          // Vite's dynamic-import helper in a file of its own: the site entry uses it on pages that
          // load no React, and left to itself it lands in a chunk the back office would then load.
          { name: 'preload-helper', priority: 40, test: /vite[\\/]preload-helper/ },
          {
            name: 'framework',
            priority: 30,
            test: /node_modules[\\/](react|react-dom|scheduler|@emotion|stylis|hoist-non-react-statics)[\\/]/,
          },
          // What the site entry itself imports (the header's controller, the page-view beacon, the
          // attribution) is plain code every page runs: one file apart from the shared React code
          // below, so that a page without islands loads no React. scripts/build.mjs checks this.
          // Above `backend`, whose records.ts would otherwise pull in the page data block's reader,
          // which the entry runs too (a lead form's registration switch).
          { name: 'page-shell', priority: 25, tags: ['$initial'], test: /[\\/]src[\\/]site[\\/]/ },
          { name: 'backend', priority: 20, test: /node_modules[\\/]pocketbase[\\/]|[\\/]src[\\/](lib[\\/]pocketbase|site[\\/]data[\\/]records|site[\\/]env)\.ts$/ },
          { name: 'site', priority: 10, test: /[\\/]src[\\/](site[\\/](ui|layout|hooks)[\\/]|site[\\/]theme\.ts$|site[\\/]content[\\/](figures|organization|navigation|contact)\.ts$|site[\\/]data[\\/]attribution\.ts$)/ },
        ],
      },
      entryFileNames: 'assets/[name].[hash].js',
      chunkFileNames: 'assets/[name].[hash].js',
      assetFileNames: 'assets/[name].[hash][extname]',
    },
  },
}

const prerenderBuild: BuildEnvironmentOptions = {
  // scripts/build.mjs passes the outDir and imports the bundle from there.
  emptyOutDir: true,
  rolldownOptions: { input: { 'entry-prerender': fromRoot('src/entry-prerender.tsx') } },
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), pocketbaseHookModules()],
  define: {
    'import.meta.env.SITE_URL': JSON.stringify(siteUrl),
    // The day the HTML was prerendered: pages that word dates (course intakes) render from it, so
    // hydration matches, then read the visitor's clock.
    'import.meta.env.BUILD_DATE': JSON.stringify(process.env.BUILD_DATE ?? new Date().toISOString().slice(0, 10)),
  },
  resolve: {
    alias: { '@shared': fromRoot('pb_hooks/lib/shared'), '@hooks': fromRoot('pb_hooks/lib') },
  },
  build: isSsrBuild ? prerenderBuild : clientBuild,
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          maxWorkers: testWorkers,
          // On a 2-core machine with other work on it (load average 13) the slowest tests, back office
          // screens clicked through like a person, took up to 24 s (4 s quiet): Vitest's 5 s, and
          // 15 s, failed them for the machine. Only a hung test waits this long. Timings belong to
          // `npm run bench`, not to tests.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          // One PocketBase per worker, shared by the files it runs one after another.
          globalSetup: 'tests/api/global-setup.ts',
          // Its files spend much of their time waiting (a minute's boundary, a killed server's restart,
          // a proxy's timeout): a third worker keeps the cores busy meanwhile.
          maxWorkers: Number(process.env.TEST_WORKERS ?? 3),
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
}))
