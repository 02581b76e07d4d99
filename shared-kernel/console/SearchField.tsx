/**
 * A list's search box: the list follows as you type (after a short pause, so a name typed quickly
 * is one request), and Enter searches at once. The server does the filtering.
 */
import { useEffect, useRef, useState, type CSSProperties } from 'react';
// The input alone: antd's Input index also brings Search, TextArea, Password, OTP and Group (8 KiB
// gzip), which a list's first screen does not show.
import Input from 'antd/es/input/Input';

/** How long typing pauses before the list is asked again. */
export const SEARCH_PAUSE_MS = 300;

export interface SearchFieldProps {
  /** The accessible name, e.g. 'Search patients'. */
  label: string;
  placeholder?: string;
  /** The search the list starts with. */
  initial?: string;
  onSearch(value: string): void;
  style?: CSSProperties;
}

export function SearchField({ label, placeholder, initial = '', onSearch, style }: SearchFieldProps) {
  const [value, setValue] = useState(initial);
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pause.current), []);

  const search = (text: string, wait: number) => {
    clearTimeout(pause.current);
    pause.current = setTimeout(() => onSearch(text.trim()), wait);
  };
  return (
    <Input
      type="search"
      aria-label={label}
      placeholder={placeholder}
      allowClear
      value={value}
      onChange={(e) => {
        setValue(e.target.value);
        search(e.target.value, SEARCH_PAUSE_MS);
      }}
      onPressEnter={() => search(value, 0)}
      style={{ maxWidth: 420, ...style }}
    />
  );
}
