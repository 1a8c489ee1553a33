/**
 * The button primitive. Variants and sizes are declared once, as data; every button and
 * button-styled link on the site takes its look from here. Each variant has a look for a light
 * background and one for a dark one (a hero, a call to action, a dark band), so whichever style
 * an editor picks, its text keeps its contrast wherever the section is.
 */
import type { ButtonSize, ButtonVariant } from '../../schema/buttonVariants';
import { cx } from './cx';

/** The background a button sits on. */
export type Surface = 'light' | 'dark';

export const buttonVariantClasses: Record<ButtonVariant, Record<Surface, string>> = {
  default: { light: 'bg-navy-900 text-white hover:bg-navy-800 shadow-sm', dark: 'bg-white text-navy-900 hover:bg-navy-50 shadow-sm' },
  destructive: { light: 'bg-red-700 text-white hover:bg-red-800 shadow-sm', dark: 'bg-red-700 text-white hover:bg-red-800 shadow-sm' },
  outline: {
    light: 'border-2 border-navy-900 text-navy-900 bg-transparent hover:bg-navy-900 hover:text-white',
    dark: 'border-2 border-white text-white bg-transparent hover:bg-white hover:text-navy-900',
  },
  secondary: { light: 'bg-navy-100 text-navy-900 hover:bg-navy-200', dark: 'bg-white/15 text-white hover:bg-white/25' },
  ghost: { light: 'text-navy-900 hover:bg-navy-50', dark: 'text-white hover:bg-white/10' },
  link: { light: 'text-cta-strong underline-offset-4 hover:underline px-0', dark: 'text-orange-300 underline-offset-4 hover:underline px-0' },
  cta: {
    light: 'bg-cta text-cta-ink hover:bg-cta-hover shadow-lg shadow-orange-900/20 font-bold',
    dark: 'bg-cta text-cta-ink hover:bg-cta-hover shadow-lg shadow-orange-900/20 font-bold',
  },
  'cta-outline': {
    light: 'border-2 border-cta text-navy-900 bg-transparent hover:bg-cta hover:text-cta-ink',
    dark: 'border-2 border-cta text-white bg-transparent hover:bg-cta hover:text-cta-ink',
  },
  trust: {
    light: 'bg-navy-900/5 text-navy-900 ring-1 ring-inset ring-navy-900/30 hover:bg-navy-900/10',
    dark: 'bg-white/10 text-white ring-1 ring-inset ring-white/40 hover:bg-white/20 backdrop-blur-sm',
  },
};

/** Heights are minimums: a label too long for a narrow screen wraps instead of overflowing it. */
export const buttonSizeClasses: Record<ButtonSize, string> = {
  default: 'min-h-11 px-5 py-2 text-base',
  sm: 'min-h-9 px-3.5 py-1.5 text-sm',
  lg: 'min-h-13 px-5 py-2.5 text-base sm:px-7 sm:text-lg',
  icon: 'size-11 p-0',
};

export function buttonClasses({
  variant = 'default',
  size = 'default',
  surface = 'dark',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  surface?: Surface;
  className?: string;
} = {}) {
  return cx(
    'inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold text-balance transition-colors duration-150 cursor-pointer',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-cta disabled:pointer-events-none disabled:opacity-50',
    buttonVariantClasses[variant][surface],
    buttonSizeClasses[size],
    className,
  );
}

type ButtonProps = React.ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize; surface?: Surface };

export function Button({ variant, size, surface, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, surface, className })} {...props} />;
}
