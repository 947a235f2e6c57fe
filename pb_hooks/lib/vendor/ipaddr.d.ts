// What ipaddr.js exports (scripts/vendor-hooks.mjs bundles it), with the package's own declarations.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- they use `export =`, which only this form re-exports
import ipaddr = require('ipaddr.js')
export = ipaddr
