/**
 * In place of `@docusaurus/core/lib/client/preload.js` (../../plugin.ts): the same, once the routes of nested lists
 * that the path needs are registered (./leaves.ts).
 */
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {routesFor} from './leaves';

export default function preload(pathname: string): Promise<unknown[]> {
  const paths = Array.from(new Set([pathname, decodeURI(pathname)]));
  return Promise.all(paths.map(routesFor)).then(() =>
    Promise.all(
      paths
        .flatMap((path) => matchRoutes(routes, path))
        .map((match) => Promise.resolve(match.route.component.preload?.())),
    ),
  );
}
