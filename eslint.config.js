// ESLint (flat config): JS/TS recommended, the rules of hooks, no import cycles, and the import
// boundaries between src/site, src/admin and src/lib; `npm run lint`, part of `npm test`.
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { dirs, root } from './scripts/lib/pocketbase.mjs'
import importCycles from './scripts/lint/no-import-cycle.mjs'

const tsFiles = ['**/*.{ts,tsx,mts,cts}']
const unusedVars = { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }

/**
 * What PocketBase's JSVM defines for pb_hooks and pb_migrations (v0.39.11): the declarations of
 * plugins/jsvm/internal/types/generated/types.d.ts, plus the goja_nodejs modules it enables
 * (require, console, process, Buffer) and FormData.
 */
const pocketbaseGlobals = Object.fromEntries(
  [
    ...['$apis', '$app', '$dbx', '$filepath', '$filesystem', '$http', '$mails', '$os', '$security', '$template', '__hooks'],
    ...['ApiError', 'AppleClientSecretCreateForm', 'AutodateField', 'BadRequestError', 'BoolField', 'Collection', 'Command'],
    ...['Context', 'Cookie', 'DateField', 'DateTime', 'DynamicModel', 'EditorField', 'EmailField', 'Field', 'FieldsList'],
    ...['FileField', 'ForbiddenError', 'FormData', 'GeoPointField', 'InternalServerError', 'JSONField', 'MailerMessage'],
    ...['Middleware', 'NotFoundError', 'NumberField', 'PasswordField', 'Record', 'RecordUpsertForm', 'RelationField'],
    ...['RequestInfo', 'SelectField', 'SubscriptionMessage', 'TestEmailSendForm', 'TestS3FilesystemForm', 'TextField'],
    ...['Timezone', 'TooManyRequestsError', 'URLField', 'UnauthorizedError', 'ValidationError'],
    ...['arrayOf', 'cronAdd', 'cronRemove', 'migrate', 'nullArray', 'nullBool', 'nullFloat', 'nullInt', 'nullObject'],
    ...['nullString', 'readerToString', 'routerAdd', 'routerUse', 'sleep', 'toBytes', 'toString', 'unmarshal'],
    ...['Buffer', 'console', 'process'],
    ...['onBackupCreate', 'onBackupRestore', 'onBatchRequest', 'onBootstrap', 'onCollectionAfterCreateError'],
    ...['onCollectionAfterCreateSuccess', 'onCollectionAfterDeleteError', 'onCollectionAfterDeleteSuccess'],
    ...['onCollectionAfterUpdateError', 'onCollectionAfterUpdateSuccess', 'onCollectionCreate', 'onCollectionCreateExecute'],
    ...['onCollectionCreateRequest', 'onCollectionDelete', 'onCollectionDeleteExecute', 'onCollectionDeleteRequest'],
    ...['onCollectionUpdate', 'onCollectionUpdateExecute', 'onCollectionUpdateRequest', 'onCollectionValidate'],
    ...['onCollectionViewRequest', 'onCollectionsImportRequest', 'onCollectionsListRequest', 'onFileDownloadRequest'],
    ...['onFileTokenRequest', 'onMailerRecordAuthAlertSend', 'onMailerRecordEmailChangeSend', 'onMailerRecordOTPSend'],
    ...['onMailerRecordPasswordResetSend', 'onMailerRecordVerificationSend', 'onMailerSend', 'onModelAfterCreateError'],
    ...['onModelAfterCreateSuccess', 'onModelAfterDeleteError', 'onModelAfterDeleteSuccess', 'onModelAfterUpdateError'],
    ...['onModelAfterUpdateSuccess', 'onModelCreate', 'onModelCreateExecute', 'onModelDelete', 'onModelDeleteExecute'],
    ...['onModelUpdate', 'onModelUpdateExecute', 'onModelValidate', 'onRealtimeConnectRequest', 'onRealtimeMessageSend'],
    ...['onRealtimeSubscribeRequest', 'onRecordAfterCreateError', 'onRecordAfterCreateSuccess', 'onRecordAfterDeleteError'],
    ...['onRecordAfterDeleteSuccess', 'onRecordAfterUpdateError', 'onRecordAfterUpdateSuccess', 'onRecordAuthRefreshRequest'],
    ...['onRecordAuthRequest', 'onRecordAuthWithOAuth2Request', 'onRecordAuthWithOTPRequest', 'onRecordAuthWithPasswordRequest'],
    ...['onRecordConfirmEmailChangeRequest', 'onRecordConfirmPasswordResetRequest', 'onRecordConfirmVerificationRequest'],
    ...['onRecordCreate', 'onRecordCreateExecute', 'onRecordCreateRequest', 'onRecordDelete', 'onRecordDeleteExecute'],
    ...['onRecordDeleteRequest', 'onRecordEnrich', 'onRecordRequestEmailChangeRequest', 'onRecordRequestOTPRequest'],
    ...['onRecordRequestPasswordResetRequest', 'onRecordRequestVerificationRequest', 'onRecordUpdate', 'onRecordUpdateExecute'],
    ...['onRecordUpdateRequest', 'onRecordValidate', 'onRecordViewRequest', 'onRecordsListRequest', 'onSettingsListRequest'],
    ...['onSettingsReload', 'onSettingsUpdateRequest', 'onTerminate'],
  ].map((name) => [name, 'readonly']),
)

