import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { cx } from '../../components/ui/class-names.ts';

export interface ReorderListProps<Item> {
  items: readonly Item[];
  itemKey: (item: Item) => string;
  /** What each row shows. */
  render: (item: Item, index: number) => ReactNode;
  /** Accessible names of the move buttons, e.g. "Move Wax up". */
  upLabel: (item: Item) => string;
  downLabel: (item: Item) => string;
  /** Called with the item's index and where it goes. Without it the rows do not move. */
  onMove?: ((from: number, to: number) => void) | undefined;
  /** Extra buttons at the end of the row (e.g. remove). */
  actions?: (item: Item, index: number) => ReactNode;
  label: string;
  className?: string;
}

/**
 * An ordered list whose rows move with Up/Down buttons (keyboard and screen readers) or by
 * dragging with a mouse (native drag and drop; the buttons stay the accessible way).
 */
export function ReorderList<Item>({
  items,
  itemKey,
  render,
  upLabel,
  downLabel,
  onMove,
  actions,
  label,
  className,
}: ReorderListProps<Item>) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  // The row moved by a button keeps the focus, even when the list re-renders it elsewhere.
  const [moved, setMoved] = useState<{ key: string; direction: 'up' | 'down' } | null>(null);
  useEffect(() => {
    if (!moved || !list.current) return;
    const row = [...list.current.children].find((child) => child.getAttribute('data-key') === moved.key);
    const buttons = row?.querySelectorAll<HTMLButtonElement>('button[data-move]');
    const wanted = [...(buttons ?? [])].find((button) => button.dataset.move === moved.direction);
    const target = wanted && !wanted.disabled ? wanted : [...(buttons ?? [])].find((b) => !b.disabled);
    target?.focus();
    setMoved(null);
  }, [moved]);
  const moveBy = (item: Item, index: number, direction: 'up' | 'down') => {
    onMove?.(index, direction === 'up' ? index - 1 : index + 1);
    setMoved({ key: itemKey(item), direction });
  };

  return (
    <ol ref={list} aria-label={label} className={cx('flex flex-col divide-y divide-line', className)}>
      {items.map((item, index) => (
        <li
          key={itemKey(item)}
          data-key={itemKey(item)}
          draggable={onMove !== undefined}
          onDragStart={(event) => {
            setDragged(index);
            event.dataTransfer.effectAllowed = 'move';
          }}
          onDragOver={(event) => {
            if (dragged === null) return;
            event.preventDefault();
            setOver(index);
          }}
          onDrop={(event) => {
            event.preventDefault();
            if (dragged !== null && dragged !== index) onMove?.(dragged, index);
            setDragged(null);
            setOver(null);
          }}
          onDragEnd={() => {
            setDragged(null);
            setOver(null);
          }}
          className={cx(
            'flex items-center gap-2 py-2',
            onMove && 'cursor-grab',
            over === index && dragged !== index && 'bg-surface-muted',
            dragged === index && 'opacity-60',
          )}
        >
          <div className="min-w-0 flex-1">{render(item, index)}</div>
          {onMove && (
            <div className="flex shrink-0 gap-1">
              <Button
                variant="ghost"
                size="small"
                aria-label={upLabel(item)}
                data-move="up"
                disabled={index === 0}
                onClick={() => moveBy(item, index, 'up')}
              >
                <span aria-hidden="true">↑</span>
              </Button>
              <Button
                variant="ghost"
                size="small"
                aria-label={downLabel(item)}
                data-move="down"
                disabled={index === items.length - 1}
                onClick={() => moveBy(item, index, 'down')}
              >
                <span aria-hidden="true">↓</span>
              </Button>
            </div>
          )}
          {actions?.(item, index)}
        </li>
      ))}
    </ol>
  );
}
