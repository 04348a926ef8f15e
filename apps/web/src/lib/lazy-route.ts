import { type ComponentType, createElement } from 'react';
import type { RouteObject } from 'react-router';

/** Loads a screen's component, through an import() of its own so the bundler gives it a chunk of its own. */
export type ComponentLoader<P> = () => Promise<ComponentType<P>>;

/** The props to render the component with: required where it has required props. A `key` makes each route's screen a fresh one. */
export type RouteProps<P> = object extends P ? [props?: P & { key?: string }] : [props: P & { key?: string }];

/**
 * A route's `lazy` that loads its component the first time the route is shown: the component as it
 * is, or rendered with props (a screen two routes show differently, a guard's portal).
 */
export function lazyLoad<P extends object>(
  load: ComponentLoader<P>,
  ...[props]: RouteProps<P>
): NonNullable<RouteObject['lazy']> {
  return async () => ({ element: createElement(await load(), props) });
}

/** A screen at `path` that loads on demand (see lazyLoad). */
export function lazyScreen<P extends object>(
  path: string,
  load: ComponentLoader<P>,
  ...props: RouteProps<P>
): RouteObject {
  return { path, lazy: lazyLoad(load, ...props) };
}