/** @typedef {{ regex: string, message: string }} Boundary a forbidden reach (regex over the specifier) and why */

/**
 * The rules that keep a folder's imports inside its boundaries: static imports and re-exports
 * (no-restricted-imports) and what that rule does not see, `import()` and `typeof import()`
 * (no-restricted-syntax). Specifiers are matched as written; none of our aliases reaches src.
 * @param {Boundary[]} boundaries
 */
function boundaryRules(boundaries) {
  // esquery's regex literal cannot hold a `/`, so the selectors spell it \x2F.
  const selectorRegex = (regex) => regex.replaceAll('/', '\\x2F')
  return {
    'no-restricted-imports': ['error', { patterns: boundaries.map(({ regex, message }) => ({ regex, message })) }],
    'no-restricted-syntax': [
      'error',
      ...boundaries.flatMap(({ regex, message }) => [
        { selector: `ImportExpression[source.value=/${selectorRegex(regex)}/]`, message },
        { selector: `TSImportType[argument.literal.value=/${selectorRegex(regex)}/]`, message },
      ]),
    ],
  }
}

const noAdmin = { regex: '(^|/)admin(/|$)', message: 'src/site and src/lib never import the back office (src/admin).' }
const noSite = { regex: '(^|/)site(/|$)', message: 'src/admin and src/lib never import the public site (src/site).' }
const selfContained = 'src/admin/ra-data-pocketbase is self-contained: it imports only its own files and packages.'
const ownFolderOnly = [
  { regex: '^\\.\\.(/|$)', message: selfContained },
  { regex: '^(/|src/|@shared(/|$)|@hooks(/|$))', message: selfContained },
]

export default defineConfig([
  globalIgnores([
    'dist/',
    'node_modules/',
    '.cache/',
    'bin/',
    'pb_data/',
    'test-results/',
    'playwright-report/',
    'tests/.artifacts/',
    // Generated by npm run typegen.
    'src/types/',
    // Libraries bundled by npm run vendor.
    'pb_hooks/lib/vendor/*.js',
    // Served bytes the api tier compares with their precompressed copies.
    'tests/support/fixtures/',
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: tsFiles })),
  {
    // `_`-prefixed names mark what a signature, destructuring or catch clause requires but the
    // body does not read.
    files: ['**/*.{js,mjs}'],
    rules: { 'no-unused-vars': ['error', unusedVars] },
  },
  {
    files: tsFiles,
    rules: { '@typescript-eslint/no-unused-vars': ['error', unusedVars] },
  },
  {
    // Everywhere, type-only imports included: a cycle of types is still two modules that cannot be
    // read, tested or moved one without the other.
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    plugins: { project: importCycles },
    rules: { 'project/no-import-cycle': ['error', { tsconfig: `${root}/tsconfig.json`, hooksDir: dirs.hooks }] },
  },
  {
    // The hooks' domains are layered one way: no loop between folders of pb_hooks/lib, and the bottom
    // (vendor, then shared, then core) requires nothing above it (docs/architecture.md#hooks-layers).
    files: ['pb_hooks/lib/**/*.js'],
    plugins: { project: importCycles },
    rules: {
      'project/no-folder-cycle': ['error', { tsconfig: `${root}/tsconfig.json`, hooksDir: dirs.hooks, root: `${dirs.hooks}/lib`, base: ['vendor', 'shared', 'core'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    rules: {
      // A missing dependency is a stale-closure bug; an intended omission says why in a disable comment.
      'react-hooks/exhaustive-deps': 'error',
      // Off for now: the site sets state in an effect on purpose, to switch from the prerendered
      // value to the browser's after hydration (motion, device tier, intake day, hydrated) or to
      // reset when a key changes. Moving those to useSyncExternalStore and keyed state changes
      // what renders when, so it is a follow-up with its own e2e run, not a lint fix.
      'react-hooks/set-state-in-effect': 'off',
      // Tells which components React Compiler would skip (react-hook-form's watch()); the build
      // does not use the compiler.
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    files: ['src/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['scripts/**', 'tests/**', '*.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['tests/unit/**', 'tests/e2e/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Playwright reads a fixture's dependencies from its destructured first parameter: `{}` is required.
    files: ['tests/e2e/**'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    files: ['pb_hooks/**/*.js', 'pb_migrations/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: pocketbaseGlobals },
  },
  {
    // Migrations are frozen: each writes out the values of its day, never reads a file that changes
    // later (shared JSON, hook code). tests/api/migrations.test.ts checks an old install upgrades to
    // exactly a fresh one.
    files: ['pb_migrations/**/*.js'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='require']", message: 'A migration writes its values out; a change to a value is a new migration (see docs/architecture.md).' },
      ],
    },
  },
  // Import boundaries. Exempt: tests, scripts, and the composition root (src/app, src/*.tsx entries).
  { files: ['src/site/**'], rules: boundaryRules([noAdmin]) },
  { files: ['src/lib/**'], rules: boundaryRules([noAdmin, noSite]) },
  { files: ['src/admin/**'], rules: boundaryRules([noSite]) },
  // A later block replaces an earlier one's rule options, so this one repeats the admin boundary.
  { files: ['src/admin/ra-data-pocketbase/**'], rules: boundaryRules([noSite, ...ownFolderOnly]) },
])
