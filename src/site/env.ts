// Build-time configuration, read once (values are fixed by vite.config.ts `define`).

/** Absolute origin of the public site, without a trailing slash: canonical links, Open Graph. */
export const siteUrl: string = import.meta.env.SITE_URL.replace(/\/+$/, '')
