import type {RouteConfig} from 'react-router-config';

// What `@generated/routes` holds in a build; no test renders the site's routes (theme-common imports it).
const routes: RouteConfig[] = [];
export default routes;
