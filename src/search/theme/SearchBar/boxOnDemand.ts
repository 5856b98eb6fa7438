import type {ComponentType} from 'react';
import type {SearchBoxProps} from './SearchBox';

/** The box's code (downshift, the worker's client), fetched when the reader reaches for the box (./index.tsx). */
export function loadSearchBox(): Promise<ComponentType<SearchBoxProps>> {
  return import(/* webpackPrefetch: true */ './SearchBox').then(({default: SearchBox}) => SearchBox);
}
