import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A route whose page component loads on demand, in its own chunk. */
export function lazyPage(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}
