import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {SHOP_NOTES, type ShopNote, type ShopNoteIcon} from '../shopNotes';
import LineIcon from '@site/src/components/LineIcon';
import styles from './styles.module.css';

const ICONS: Record<ShopNoteIcon, ReactNode> = {
  print: (
    <path d="M7 9V4h10v5M7 17H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2M7 14h10v6H7z" />
  ),
  checkout: (
    <path d="M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Zm0 3h18M7 15h4" />
  ),
  help: (
    <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-2.5-11.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6m0 3v.01" />
  ),
};

export interface ShopNotesProps {
  readonly notes?: readonly ShopNote[];
}

/** How ordering works: printed to order, the partner's checkout, where to get help. */
export default function ShopNotes({notes = SHOP_NOTES}: ShopNotesProps) {
  return (
    <ul className={styles.grid}>
      {notes.map((note) => (
        <li key={note.id} className={styles.note}>
          <LineIcon size={26} className={styles.icon}>
            {ICONS[note.icon]}
          </LineIcon>
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
