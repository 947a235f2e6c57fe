// What xss.js exports (scripts/vendor-hooks.mjs bundles it), with the package's own declarations.
export { FilterXSS, parseAttr } from 'xss'
