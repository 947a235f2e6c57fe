#!/usr/bin/env node
// Installs the pinned PocketBase binary at bin/pocketbase (idempotent) and prints its version.
import { ensurePocketBase } from './lib/pocketbase.mjs'

try {
  const { bin, version, source } = await ensurePocketBase({ log: console.log })
  console.log(`PocketBase ${version} ready at ${bin} (${source})`)
} catch (error) {
  console.error(`\n无法安装 PocketBase: ${error.message}`)
  process.exit(1)
}
