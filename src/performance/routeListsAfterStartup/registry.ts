export {registry as default} from './lists';
