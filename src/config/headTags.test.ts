import {AFTER_HEADER_ID, buildHeadTags} from './headTags';

// That every built page has the element right after its header: e2e/tests/build-output.spec.ts.
test('the first paint waits for the element right after the header', () => {
  const expectTag = buildHeadTags('/').find((tag) => tag.attributes?.rel === 'expect');
  expect(expectTag?.attributes).toEqual({rel: 'expect', href: `#${AFTER_HEADER_ID}`, blocking: 'render'});
});

test('the icons live under the base path', () => {
  const hrefs = buildHeadTags('/docs/').flatMap((tag) =>
    tag.tagName === 'link' ? [tag.attributes?.href] : [],
  );
  expect(hrefs).toEqual(['/docs/img/apple-touch-icon.png', `#${AFTER_HEADER_ID}`]);
});
