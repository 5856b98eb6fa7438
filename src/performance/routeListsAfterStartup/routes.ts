export {routes as default} from './lists';
