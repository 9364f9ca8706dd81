/**
 * The screen gallery (`./Gallery`), hydrated on its own: on a first load its thumbnails stay links to
 * the full-size images until it has. See `hydrateOnItsOwn`.
 */
import {hydrateOnItsOwn} from '../HydrateOnItsOwn';
import Gallery from './Gallery';

export type {ImageGalleryProps} from './Gallery';

export default hydrateOnItsOwn(Gallery);
