import {useId, useRef, useState, type KeyboardEvent, type MouseEvent} from 'react';
import {flushSync} from 'react-dom';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {GalleryImage} from '../../data/features';
import styles from './styles.module.css';
import Icon from '../Icon';
import {useHasHydrated} from '../HydrateOnItsOwn';

export interface ImageGalleryProps {
  readonly images: readonly GalleryImage[];
  /** Accessible name of the gallery list, e.g. 'App screens'. */
  readonly label: string;
  /** Rendered width of a thumbnail, for the browser's choice between thumbnail and full image. */
  readonly thumbSizes?: string;
  readonly className?: string;
}

interface ThumbnailProps {
  readonly image: GalleryImage;
  readonly enhanced: boolean;
  readonly sizes: string;
  readonly onOpen: (button: HTMLButtonElement) => void;
  readonly buttonRef: (button: HTMLButtonElement | null) => void;
}

function Thumbnail({image, enhanced, sizes, onOpen, buttonRef}: ThumbnailProps) {
  const full = useBaseUrl(image.src);
  const thumb = useBaseUrl(image.thumbSrc);
  const picture = (alt: string) => (
    <img
      className={styles.thumbImage}
      src={thumb}
      srcSet={`${thumb} ${image.thumbSize.width}w, ${full} ${image.size.width}w`}
      sizes={sizes}
      alt={alt}
      width={image.thumbSize.width}
      height={image.thumbSize.height}
      loading="lazy"
      // Low even where a phone's first screen shows the top of the gallery: the text above it paints
      // first and the main script is not kept waiting behind four screens (about 150 KB at 1.75x).
      fetchPriority="low"
      decoding="async"
    />
  );
  const zoom = (
    <span className={styles.zoom} aria-hidden="true">
      <Icon name="zoom-in" size={18} strokeWidth={2.2} />
    </span>
  );
  return (
    <figure className={styles.figure}>
      {enhanced ? (
        // With JavaScript: a button that opens the dialog (Enter and Space work natively).
        <button
          ref={buttonRef}
          type="button"
          className={styles.thumb}
          aria-haspopup="dialog"
          aria-label={`Enlarge: ${image.title}`}
          onClick={(event) => onOpen(event.currentTarget)}
        >
          {picture('')}
          {zoom}
        </button>
      ) : (
        // Without JavaScript (and in the server-rendered HTML): a plain link to the full-size image.
        <a className={styles.thumb} href={full}>
          {picture(image.alt)}
          {zoom}
        </a>
      )}
      <figcaption className={styles.caption}>
        <span className={styles.title}>{image.title}</span>
        <span className={styles.captionText}>{image.caption}</span>
      </figcaption>
    </figure>
  );
}

interface ViewerProps {
  readonly image: GalleryImage;
  readonly position: string;
  readonly titleId: string;
  readonly captionId: string;
  readonly onClose: () => void;
  readonly onStep: ((step: -1 | 1) => void) | null;
}

function Viewer({image, position, titleId, captionId, onClose, onStep}: ViewerProps) {
  const full = useBaseUrl(image.src);
  return (
    <div className={styles.panel}>
      {/* First in the dialog, so showModal() gives it focus. */}
      <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
        <Icon name="cross" size={22} strokeWidth={2.4} />
      </button>
      <h2 id={titleId} className={styles.dialogTitle}>
        {image.title}
      </h2>
      <p className={styles.position}>{position}</p>
      <img
        key={image.id}
        className={styles.fullImage}
        src={full}
        alt={image.alt}
        width={image.size.width}
        height={image.size.height}
        decoding="async"
      />
      <p id={captionId} className={styles.dialogCaption}>
        {image.caption}
      </p>
      {onStep && (
        <div className={styles.steps}>
          <button type="button" className="button button--secondary button--sm" onClick={() => onStep(-1)}>
            <span aria-hidden="true">← </span>Previous
          </button>
          <button type="button" className="button button--secondary button--sm" onClick={() => onStep(1)}>
            Next<span aria-hidden="true"> →</span>
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * A grid of thumbnails; activating one opens the full image in a modal `<dialog>` (focus moves into it,
 * Escape, the close button and a click on the backdrop close it, and focus returns to the thumbnail of the
 * image last shown). Without JavaScript each thumbnail is a link to the full-size image.
 */
export default function ImageGallery({
  images,
  label,
  thumbSizes = '(min-width: 997px) 200px, 45vw',
  className,
}: ImageGalleryProps) {
  // The server's links while the gallery hydrates (after the rest of the page: ./index.tsx), then buttons.
  const enhanced = useHasHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [current, setCurrent] = useState<number | null>(null);
  const titleId = useId();
  const captionId = useId();

  const open = (index: number) => {
    // Render the image first, so showModal() finds the close button to focus.
    flushSync(() => setCurrent(index));
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  };

  const close = () => dialogRef.current?.close();

  /** Runs however the dialog closed (button, Escape, backdrop): forget the image, restore focus. */
  const handleClose = () => {
    if (current !== null) buttons.current[current]?.focus();
    setCurrent(null);
  };

  const step = (delta: -1 | 1) =>
    setCurrent((index) => (index === null ? index : (index + delta + images.length) % images.length));

  // A click whose target is the dialog itself landed on the backdrop: the panel covers the dialog's box.
  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (images.length < 2) return;
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
  };

  const image = current === null ? undefined : images[current];

  return (
    <div className={clsx(styles.gallery, className)}>
      {/* An explicit role lets the list carry a name (html-validate: aria-label-misuse). */}
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
      <ul role="list" className={styles.grid} aria-label={label}>
        {images.map((item, index) => (
          <li key={item.id} className={styles.item}>
            <Thumbnail
              image={item}
              enhanced={enhanced}
              sizes={thumbSizes}
              onOpen={() => open(index)}
              buttonRef={(button) => {
                buttons.current[index] = button;
              }}
            />
          </li>
        ))}
      </ul>
      {enhanced && (
        // Keyboard users close it with Escape (native) or the close button; the click handler only
        // catches clicks on the backdrop.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <dialog
          ref={dialogRef}
          className={styles.dialog}
          aria-labelledby={image ? titleId : undefined}
          aria-describedby={image ? captionId : undefined}
          onClose={handleClose}
          onClick={handleClick}
          onKeyDown={handleKeyDown}
        >
          {image && current !== null && (
            <Viewer
              image={image}
              position={`Image ${current + 1} of ${images.length}`}
              titleId={titleId}
              captionId={captionId}
              onClose={close}
              onStep={images.length > 1 ? step : null}
            />
          )}
        </dialog>
      )}
    </div>
  );
}
