// Types of the build-time values vite.config.ts injects.

interface ImportMetaEnv {
  /** Injected by vite.config.ts from the SITE_URL environment variable. */
  readonly SITE_URL: string
  /** 'YYYY-MM-DD' (UTC) the build ran, or BUILD_DATE from the environment. */
  readonly BUILD_DATE: string
}
