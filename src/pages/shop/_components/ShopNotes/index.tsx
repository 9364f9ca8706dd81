import Link from '@docusaurus/Link';
import {SHOP_NOTES, type ShopNote} from '../shopNotes';
import Icon from '@site/src/components/Icon';
import {cardGridStyle} from '@site/src/lib/cardGrid';
import styles from './styles.module.css';

export interface ShopNotesProps {
  readonly notes?: readonly ShopNote[];
}

/** How ordering works: printed to order, the partner's checkout, where to get help. */
export default function ShopNotes({notes = SHOP_NOTES}: ShopNotesProps) {
  return (
    <ul className={styles.grid} style={cardGridStyle(notes.length)}>
      {notes.map((note) => (
        <li key={note.id} className={styles.note}>
          <Icon name={note.icon} size={26} className={styles.icon} />
          <h3 className={styles.title}>{note.title}</h3>
          <p className={styles.text}>{note.text}</p>
          {note.link && (
            <Link className={styles.link} to={note.link.to}>
              {note.link.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
