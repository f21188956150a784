import type { RouteObject } from 'react-router';
import { CONTENT_PARENTS } from '../content-route-discovery.ts';

/**
 * The route table with the content area's public routes in place: the browser adds them when a content address is
 * first opened (content-route-discovery.ts), the server's render has no such step.
 */
export async function withContentRoutes(routes: RouteObject[]): Promise<RouteObject[]> {
  // Loaded as the browser loads it, so the app's build keeps the content routes out of the first screen's chunk.
  const { publicContentRoutes } = await import('../content-routes.tsx');
  const add = (table: RouteObject[]): RouteObject[] =>
    table.map((route) => {
      const children = route.children && add(route.children);
      if (route.id !== CONTENT_PARENTS.public) return children ? { ...route, children } : route;
      return { ...route, children: [...(children ?? []), ...publicContentRoutes] } as RouteObject;
    });
  return add(routes);
}
