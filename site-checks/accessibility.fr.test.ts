import {axeEveryKindOfPage} from './accessibility';

axeEveryKindOfPage('fr');
