/**
 * Completes the BlogPosting JSON-LD that Docusaurus generates for each article
 * (useBlogPostStructuredData): Docusaurus writes every author as a Person with a relative image URL and
 * leaves out the publisher and the image size. Pure, so it is tested without a browser.
 */
import type {Author} from '@docusaurus/plugin-content-blog';
import type {BlogPosting, ImageObject, Organization, Person, WithContext} from 'schema-dts';
import type {ImageSize} from './articleImages';

/** authors.yml attribute that marks an author as a team or organisation rather than a person. */
export const AUTHOR_SCHEMA_TYPE_KEY = 'schema_type';

export interface ArticleStructuredDataInput {
  readonly authors: readonly Author[];
  /** Makes a site path absolute, base URL included (withBaseUrl(path, {absolute: true})). */
  readonly absoluteUrl: (path: string) => string;
  readonly publisher: {readonly name: string; readonly url: string; readonly logoPath: string};
  /** Size of the front-matter image, added to the ImageObject. */
  readonly imageSize: ImageSize;
}

type AuthorNode = Person | Organization;

export function authorStructuredData(author: Author, absoluteUrl: (path: string) => string): AuthorNode {
  const isOrganization = author[AUTHOR_SCHEMA_TYPE_KEY] === 'Organization';
  const url = author.url ?? (author.page ? absoluteUrl(author.page.permalink) : undefined);
  const fields = {
    ...(author.name ? {name: author.name} : {}),
    ...(author.title ? {description: author.title} : {}),
    ...(url ? {url} : {}),
    ...(author.imageURL ? {image: absoluteUrl(author.imageURL)} : {}),
  };
  return isOrganization ? {'@type': 'Organization', ...fields} : {'@type': 'Person', ...fields};
}

function withSize(image: BlogPosting['image'], size: ImageSize): BlogPosting['image'] {
  if (!image || typeof image !== 'object' || Array.isArray(image) || !('@type' in image)) return image;
  if (image['@type'] !== 'ImageObject') return image;
  return {...(image as ImageObject), width: `${size.width}`, height: `${size.height}`};
}

export function articleStructuredData(
  base: WithContext<BlogPosting>,
  {authors, absoluteUrl, publisher, imageSize}: ArticleStructuredDataInput,
): WithContext<BlogPosting> {
  const authorNodes = authors.map((author) => authorStructuredData(author, absoluteUrl));
  const publisherNode: Organization = {
    '@type': 'Organization',
    name: publisher.name,
    url: publisher.url,
    logo: absoluteUrl(publisher.logoPath),
  };
  return {
    ...base,
    ...(authorNodes.length > 0 ? {author: authorNodes.length === 1 ? authorNodes[0] : authorNodes} : {}),
    ...('image' in base ? {image: withSize(base.image, imageSize)} : {}),
    publisher: publisherNode,
  };
}
