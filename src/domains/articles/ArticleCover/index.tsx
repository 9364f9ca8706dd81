import useBaseUrl from '@docusaurus/useBaseUrl';
import {ARTICLE_COVER_SIZE, articleImageSet, sizedImage} from '../articleImages';
import styles from './styles.module.css';

export interface ArticleCoverProps {
  /** The front-matter image (PNG or JPG); the WebP beside it is served to browsers that take it. */
  readonly image: string;
}

/**
 * The cover at the top of an article: WebP with the PNG/JPG as fallback, sized so nothing shifts while
 * it loads. The WebP is the cover's art alone (the title is the heading right above it; the social PNG
 * carries the title too), so it is decorative (alt="").
 */
export default function ArticleCover({image}: ArticleCoverProps) {
  const set = articleImageSet(image);
  const fallback = useBaseUrl(image);
  const webp = useBaseUrl(set?.page ?? image);
  return (
    <picture className={styles.cover}>
      {set && <source type="image/webp" srcSet={webp} />}
      <img
        className={styles.image}
        src={fallback}
        alt=""
        {...sizedImage(ARTICLE_COVER_SIZE)}
        fetchPriority="high"
      />
    </picture>
  );
}
