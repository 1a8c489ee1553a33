import type { PledgeSection } from '../schema/sections/pledge';
import { fitWords } from './ui/fitWords';
import { Section, SectionHeading } from './ui/Section';
import { TextWithAddresses } from './ui/TextWithAddresses';

export function PledgeBlock({ id, eyebrow, heading, greeting, paragraphs, signatureName, signatureTitle }: PledgeSection) {
  return (
    <Section id={id}>
      <article className="@container relative mx-auto max-w-3xl rounded-3xl bg-amber-50/50 px-6 py-12 shadow-xl ring-1 ring-amber-900/10 sm:px-14 sm:py-16">
        <div aria-hidden="true" className="absolute inset-x-0 top-0 h-2 rounded-t-3xl bg-gradient-to-r from-navy-900 via-cta to-navy-900" />
        {eyebrow && <p className="mb-3 text-sm font-bold tracking-widest text-cta-strong uppercase">{eyebrow}</p>}
        <SectionHeading className="text-navy-900">{heading}</SectionHeading>
        <div className="mt-8 space-y-5 text-lg leading-relaxed text-slate-800">
          {greeting && <p className="font-semibold">{greeting}</p>}
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <TextWithAddresses text={paragraph} />
            </p>
          ))}
        </div>
        {/* Signed in the site's own typeface: a short orange stroke, the name, the role. */}
        <footer className="mt-10 border-t border-amber-900/15 pt-6">
          <span aria-hidden="true" className="mb-4 block h-1 w-10 rounded-full bg-cta" />
          <p className="fit-2xl font-bold tracking-tight text-navy-900" style={fitWords(signatureName)}>
            {signatureName}
          </p>
          <p className="mt-1 text-sm font-semibold tracking-wide text-slate-600 uppercase">{signatureTitle}</p>
        </footer>
      </article>
    </Section>
  );
}
