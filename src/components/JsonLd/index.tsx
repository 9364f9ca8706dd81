import Head from '@docusaurus/Head';
import {jsonForScript} from '../../lib/jsonLd';

export interface JsonLdProps {
  /** The structured data: any JSON value (schema.org object or graph). */
  readonly data: unknown;
}

/**
 * Puts structured data in the page head as `<script type="application/ld+json">`, escaped so no value
 * can end the script element. The one way the site writes JSON-LD.
 */
export default function JsonLd({data}: JsonLdProps) {
  return (
    <Head>
      <script type="application/ld+json">{jsonForScript(data)}</script>
    </Head>
  );
}
