import type {ClientModule} from '@docusaurus/types';
import '@docusaurus/theme-classic/lib/nprogress.css';
import './styles.css';

/** A change of page that takes longer than this shows the bar (theme-classic's delay). */
const DELAY_MS = 200;
/** How long the full bar stays before it goes (./styles.css fades it over this time). */
const FADE_MS = 400;

let shown: HTMLElement | null = null;

function start(): void {
  const root = document.createElement('div');
  root.id = 'nprogress';
  const bar = document.createElement('div');
  bar.className = 'bar';
  bar.setAttribute('role', 'presentation');
  root.append(bar);
  shown?.remove();
  document.body.append(root);
  shown = root;
}

function done(): void {
  const root = shown;
  shown = null;
  if (root) {
    root.dataset.done = '';
    window.setTimeout(() => root.remove(), FADE_MS);
  }
}

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      const timeout = window.setTimeout(start, DELAY_MS);
      return () => window.clearTimeout(timeout);
    }
    return undefined;
  },
  onRouteDidUpdate() {
    done();
  },
};

export default clientModule;
