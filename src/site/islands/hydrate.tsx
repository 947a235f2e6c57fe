// Hydrates one island of a prerendered page as a React root of its own. The page entry
// (src/islands.tsx) loads this module only on pages that have islands, and decides when each one runs.
import { CacheProvider } from '@emotion/react'
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { siteCache } from '../emotion-cache'
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandName } from './names'
import { islandLoaders } from './registry'

function isIslandName(name: string): name is IslandName {
  return Object.prototype.hasOwnProperty.call(islandLoaders, name)
}

/** Loads the code of the island `element` wraps and hydrates it with the props its HTML carries. */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? ''
  if (!isIslandName(name)) throw new Error(`Unknown island "${name}"`)
  const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object
  const { Inner } = await islandLoaders[name]()
  const tree = (
    <StrictMode>
      <CacheProvider value={siteCache()}>
        <Inner {...props} />
      </CacheProvider>
    </StrictMode>
  )
  hydrateRoot(element, tree)
}
