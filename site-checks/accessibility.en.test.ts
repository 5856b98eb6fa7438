import {axeEveryKindOfPage} from './accessibility';

axeEveryKindOfPage('en');
