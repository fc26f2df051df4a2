/**
 * A button's keyboard shortcut, shown from the `md` width where the main pointer is a mouse (a desk with a
 * keyboard), not on phones nor touch screens. Hidden from screen readers: the control says it with `aria-keyshortcuts`.
 */
export function ShortcutKey({ keys }: { keys: string }) {
  return (
    <span aria-hidden="true" className="hidden md:pointer-fine:inline-flex">
      <kbd className="rounded border border-current px-1 font-mono text-xs leading-4 opacity-75">{keys}</kbd>
    </span>
  );
}
