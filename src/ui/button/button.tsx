import { cva, type VariantProps } from 'class-variance-authority';
import { Loader2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export const buttonVariants = cva(
  'inline-flex min-h-touch items-center justify-center gap-2 rounded font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-accent text-accent-fg hover:bg-accent-strong hover:text-white',
        secondary: 'border border-border-strong bg-raised text-text hover:border-accent',
        ghost: 'text-text hover:bg-raised',
        danger: 'bg-danger-strong text-white hover:bg-danger hover:text-danger-fg',
        link: 'min-h-0 p-0 text-info underline-offset-4 hover:underline',
      },
      size: {
        sm: 'px-3 text-sm',
        md: 'px-4 text-sm',
        lg: 'px-6 text-base',
        icon: 'size-touch p-0',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'px-0' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Shows a spinner, disables the button and marks it busy. */
    loading?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  loading = false,
  disabled,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      data-slot="button"
      data-variant={variant ?? 'primary'}
      type={type}
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Loader2 aria-hidden className="animate-spin" />}
      {children}
    </button>
  );
}
