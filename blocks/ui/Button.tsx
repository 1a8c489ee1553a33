/**
 * The button primitive. Variants and sizes are declared once, as data; every button and
 * button-styled link on the site takes its look from here.
 */
import type { ButtonSize, ButtonVariant } from '../../schema/buttonVariants';
import { cx } from './cx';

export const buttonVariantClasses: Record<ButtonVariant, string> = {
  default: 'bg-navy-900 text-white hover:bg-navy-800 shadow-sm',
  destructive: 'bg-red-700 text-white hover:bg-red-800 shadow-sm',
  outline: 'border-2 border-navy-900 text-navy-900 bg-transparent hover:bg-navy-900 hover:text-white',
  secondary: 'bg-navy-100 text-navy-900 hover:bg-navy-200',
  ghost: 'text-navy-900 hover:bg-navy-50',
  link: 'text-cta-strong underline-offset-4 hover:underline px-0',
  cta: 'bg-cta text-cta-ink hover:bg-cta-hover shadow-lg shadow-orange-900/20 font-bold',
  'cta-outline': 'border-2 border-cta text-white bg-transparent hover:bg-cta hover:text-cta-ink',
  trust: 'bg-white/10 text-white ring-1 ring-inset ring-white/40 hover:bg-white/20 backdrop-blur-sm',
};

/** Heights are minimums: a label too long for a narrow screen wraps instead of overflowing it. */
export const buttonSizeClasses: Record<ButtonSize, string> = {
  default: 'min-h-11 px-5 py-2 text-base',
  sm: 'min-h-9 px-3.5 py-1.5 text-sm',
  lg: 'min-h-13 px-7 py-2.5 text-lg',
  icon: 'size-11 p-0',
};

export function buttonClasses({ variant = 'default', size = 'default', className }: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cx(
    'inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold text-balance transition-colors duration-150 cursor-pointer',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-cta disabled:pointer-events-none disabled:opacity-50',
    buttonVariantClasses[variant],
    buttonSizeClasses[size],
    className,
  );
}

type ButtonProps = React.ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
