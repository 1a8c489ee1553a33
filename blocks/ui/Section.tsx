/**
 * The frame of a section: background tone, vertical rhythm, page width, and the heading with
 * its eyebrow and intro. The first section of a page gets the page's one <h1>.
 */
import type { ReactNode } from 'react';
import { useSectionPlacement } from '../../platform/SectionContext';
import { cx } from './cx';
import { fitWords } from './fitWords';
import { TextWithAddresses } from './TextWithAddresses';

export type Tone = 'plain' | 'muted' | 'dark' | 'note';

const toneClasses: Record<Tone, string> = {
  plain: 'bg-white',
  muted: 'bg-slate-50',
  dark: 'bg-navy-900 text-white',
  note: 'bg-white',
};

/** The id of the section's heading, unique on the page, so the section is named by it. */
export function useHeadingId(): string {
  return `section-${useSectionPlacement().index}-heading`;
}

/** `named`: false for a section without a heading, which then has nothing to be named by. */
export function Section({
  id,
  tone = 'plain',
  className,
  named = true,
  children,
}: {
  id?: string;
  tone?: Tone;
  className?: string;
  named?: boolean;
  children: ReactNode;
}) {
  const headingId = useHeadingId();
  return (
    <section id={id} aria-labelledby={named ? headingId : undefined} className={cx(toneClasses[tone], 'py-16 sm:py-20 lg:py-24', className)}>
      <div className="@container mx-auto max-w-7xl px-5 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}

/**
 * The words of a heading, for the `fit-*` sizes (blocks/ui/fitWords.ts): its text, or `text` when
 * it is more than text (a highlight, words for screen readers only).
 */
interface HeadingProps {
  className?: string;
  children: ReactNode;
  text?: string;
}

const wordsOf = ({ text, children }: HeadingProps) => fitWords(text ?? (typeof children === 'string' ? children : undefined));

/**
 * h1 for the first section of the page, h2 for the others. Its sizes are `fit-*` ones: a long
 * word makes it only as much smaller as the word needs to fit the nearest `@container`.
 */
export function SectionHeading(props: HeadingProps) {
  const { index } = useSectionPlacement();
  const Tag = index === 0 ? 'h1' : 'h2';
  return (
    <Tag id={useHeadingId()} className={cx('fit-3xl font-extrabold tracking-tight text-balance sm:fit-4xl', props.className)} style={wordsOf(props)}>
      {props.children}
    </Tag>
  );
}

/**
 * A heading inside a section (a card's title, a step, a column): one level below the section's
 * own, so the outline never skips a level, whichever place the section has on its page.
 */
export function SubHeading(props: HeadingProps) {
  const Tag = useSectionPlacement().index === 0 ? 'h2' : 'h3';
  return (
    <Tag className={props.className} style={wordsOf(props)}>
      {props.children}
    </Tag>
  );
}

export function SectionHeader({
  eyebrow,
  heading,
  intro,
  dark = false,
  align = 'center',
}: {
  eyebrow?: string;
  heading: string;
  intro?: string;
  dark?: boolean;
  align?: 'center' | 'left';
}) {
  return (
    <header className={cx('@container mb-12 max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && <p className={cx('mb-3 text-sm font-bold tracking-widest uppercase', dark ? 'text-orange-300' : 'text-cta-strong')}>{eyebrow}</p>}
      <SectionHeading className={dark ? 'text-white' : 'text-navy-900'}>{heading}</SectionHeading>
      {intro && (
        <p className={cx('mt-4 text-lg text-pretty', dark ? 'text-navy-100' : 'text-slate-600')}>
          <TextWithAddresses text={intro} />
        </p>
      )}
    </header>
  );
}
