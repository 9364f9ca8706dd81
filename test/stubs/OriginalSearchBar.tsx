import {useState} from 'react';

/** Stands in for the local-search plugin's SearchBar: a controlled text box, as the real one is. */
export default function OriginalSearchBar() {
  const [value, setValue] = useState('');
  return (
    <div className="navbar__search" data-testid="plugin-search">
      <input
        className="navbar__search-input"
        aria-label="Search"
        placeholder="Search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
    </div>
  );
}
