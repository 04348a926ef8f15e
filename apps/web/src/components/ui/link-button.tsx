import type { LucideIcon } from 'lucide-react';
import { Link, type LinkProps } from 'react-router';
import { type ButtonStyle, buttonClassName } from './button-styles';

type LinkButtonProps = LinkProps & ButtonStyle & { icon?: LucideIcon };

export function LinkButton({ variant, size, fullWidth, icon: Icon, className, children, ...props }: LinkButtonProps) {
  return (
    <Link {...props} className={buttonClassName({ variant, size, fullWidth }, className)}>
      {Icon && <Icon className="size-4" aria-hidden="true" />}
      {children}
    </Link>
  );
}
