import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { knownTagsQuery } from '../api.ts';
import { ChipsInput, type ChipsInputProps } from './chips-input.tsx';
import { tagsOf } from './tags.ts';

export interface TagsInputProps extends Omit<ChipsInputProps, 'suggestions' | 'onFocus'> {
  /** Tags already on screen (e.g. the listed products'), offered besides those the company uses. */
  onScreen?: readonly string[];
  /** Offer these alone, e.g. the tags the selected products have when removing tags. */
  only?: readonly string[];
}

/**
 * The product tags field, in the editor and the list's bulk actions alike: chips, with the tags in use
 * offered as suggestions. They are loaded on the field's first focus, not with the screen.
 */
export function TagsInput({ onScreen = [], only, ...chips }: TagsInputProps) {
  const [used, setUsed] = useState(false);
  const known = useQuery({ ...knownTagsQuery(), enabled: used && only === undefined });
  const suggestions = useMemo(
    () => only ?? tagsOf([{ tags: known.data ?? [] }, { tags: onScreen }]),
    [only, known.data, onScreen],
  );
  return <ChipsInput {...chips} suggestions={suggestions} onFocus={() => setUsed(true)} />;
}
