import { createContext, useContext, type ComponentType, type JSX } from 'react';
import type { Namespace } from '../../i18n/namespaces';
import { islandAttributes, type HydrateWhen } from './attributes';

/** What an island's props may hold: they travel to the browser as JSON. */
export type IslandProps = { [key: string]: Json };
type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

export interface IslandDefinition<P extends IslandProps = IslandProps> {
  /** Its module's path under src/ (`app/header/Header`), by which the browser loads it. */
  name: string;
  Component: ComponentType<P>;
  /** The locale files its copy comes from, loaded before it hydrates. */
  namespaces: readonly Namespace[];
}

/**
 * How islands render. In the single-page application (and its prerender, and unit tests) an
 * island is its component in place. A page that boots as islands is prerendered with a
 * renderer: the page leaves a marked slot for each island, and each island is then rendered as
 * a tree of its own (`islandCollector`'s `fill`), exactly as the browser hydrates it, so React's generated
 * ids (useId: aria-controls, labels) agree on both sides.
 */
export interface IslandRenderer {
  /** Keeps the island for rendering on its own; returns its page-unique id. */
  add: (definition: IslandDefinition, props: IslandProps) => string;
}

/** The placeholder an island leaves in the page's HTML until `fill` replaces it. */
export const islandSlot = (id: string) => `<!--island:${id}-->`;
const islandSlotPattern = /<!--island:([a-z0-9]+)-->/g;

/**
 * Collects a page's islands while it renders; `fill` then puts each island's own HTML, from
 * `renderOne`, into its slot.
 */
export function islandCollector(
  renderOne: (definition: IslandDefinition, props: IslandProps, id: string) => string,
) {
  const found = new Map<string, { definition: IslandDefinition; props: IslandProps }>();
  const renderer: IslandRenderer = {
    add(definition, props) {
      const id = `i${found.size + 1}`;
      found.set(id, { definition, props });
      return id;
    },
  };
  const fill = (html: string) =>
    html.replace(islandSlotPattern, (_, id: string) => {
      const island = found.get(id);
      if (!island) throw new Error(`No island was rendered for slot ${id}`);
      return renderOne(island.definition, island.props, id);
    });
  return { renderer, fill };
}

const IslandRendering = createContext<IslandRenderer | null>(null);
export const IslandRenderingProvider = IslandRendering.Provider;

/** The styles an island's wrapper needs: none of its own, its content lays out as if unwrapped. */
const wrapperStyle = { display: 'contents' } as const;

/**
 * Declares an island: an interactive part of a page that hydrates on its own, with its own
 * entry and JSON props, while everything around it stays static HTML that ships no JavaScript.
 * The returned component takes the island's props and `hydrate`, when it becomes interactive.
 */
export function island<P extends IslandProps>(
  name: string,
  Component: ComponentType<P>,
  { namespaces }: { namespaces: readonly Namespace[] },
) {
  const definition = { name, Component, namespaces } as IslandDefinition<P>;
  function Island({ hydrate, ...props }: P & { hydrate: HydrateWhen }): JSX.Element {
    const renderer = useContext(IslandRendering);
    const attributes = {
      [islandAttributes.name]: name,
      [islandAttributes.when]: hydrate,
      [islandAttributes.props]: JSON.stringify(props),
      [islandAttributes.namespaces]: namespaces.join(' '),
      style: wrapperStyle,
    };
    if (!renderer) {
      return (
        <div {...attributes}>
          <Component {...(props as unknown as P)} />
        </div>
      );
    }
    const id = renderer.add(definition as unknown as IslandDefinition, props);
    return (
      <div
        {...attributes}
        {...{ [islandAttributes.id]: id }}
        dangerouslySetInnerHTML={{ __html: islandSlot(id) }}
      />
    );
  }
  Island.definition = definition;
  return Island;
}
