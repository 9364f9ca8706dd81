/**
 * @jest-environment node
 */
import {readFileSync} from 'node:fs';
import {resolveModuleFile} from '@site/src/plugins/dependencyEdits';
import {DOCUMENT_TYPE, oneResultPerPlace} from './oneResultPerPlace';

const result = (type: number, u: string, h = '', id = `${type}${u}${h}`) => ({type, document: {u, h}, id});

test('the document types are the installed plugin’s', () => {
  const source = readFileSync(
    resolveModuleFile('@easyops-cn/docusaurus-search-local/dist/client/shared/interfaces.js'),
    'utf8',
  );
  for (const [name, value] of Object.entries({
    Title: DOCUMENT_TYPE.title,
    Heading: DOCUMENT_TYPE.heading,
    Description: DOCUMENT_TYPE.description,
    Keywords: DOCUMENT_TYPE.keywords,
    Content: DOCUMENT_TYPE.content,
  })) {
    expect(source).toContain(`SearchDocumentType["${name}"] = ${value}]`);
  }
});

test('a page’s bare title gives way to the same place with a line of text, where the title ranked', () => {
  const results = [
    result(DOCUMENT_TYPE.title, '/tools/taper-planner'),
    result(DOCUMENT_TYPE.heading, '/glossary', '#taper'),
    result(DOCUMENT_TYPE.content, '/tools/taper-planner'),
    result(DOCUMENT_TYPE.content, '/glossary', '#taper'),
  ];
  expect(oneResultPerPlace(results).map((kept) => kept.id)).toEqual([
    `${DOCUMENT_TYPE.content}/tools/taper-planner`,
    `${DOCUMENT_TYPE.content}/glossary#taper`,
  ]);
});

test('different headings of one page stay apart, and the first of two with text is kept', () => {
  const results = [
    result(DOCUMENT_TYPE.content, '/injury-prevention', '#acwr', 'first'),
    result(DOCUMENT_TYPE.description, '/injury-prevention', '#acwr', 'second'),
    result(DOCUMENT_TYPE.content, '/injury-prevention', '#rules', 'rules'),
    result(DOCUMENT_TYPE.keywords, '/pricing', '', 'keywords'),
    result(DOCUMENT_TYPE.title, '/pricing', '', 'title'),
  ];
  expect(oneResultPerPlace(results).map((kept) => kept.id)).toEqual(['first', 'rules', 'keywords']);
});

test('no results stay no results', () => {
  expect(oneResultPerPlace([])).toEqual([]);
});
