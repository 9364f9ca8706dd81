import Head from '@docusaurus/Head';
import {FIRST_SCREEN_END_ID} from '../../config/headTags';

/**
 * Put at the end of a page's first band (the home hero, an inner page's hero): Chromium holds the first
 * paint until the HTML up to here has been parsed, so the band paints whole.
 *
 * A browser paints whatever it has parsed when the HTML arrives packet by packet. A band painted half
 * way moved when the rest arrived: the home page's phone mock-up, centred beside the text, climbed
 * 220 px as its lines came in, and an inner page's centred lead re-centred its last line word by word.
 * The wait is for a few KB more than the header's (src/config/headTags.ts); after the first load the
 * tag does nothing, since only the parser's own tags can hold a paint. Other browsers ignore it.
 */
export default function FirstScreenEnd() {
  return (
    <>
      <Head>
        <link rel="expect" href={`#${FIRST_SCREEN_END_ID}`} blocking="render" />
      </Head>
      <span id={FIRST_SCREEN_END_ID} hidden />
    </>
  );
}
