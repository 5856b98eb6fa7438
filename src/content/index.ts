/** Content, for the other capabilities (./README.md): facts only the service's owners can give, as articles show them. */
export {default as ServiceFact, useServiceFactText} from './ServiceFact';
