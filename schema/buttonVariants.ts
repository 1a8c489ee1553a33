/**
 * The button styles, declared once as data. The schema lets page files pick one by name, and
 * `blocks/ui/Button.tsx` maps every name to its classes (the compiler checks none is missing).
 */
export const buttonVariants = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link', 'cta', 'cta-outline', 'trust'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['default', 'sm', 'lg', 'icon'] as const;
export type ButtonSize = (typeof buttonSizes)[number];
