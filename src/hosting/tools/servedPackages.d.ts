// compression and serve-handler as the local static server uses them, on Node's own http server: their published
// types are written for Express (compression) and for serve-handler 5, whose `lstat` took a callback.
declare module 'compression' {
  import type {IncomingMessage, ServerResponse} from 'node:http';

  function compression(): (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;
  export = compression;
}

declare module 'serve-handler' {
  import type {createReadStream, Stats} from 'node:fs';
  import type {IncomingMessage, ServerResponse} from 'node:http';

  type Options = {public: string; cleanUrls?: boolean; directoryListing?: boolean; symlinks?: boolean; etag?: boolean};
  type Methods = {
    lstat?: (file: string) => Promise<Stats>;
    createReadStream?: typeof createReadStream;
    sendError?: (
      absolutePath: string,
      response: ServerResponse,
      acceptsJSON: boolean,
      current: string,
      handlers: object,
      config: Options,
      spec: {statusCode: number; code: string; message: string},
    ) => Promise<void>;
  };

  function serveHandler(
    request: IncomingMessage,
    response: ServerResponse,
    options?: Options,
    methods?: Methods,
  ): Promise<void>;
  export = serveHandler;
}
