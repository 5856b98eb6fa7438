/** The build of react-router that the bundler reads (its `module`), the file its patch changes: typed as the package. */
declare module 'react-router/esm/react-router.js' {
  export {matchPath} from 'react-router';
}
