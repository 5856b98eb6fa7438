import {afterEach, beforeEach, expect, test, vi} from 'vitest';
import {AFTER_FIRST_PAINT_ATTRIBUTE, LOAD_AFTER_FIRST_PAINT_SCRIPT} from './';

/** The reports a PerformanceObserver of paints would get, delivered when a test says the paint is on screen. */
let reportPaint: (() => void) | undefined;

class PaintObserver {
  constructor(private readonly callback: (list: {getEntriesByName: (name: string) => unknown[]}) => void) {}
  observe() {
    reportPaint = () => this.callback({getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : [])});
  }
}

const scripts = () => [...document.head.querySelectorAll('script')].map((script) => [script.src, script.async]);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', PaintObserver);
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 16));
  document.head.innerHTML = ['runtime~main', 'main']
    .map((name) => `<link rel="preload" as="script" href="/assets/js/${name}.js" ${AFTER_FIRST_PAINT_ATTRIBUTE}>`)
    .join('');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  reportPaint = undefined;
});

const runLoader = () => new Function(LOAD_AFTER_FIRST_PAINT_SCRIPT)();

test('the scripts run in order once the first contentful paint is reported, not before, and once', () => {
  runLoader();
  vi.advanceTimersByTime(20);
  expect(scripts()).toEqual([]);
  reportPaint!();
  vi.advanceTimersByTime(0);
  expect(scripts()).toEqual([
    ['http://localhost:3000/assets/js/runtime~main.js', false],
    ['http://localhost:3000/assets/js/main.js', false],
  ]);
  vi.advanceTimersByTime(1000);
  expect(scripts()).toHaveLength(2);
});

test('without a paint report, they run a moment after the first frame', () => {
  runLoader();
  vi.advanceTimersByTime(200);
  expect(scripts()).toEqual([]);
  vi.advanceTimersByTime(200);
  expect(scripts()).toHaveLength(2);
});

test('a hidden tab, which paints nothing, runs them at once', () => {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  runLoader();
  expect(scripts()).toHaveLength(2);
});
