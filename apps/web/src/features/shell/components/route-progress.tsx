/** SPEC §2: the main shell's route-change bar. */
export const ROUTE_PROGRESS_COLOUR = '#ed9221';
export const ROUTE_PROGRESS_HEIGHT_PX = 5;

export interface RouteProgressProps {
  /** True while the next route loads. */
  active: boolean;
  /** What a screen reader hears: the shell's progress.loading text. */
  label: string;
}

/** A thin indeterminate bar across the top of the window while a route loads. */
export function RouteProgress({ active, label }: RouteProgressProps) {
  if (!active) return null;
  return (
    <div
      role="progressbar"
      aria-label={label}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] overflow-hidden"
      style={{ height: ROUTE_PROGRESS_HEIGHT_PX }}
    >
      <div
        className="h-full w-2/3 motion-safe:animate-pulse"
        style={{ backgroundColor: ROUTE_PROGRESS_COLOUR }}
      />
    </div>
  );
}
