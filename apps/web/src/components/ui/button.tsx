import { LoaderCircle, type LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { type ButtonStyle, buttonClassName } from './button-styles';

type ButtonProps = ComponentProps<'button'> &
  ButtonStyle & {
    loading?: boolean;
    /** Drawn before the label; the spinner takes its place while loading. */
    icon?: LucideIcon;
  };

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  icon: Icon,
  disabled,
  className,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClassName({ variant, size, fullWidth }, className)}
    >
      {loading ? (
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
      ) : (
        Icon && <Icon className="size-4" aria-hidden="true" />
      )}
      {children}
    </button>
  );
}
