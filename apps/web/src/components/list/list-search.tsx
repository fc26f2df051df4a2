import type { FormEvent } from 'react';
import { Button } from '../ui/button.tsx';
import { TextInput } from '../ui/text-input.tsx';

export interface ListSearchProps {
  /** the search box's id (its label points at it) */
  id: string;
  /** the words, translated by the list that shows it */
  label: string;
  placeholder?: string;
  submitLabel: string;
  /** the search in the URL: the box starts again from it when it changes */
  value: string;
  onSearch: (search: string) => void;
}

/** A list's search box: a landmark with its label, searched on Enter or with the button, trimmed. */
export function ListSearch({ id, label, placeholder, submitLabel, value, onSearch }: ListSearchProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('search') ?? '').trim());
  };
  return (
    <search aria-label={label} className="min-w-0 flex-1 basis-64">
      <form onSubmit={submit} className="flex items-end gap-2">
        <div className="flex-1">
          <label htmlFor={id} className="mb-1 block font-medium text-sm">
            {label}
          </label>
          <TextInput
            id={id}
            key={value}
            name="search"
            type="search"
            defaultValue={value}
            placeholder={placeholder}
            enterKeyHint="search"
          />
        </div>
        <Button type="submit" variant="outline">
          {submitLabel}
        </Button>
      </form>
    </search>
  );
}
