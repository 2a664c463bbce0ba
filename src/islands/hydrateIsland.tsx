import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createEmotionCache } from '../app/emotionCache';
import { adoptPrerenderedStyles } from '../app/prerenderedStyles';
import { islandAttributes, islandIdPrefix } from '../components/islands/attributes';
import type { IslandProps } from '../components/islands/island';
import { IslandShell } from '../components/islands/IslandShell';
import type { PageInfo } from '../components/PageContext';
import type { Namespace } from '../i18n/namespaces';
import { loadNamespaces } from '../i18n/resources';
import { loadIsland } from './registry';

// One cache for all of a page's islands: a rule one island inserts, the next one finds there.
const cache = createEmotionCache();
adoptPrerenderedStyles(cache);

/** Resolves once React has committed the tree it wraps, that is, has adopted the HTML. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/** Loads an island's code and copy and hydrates its element; resolves once it is interactive. */
export async function hydrateIsland(element: HTMLElement, page: PageInfo): Promise<void> {
  const name = element.getAttribute(islandAttributes.name) ?? '';
  const id = element.getAttribute(islandAttributes.id) ?? '';
  const props = JSON.parse(element.getAttribute(islandAttributes.props) ?? '{}') as IslandProps;
  // Written by the prerenderer from the island's definition; loadNamespaces names a wrong one.
  const namespaces = (element.getAttribute(islandAttributes.namespaces) ?? '')
    .split(' ')
    .filter(Boolean) as Namespace[];
  const [definition] = await Promise.all([loadIsland(name), loadNamespaces(page.lng, namespaces)]);
  const { Component } = definition;
  await new Promise<void>((resolve) => {
    hydrateRoot(
      element,
      <IslandShell cache={cache} page={page}>
        <Committed onCommit={resolve}>
          <Component {...props} />
        </Committed>
      </IslandShell>,
      { identifierPrefix: islandIdPrefix(id) },
    );
  });
}
