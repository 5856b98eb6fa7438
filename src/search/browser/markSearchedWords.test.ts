import {afterEach, expect, test, vi} from 'vitest';
import {markSearchedWords} from './markSearchedWords';

function article(html: string): HTMLElement {
  const element = document.createElement('article');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

const marked = (element: Element) => [...element.querySelectorAll('mark')].map((mark) => mark.textContent);

afterEach(() => {
  document.body.innerHTML = '';
});

test("marks the searched words, accents folded, and not the phone's table of contents", async () => {
  const page = article(
    '<div class="theme-doc-toc-mobile"><button>Sur cette page : corrélation</button></div>' +
      '<p>Un identifiant de corrélation, puis la Corrélation.</p>',
  );
  markSearchedWords(page, '?_highlight=correlation');
  await vi.waitFor(() => expect(marked(page)).toEqual(['corrélation', 'Corrélation']));
});

test('marks nothing without words, and undoes its marks when the page changes', async () => {
  const page = article('<p>Vider le cache</p>');
  markSearchedWords(page, '?q=cache&_highlight=')();
  const undo = markSearchedWords(page, '?_highlight=cache');
  await vi.waitFor(() => expect(marked(page)).toEqual(['cache']));
  undo();
  expect(marked(page)).toEqual([]);
  expect(page.textContent).toBe('Vider le cache');
});

test('marks the sentences the hit showed across links and emphasis, and the words in them', async () => {
  const page = article(
    '<p>Open the panel. Deleting a chat is <strong>final</strong>: it <a href="#x">cannot be recovered</a>.</p>',
  );
  const search = new URLSearchParams([
    ['_highlight', 'chat'],
    ['_passage', 'Deleting a chat is final: it cannot be recovered.'],
    ['_passage', 'Open the panel.'],
  ]);
  markSearchedWords(page, `?${search.toString()}`, 'passage');
  await vi.waitFor(() => expect(marked(page)).toContain('chat'));
  const passage = [...page.querySelectorAll('mark.passage')].map((mark) => mark.textContent).join('');
  expect(passage).toBe('Open the panel.Deleting a chat is final: it cannot be recovered.');
  expect(page.querySelector('p')?.textContent).toBe(
    'Open the panel. Deleting a chat is final: it cannot be recovered.',
  );
});
