import { Link, type LinkProps } from 'react-router';
import { type ButtonStyle, buttonClassName } from './button-styles';

type LinkButtonProps = LinkProps & ButtonStyle;

export function LinkButton({ variant, size, fullWidth, className, ...props }: LinkButtonProps) {
  return <Link {...props} className={buttonClassName({ variant, size, fullWidth }, className)} />;
}
