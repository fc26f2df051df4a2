import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { cx } from './class-names.ts';
import { Spinner } from './spinner.tsx';

/** The 12 variants of SPEC.md §9. Coloured fills keep 4.5:1 text contrast in both themes. */
export const buttonVariantClass = {
  primary: 'bg-primary text-primary-fg hover:bg-primary-hover',
  outline: 'border border-control bg-surface text-fg hover:bg-surface-muted',
  'outline-success': 'border border-success-text bg-surface text-success-text hover:bg-green-500/10',
  secondary: 'bg-surface-muted text-fg hover:bg-line',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  purple: 'bg-purple-700 text-white hover:bg-purple-800',
  dark: 'border border-gray-700 bg-gray-900 text-white hover:bg-gray-800',
  info: 'bg-sky-700 text-white hover:bg-sky-800',
  success: 'bg-green-700 text-white hover:bg-green-800',
  ghost: 'bg-transparent text-fg hover:bg-surface-muted',
  ghostPrimary: 'bg-transparent text-primary-text hover:bg-primary/10',
  ghostDanger: 'bg-transparent text-danger-text hover:bg-red-500/10',
} as const;

/**
 * Touch targets are 44 px (min-h-11) unless the main pointer is a mouse, where the small and
 * default sizes may shrink; this also covers phones in landscape, which are wider than `sm`.
 */
export const buttonSizeClass = {
  small: 'min-h-11 min-w-11 gap-1.5 px-3 text-sm pointer-fine:min-h-8 pointer-fine:min-w-8',
  default: 'min-h-11 min-w-11 gap-2 px-4 text-sm pointer-fine:min-h-10',
  large: 'min-h-12 min-w-12 gap-2 px-6 text-base',
} as const;

export type ButtonVariant = keyof typeof buttonVariantClass;
export type ButtonSize = keyof typeof buttonSizeClass;
export const buttonVariants = Object.keys(buttonVariantClass) as ButtonVariant[];
export const buttonSizes = Object.keys(buttonSizeClass) as ButtonSize[];

const baseClass =
  'inline-flex select-none items-center justify-center rounded-md font-medium transition-colors ' +
  'aria-disabled:cursor-not-allowed aria-disabled:opacity-60 disabled:cursor-not-allowed disabled:opacity-60';

export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'default'): string {
  return cx(baseClass, buttonVariantClass[variant], buttonSizeClass[size]);
}

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button (SPEC.md §9). */
  loading?: boolean;
  /** What a screen reader says while loading, e.g. t('common.loading'). */
  loadingLabel?: string;
  disabled?: boolean;
  className?: string;
  children?: ReactNode;
}

type AsButton = CommonProps & Omit<ComponentProps<'button'>, keyof CommonProps> & { href?: undefined };
type AsLink = CommonProps & Omit<ComponentProps<'a'>, keyof CommonProps> & { href: string };
export type ButtonProps = AsButton | AsLink;

export function Button(props: ButtonProps) {
  const {
    variant,
    size = 'default',
    loading = false,
    loadingLabel,
    disabled = false,
    className,
    children,
  } = props;
  const inactive = disabled || loading;
  const classes = cx(buttonClassName(variant, size), className);
  const content = (
    <>
      {loading && <Spinner label={loadingLabel} size={size === 'large' ? 'default' : 'small'} />}
      {children}
    </>
  );

  if (isLink(props)) {
    const {
      variant: _v,
      size: _s,
      loading: _l,
      loadingLabel: _ll,
      disabled: _d,
      className: _c,
      ...anchor
    } = props;
    // A disabled link keeps its place in the page but cannot be followed: no href, aria-disabled.
    const block = (event: MouseEvent<HTMLAnchorElement>) => event.preventDefault();
    return (
      <a
        {...anchor}
        href={inactive ? undefined : anchor.href}
        role={inactive ? 'link' : undefined}
        aria-disabled={inactive || undefined}
        aria-busy={loading || undefined}
        onClick={inactive ? block : anchor.onClick}
        className={classes}
      >
        {content}
      </a>
    );
  }

  const {
    variant: _v,
    size: _s,
    loading: _l,
    loadingLabel: _ll,
    disabled: _d,
    className: _c,
    ...button
  } = props;
  return (
    <button
      type="button"
      {...button}
      disabled={inactive}
      aria-busy={loading || undefined}
      className={classes}
    >
      {content}
    </button>
  );
}

function isLink(props: ButtonProps): props is AsLink {
  return typeof props.href === 'string';
}
