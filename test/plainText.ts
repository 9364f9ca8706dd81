import {NBSP, WORD_JOINER} from '../src/lib/typography';

/**
 * Text as a reader sees it: the joiners src/lib/typography.ts puts in for line breaking read as what they
 * look like (a no-break space as a space, the word joiner after a range's dash as nothing). For tests about
 * what a text says; the typography tests check the joiners themselves.
 */
export function plainText(text: string | null | undefined): string {
  return (text ?? '').replaceAll(NBSP, ' ').replaceAll(WORD_JOINER, '');
}
