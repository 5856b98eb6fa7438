import {afterEach, expect, test, vi} from 'vitest';
import {checkSignInAfter, MAX_WAIT_MS, pageContentSettled} from './signInCheck';

afterEach(() => {
  vi.useRealTimers();
});

/** Whether `promise` has settled once `ms` more have passed (a frame by default: the content is painted). */
const settledAfter = async (promise: Promise<void>, ms = 20) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
};

test('the sign-in check waits for the content the page is waiting for, then goes', async () => {
  vi.useFakeTimers();
  let arrive!: () => void;
  checkSignInAfter(new Promise<void>((resolve) => (arrive = resolve)));
  const settled = pageContentSettled();
  expect(await settledAfter(settled, 1000)).toBe(false);
  arrive();
  expect(await settledAfter(settled, 0)).toBe(false);
  expect(await settledAfter(settled)).toBe(true);
});

test('a page whose content fails, or never comes, holds the check back no longer than its limit', async () => {
  vi.useFakeTimers();
  checkSignInAfter(Promise.reject(new Error('the search could not run')));
  expect(await settledAfter(pageContentSettled())).toBe(true);

  checkSignInAfter(new Promise(() => undefined));
  const settled = pageContentSettled();
  expect(await settledAfter(settled, MAX_WAIT_MS - 1)).toBe(false);
  expect(await settledAfter(settled, 1)).toBe(true);
});

test('a page with nothing to wait for does not hold the check, not even for a frame', async () => {
  vi.resetModules();
  const {pageContentSettled: settledOnAFreshPage} = await import('./signInCheck');
  vi.useFakeTimers();
  expect(await settledAfter(settledOnAFreshPage(), 0)).toBe(true);
});
