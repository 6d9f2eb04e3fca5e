import { clsx } from 'clsx';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

export interface ButtonProps extends AriaButtonProps {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const VARIANTS = {
  primary: 'bg-primary text-on-primary shadow-sm hover:brightness-110',
  secondary: 'border border-divider bg-bg text-fg hover:bg-hover',
  ghost: 'text-fg hover:bg-hover',
  danger: 'bg-danger text-white hover:brightness-110',
} as const;

const SIZES = {
  sm: 'h-8 px-3 text-xs',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
} as const;

export function Button({ variant = 'primary', size = 'md', className, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={clsx(
        'inline-flex items-center justify-center gap-2 rounded-button font-semibold outline-none transition select-none',
        'focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:ring-offset-2 focus-visible:ring-offset-bg',
        'disabled:cursor-not-allowed disabled:opacity-60',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
    />
  );
}
