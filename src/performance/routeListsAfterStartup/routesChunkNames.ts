export {routesChunkNames as default} from './lists';
