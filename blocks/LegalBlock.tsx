import type { LegalSection } from '../schema/sections/legal';
import { SectionHeading, useHeadingId } from './ui/Section';
import { TextWithAddresses } from './ui/TextWithAddresses';

/** A long document set for reading: a dark title band, then a narrow column of text. */
export function LegalBlock({ id, heading, updated, intro, parts }: LegalSection) {
  return (
    <article id={id} aria-labelledby={useHeadingId()} data-under-header="dark">
      <header className="@container bg-navy-950 px-5 pt-32 pb-14 text-center text-white sm:pt-40">
        <SectionHeading className="text-white sm:fit-5xl">{heading}</SectionHeading>
        {updated && <p className="mt-4 text-navy-200">{updated}</p>}
      </header>
      <div className="mx-auto max-w-3xl px-5 py-14 text-lg leading-relaxed text-slate-700 sm:px-6 sm:py-20">
        {intro?.map((paragraph) => (
          <p key={paragraph} className="mb-5">
            <TextWithAddresses text={paragraph} />
          </p>
        ))}
        <ol className="mt-10 space-y-12">
          {parts.map((part, index) => (
            <li key={part.heading}>
              <h2 className="mb-4 text-2xl font-bold text-navy-900">
                <span className="mr-2 text-cta-strong">{index + 1}.</span> {part.heading}
              </h2>
              <div className="space-y-4">
                {part.paragraphs.map((paragraph) => (
                  <p key={paragraph}>
                    <TextWithAddresses text={paragraph} />
                  </p>
                ))}
              </div>
              {part.bullets && (
                <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-cta-strong">
                  {part.bullets.map((bullet) => (
                    <li key={bullet}>
                      <TextWithAddresses text={bullet} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </div>
    </article>
  );
}
