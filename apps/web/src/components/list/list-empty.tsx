import { Button } from '../ui/button.tsx';
import { EmptyState } from '../ui/empty-state.tsx';

export interface ListEmptyProps {
  /** whether a search or a filter narrows the list (the empty page then offers to widen it) */
  filtered: boolean;
  /** the words, translated by the list that shows them */
  noMatch: string;
  clearLabel: string;
  empty: string;
  emptyText?: string;
  onClear: () => void;
}

/** An empty list page: "nothing matches" with a way back to everything, or "nothing yet". */
export function ListEmpty({ filtered, noMatch, clearLabel, empty, emptyText, onClear }: ListEmptyProps) {
  if (!filtered) return <EmptyState title={empty} description={emptyText} />;
  return (
    <EmptyState
      title={noMatch}
      action={
        <Button variant="outline" onClick={onClear}>
          {clearLabel}
        </Button>
      }
    />
  );
}
