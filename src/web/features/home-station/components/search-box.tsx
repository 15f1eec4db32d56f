import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MSG } from '@shared/messages';
import { browserLocalStorage, historySuggestions, loadSearchHistory, rememberSearch, saveSearchHistory } from '../search-history.logic';
import styles from './search-box.module.css';

export interface SearchBoxProps {
  /** Whose history this box keeps (at most five per key). */
  historyKey: string;
  onSearch: (text: string) => void;
  initialText?: string;
  /** Colours for the red header band. */
  onBrand?: boolean;
}

/**
 * The search input with 搜索 and the Enter key, offering remembered searches that
 * start with what is typed as a combobox list (arrow keys, Enter, Escape).
 */
export function SearchBox({ historyKey, onSearch, initialText = '', onBrand = false }: SearchBoxProps) {
  const listId = useId();
  const [text, setText] = useState(initialText);
  const [history, setHistory] = useState(() => loadSearchHistory(browserLocalStorage(), historyKey));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = historySuggestions(history, text);
  const expanded = open && suggestions.length > 0;

  const search = (value: string) => {
    const entry = value.trim();
    setOpen(false);
    setActive(-1);
    if (!entry) return;
    setText(entry);
    const next = rememberSearch(history, entry);
    setHistory(next);
    saveSearchHistory(browserLocalStorage(), historyKey, next);
    onSearch(entry);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(expanded && active >= 0 ? suggestions[active] : text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : suggestions.length - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <form role="search" aria-label="站内搜索" onSubmit={onSubmit} className={styles.form}>
      <div className={styles.row}>
        <input
          role="combobox"
          aria-label="搜索关键字"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={MSG.searchPlaceholder}
          value={text}
          maxLength={50}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={`hs-input ${styles.input} ${onBrand ? styles.onBrand : ''}`}
        />
        <button type="submit" className={`hs-btn hs-btn-gold ${styles.submit}`}>
          搜索
        </button>
      </div>
      <ul id={listId} role="listbox" aria-label="最近搜索" hidden={!expanded} className={styles.list}>
        {suggestions.map((entry, index) => (
          <li
            key={entry}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // mousedown, not click: the input's blur would close the list before the click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              search(entry);
            }}
          >
            {entry}
          </li>
        ))}
      </ul>
    </form>
  );
}
