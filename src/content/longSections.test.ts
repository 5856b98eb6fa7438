import {describe, expect, test} from 'vitest';
import {withLongSectionPages} from './longSections';

type Items = Parameters<typeof withLongSectionPages>[0][number][];
type Docs = Parameters<typeof withLongSectionPages>[1];

const articles = (folder: string, count: number) =>
  Array.from({length: count}, (_, index) => ({type: 'doc' as const, id: `${folder}/article-${index + 1}`}));

/** The docs as the plugin gives them to the generator: each article's id and folder. */
const docsOf = (items: Items): Docs =>
  items.flatMap((item) => {
    if (item.type === 'category') return docsOf(item.items);
    if (item.type !== 'doc') return [];
    return [{id: item.id, sourceDirName: item.id.split('/').slice(0, -1).join('/')} as Docs[number]];
  });

const section = (label: string, items: Items, link?: {type: 'doc'; id: string}) => ({
  type: 'category' as const,
  label,
  items,
  ...(link ? {link} : {}),
});

describe('a long section without a page of its own', () => {
  test('gets the page listing its articles, at the address of the sections’ own pages', () => {
    const bare = section('Workplace services', articles('workplace-services', 1000));
    const [result] = withLongSectionPages([bare], docsOf([bare]));
    expect(result).toMatchObject({
      label: 'Workplace services',
      link: {type: 'generated-index', slug: '/category/workplace-services'},
    });
  });

  test('inside another section, too', () => {
    const inner = section('Forms', articles('records/forms', 13));
    const outer = section('Records', [...articles('records', 2), inner]);
    const [result] = withLongSectionPages([outer], docsOf([outer]));
    expect(result).not.toHaveProperty('link');
    expect(result?.type === 'category' && result.items.at(-1)).toMatchObject({
      link: {type: 'generated-index', slug: '/category/records/forms'},
    });
  });
});

describe('left as the author wrote it', () => {
  test('a section of a dozen articles', () => {
    const short = section('Get help', articles('get-help', 12));
    expect(withLongSectionPages([short], docsOf([short]))).toEqual([short]);
  });

  test('a long section with its page', () => {
    const own = section('Workplace services', articles('workplace-services', 500), {
      type: 'doc',
      id: 'workplace-services/index',
    });
    expect(withLongSectionPages([own], docsOf([own]))).toEqual([own]);
  });
});
