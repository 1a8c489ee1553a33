import type { MessageSection } from '../schema/sections/message';
import { Icon } from './ui/Icon';
import { RoofLineArt } from './ui/RoofLineArt';
import { SectionHeading, useHeadingId } from './ui/Section';
import { ButtonGroup } from './ui/ButtonGroup';
import { fitWords } from './ui/fitWords';
import { TextWithAddresses } from './ui/TextWithAddresses';

/** A short centred message on a dark band: the thank-you and page-not-found screens. */
export function MessageBlock({ id, code, icon, heading, text, buttons }: MessageSection) {
  return (
    <section
      id={id}
      aria-labelledby={useHeadingId()}
      data-under-header="dark"
      className="relative isolate overflow-hidden bg-navy-950 px-5 pt-36 pb-40 text-center text-white sm:pt-44 sm:pb-44"
    >
      {/* The text and buttons end above the skyline: no line runs behind them. */}
      <RoofLineArt className="absolute inset-x-0 bottom-0 -z-10 h-32 w-full" />
      <div className="@container mx-auto max-w-2xl">
        {icon && (
          <span className="mx-auto mb-6 flex size-20 items-center justify-center rounded-full bg-emerald-500/15 text-emerald-300 ring-1 ring-emerald-400/40">
            <Icon name={icon} className="size-10" />
          </span>
        )}
        {code && (
          <p className="fit-8xl font-black tracking-tight text-orange-400 sm:fit-9xl" style={fitWords(code)}>
            {code}
          </p>
        )}
        <SectionHeading className="mt-4 text-white sm:fit-5xl">{heading}</SectionHeading>
        {text && (
          <p className="mt-5 text-lg text-navy-100">
            <TextWithAddresses text={text} />
          </p>
        )}
        <ButtonGroup buttons={buttons} surface="dark" layout="stacked-center" />
      </div>
    </section>
  );
}
