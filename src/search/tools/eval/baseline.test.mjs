/** The search evaluation's baseline: a question that left the first 3 is named with what pushed it out. */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {slippedQuestions} from './baseline.mjs';

const RECORDED = {
  'delete my history': {rank: 2, first: ['get-help/a', 'get-help/history', 'get-help/b']},
  'sign in': {rank: 1, first: ['get-help/sign-in', 'get-help/a', 'get-help/b']},
  'never found': {rank: 0, first: ['get-help/a']},
  'fourth already': {rank: 4, first: ['get-help/a', 'get-help/b', 'get-help/c']},
};

test('a question pushed from the first 3 is named with the article that came ahead of it', () => {
  const ranks = {
    'delete my history': {rank: 4, first: ['get-help/a', 'get-help/new-article', 'get-help/b']},
    'sign in': {rank: 3, first: ['get-help/x', 'get-help/y', 'get-help/sign-in']},
    'never found': {rank: 0, first: []},
    'fourth already': {rank: 5, first: ['get-help/a', 'get-help/b', 'get-help/c']},
    'a new question': {rank: 0, first: []},
  };
  assert.deepEqual(slippedQuestions(RECORDED, ranks), [
    '"delete my history" found its article at #2 in the baseline, now #4: pushed out by get-help/new-article',
  ]);
});

test('a question whose article is no longer found at all is named too', () => {
  assert.deepEqual(
    slippedQuestions(RECORDED, {'sign in': {rank: 0, first: ['get-help/a', 'get-help/b', 'get-help/c']}}),
    ['"sign in" found its article at #1 in the baseline, now not in the results: pushed out by get-help/c'],
  );
});

test('without a recorded baseline for the place, nothing is reported as slipped', () => {
  assert.deepEqual(slippedQuestions(undefined, {'sign in': {rank: 0, first: []}}), []);
});
