// Hydrates one island of a prerendered page as a React root of its own. The page entry
// (src/islands.tsx) loads this module only on pages that have islands, and decides when each one runs.
import { CacheProvider } from '@emotion/react'
import { StrictMode, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { siteCache } from '../emotion-cache'
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_READY_ATTRIBUTE, type IslandName } from './names'
import { islandLoaders } from './registry'

function isIslandName(name: string): name is IslandName {
  return Object.prototype.hasOwnProperty.call(islandLoaders, name)
}

/** Renders nothing; marks the wrapper once the island's first commit is done (tests wait for it). */
function MarkReady({ element }: { element: HTMLElement }) {
  useEffect(() => element.setAttribute(ISLAND_READY_ATTRIBUTE, ''), [element])
  return null
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
        <MarkReady element={element} />
      </CacheProvider>
    </StrictMode>
  )
  hydrateRoot(element, tree)
}
