import Link from '@docusaurus/Link';
import {SEARCH_SUGGESTIONS} from './searchSuggestions';
import styles from './styles.module.css';

/**
 * Below the search page's results (and under its empty box, where a visitor who came from the 404 page or
 * the menu lands): terms to try. In the server HTML, so it takes its place before the first paint and
 * moves nothing once the page's code runs. A navigation list, so its pills are not underlined as links in
 * running text are.
 */
export default function SearchSuggestions() {
  return (
    <nav className="container margin-bottom--xl" aria-labelledby="search-suggestions">
      <p id="search-suggestions" className={styles.lead}>
        Try a training term:
      </p>
      <ul className={styles.terms}>
        {SEARCH_SUGGESTIONS.map((term) => (
          <li key={term}>
            <Link className={styles.term} to={`/search?q=${encodeURIComponent(term)}`}>
              {term}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
