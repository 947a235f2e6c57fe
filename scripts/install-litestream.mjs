#!/usr/bin/env node
// Installs the pinned Litestream binary at bin/litestream (idempotent) and prints its version.
import { ensureLitestream } from './lib/litestream.mjs'

try {
  const { bin, version, source } = await ensureLitestream({ log: console.log })
  console.log(`Litestream ${version} ready at ${bin} (${source})`)
} catch (error) {
  console.error(`\n无法安装 Litestream: ${error.message}`)
  process.exit(1)
}
