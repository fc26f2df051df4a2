import type { ReactNode } from 'react';

/** One card of the company settings: a heading the page links to, a line of context, the form. */
export function SettingsSection({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="flex min-w-0 scroll-mt-20 flex-col gap-4 rounded-lg border border-line bg-surface p-4 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="font-semibold text-lg">
          {title}
        </h2>
        {text && <p className="text-fg-muted text-sm">{text}</p>}
      </div>
      {children}
    </section>
  );
}
