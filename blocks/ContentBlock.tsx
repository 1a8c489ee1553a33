import type { ContentSection } from '../schema/sections/content';
import { CheckList } from './ui/CheckList';
import { cx } from './ui/cx';
import { Picture } from './ui/Picture';
import { Section, SectionHeading } from './ui/Section';
import { ButtonGroup } from './ui/ButtonGroup';
import { TextWithAddresses } from './ui/TextWithAddresses';

export function ContentBlock({ id, eyebrow, heading, paragraphs, bullets, aside, tone = 'plain', buttons, image }: ContentSection) {
  const isNote = tone === 'note';
  const hasSide = Boolean(aside || image);
  return (
    <Section id={id} tone={tone === 'muted' ? 'muted' : 'plain'}>
      <div
        className={cx(
          isNote && 'rounded-2xl border-l-8 border-cta bg-orange-50/60 p-6 ring-1 ring-orange-200 sm:p-10',
          hasSide && 'grid gap-12 lg:grid-cols-[1.4fr_1fr] lg:items-start',
        )}
      >
        <div className={cx('@container', !hasSide && !isNote && 'mx-auto max-w-3xl')}>
          {eyebrow && <p className="mb-3 text-sm font-bold tracking-widest text-cta-strong uppercase">{eyebrow}</p>}
          <SectionHeading className="text-navy-900">{heading}</SectionHeading>
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-slate-700">
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>
                <TextWithAddresses text={paragraph} />
              </p>
            ))}
          </div>
          {bullets && <CheckList items={bullets} className="mt-6 text-lg text-slate-700" />}
          <ButtonGroup buttons={buttons} surface="light" layout="left" size="default" />
        </div>
        {hasSide && (
          <div className="space-y-6">
            {image && <Picture image={image} slot="content" className="h-auto w-full rounded-2xl object-cover shadow-lg" />}
            {aside && (
              <aside className="rounded-2xl bg-navy-900 p-7 text-white shadow-xl">
                <p className="text-lg font-bold">{aside.heading}</p>
                <CheckList items={aside.items} dark className="mt-5 text-navy-50" />
              </aside>
            )}
          </div>
        )}
      </div>
    </Section>
  );
}
