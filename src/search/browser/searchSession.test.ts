import {describe, expect, it} from 'vitest';
import {createSearchSession, type SearchSignal} from './searchSession';

function session() {
  const signals: SearchSignal[] = [];
  return {signals, search: createSearchSession((signal) => signals.push(signal))};
}

describe('a search session', () => {
  it('reports the last query when the reader leaves with nothing found', () => {
    const {signals, search} = session();
    search.results('t', 5);
    search.results('tra', 2);
    search.results('traslation', 0);
    search.results('traslation', null);
    search.end();
    expect(signals).toEqual([{outcome: 'no-results', query: 'traslation'}]);
  });

  it('reports hits that the reader did not open', () => {
    const {signals, search} = session();
    search.results('history', 4);
    search.end();
    expect(signals).toEqual([{outcome: 'no-hit-opened', query: 'history', hits: 4}]);
  });

  it('reports the position of the hit opened, once', () => {
    const {signals, search} = session();
    search.results('modes', 3);
    search.opened(2);
    search.end();
    expect(signals).toEqual([{outcome: 'hit-opened', query: 'modes', hits: 3, position: 2}]);
  });

  it('counts a search left and come back to (the box shows its hits again) once', () => {
    const {signals, search} = session();
    search.results('teams meeting notes', 8);
    search.end();
    search.results('teams meeting notes', 8);
    search.results('delete history', 3);
    search.opened(1);
    expect(signals).toEqual([
      {outcome: 'no-hit-opened', query: 'teams meeting notes', hits: 8},
      {outcome: 'hit-opened', query: 'delete history', hits: 3, position: 1},
    ]);
  });

  it('does not count the hits still shown as a hit opens as a search left', () => {
    const {signals, search} = session();
    search.results('mode rédaction', 50);
    search.opened(1);
    search.results('mode rédaction', 50);
    search.end();
    expect(signals).toEqual([{outcome: 'hit-opened', query: 'mode rédaction', hits: 50, position: 1}]);
  });

  it('counts corrections at the end of the query as the same search', () => {
    const {signals, search} = session();
    search.results('translatino', 0);
    search.results('translati', 3);
    search.results('translation', 3);
    search.opened(1);
    expect(signals).toEqual([{outcome: 'hit-opened', query: 'translation', hits: 3, position: 1}]);
  });

  it('ends the search before when the reader types another, or empties the box', () => {
    const {signals, search} = session();
    search.results('zzqx', 0);
    search.results('modes', 3);
    search.results('', null);
    expect(signals).toEqual([
      {outcome: 'no-results', query: 'zzqx'},
      {outcome: 'no-hit-opened', query: 'modes', hits: 3},
    ]);
  });

  it('reports nothing for one character, a search continued on the results page, or no search at all', () => {
    const {signals, search} = session();
    search.results('a', 0);
    search.end();
    search.results('modes', 3);
    search.continued();
    search.end();
    search.end();
    expect(signals).toEqual([]);
  });

  it('drops signals until told where to report them', () => {
    const signals: SearchSignal[] = [];
    const search = createSearchSession();
    search.results('modes', 3);
    search.end();
    search.reportTo((signal) => signals.push(signal));
    search.results('history', 0);
    search.end();
    expect(signals).toEqual([{outcome: 'no-results', query: 'history'}]);
  });
});
