import type { CallBoxSection } from '../schema/sections/callBox';
import { useSite } from '../platform/SiteContext';
import { buttonClasses } from './ui/Button';
import { cx } from './ui/cx';
import { PhoneLink } from './ui/PhoneLink';
import { Section, SectionHeading, SubHeading } from './ui/Section';
import { Icon } from './ui/Icon';
import { hoursRows } from './ui/openingHours';
import { TextWithAddresses } from './ui/TextWithAddresses';

export function CallBoxBlock({ id, tone = 'standard', heading, text, callLabel, hoursHeading, hours: hoursName, closedLabel }: CallBoxSection) {
  const { company } = useSite();
  const emergency = tone === 'emergency';
  // The hours live once in site.config.json; the call box names the set to show.
  const hours = hoursName ? company.openingHours[hoursName] : undefined;
  return (
    <Section id={id} className="!py-12 sm:!py-16">
      <div
        className={cx(
          'mx-auto grid max-w-5xl gap-8 rounded-3xl p-7 shadow-xl sm:p-10',
          hours ? 'md:grid-cols-[1.3fr_1fr] md:items-center' : 'text-center',
          emergency ? 'border-l-8 border-red-600 bg-red-50 text-slate-900 ring-1 ring-red-200' : 'bg-navy-900 text-white',
        )}
      >
        <div className="@container">
          {emergency && <Icon name="siren" className={cx('mb-4 size-10 text-red-700', !hours && 'mx-auto')} />}
          <SectionHeading className={emergency ? 'text-red-900' : 'text-white'}>{heading}</SectionHeading>
          {text && (
            <p className={cx('mt-4 text-lg', emergency ? 'text-slate-700' : 'text-navy-100')}>
              <TextWithAddresses text={text} />
            </p>
          )}
          <PhoneLink className={buttonClasses({ variant: emergency ? 'destructive' : 'cta', size: 'lg', className: 'mt-7' })}>
            <Icon name="phone" className="size-5" />
            {callLabel}
          </PhoneLink>
        </div>
        {hours && (
          <div className={cx('rounded-2xl p-6', emergency ? 'bg-white ring-1 ring-red-100' : 'bg-white/5 ring-1 ring-white/10')}>
            {hoursHeading && (
              <SubHeading className={cx('flex items-center gap-2 text-lg font-bold', emergency ? 'text-navy-900' : 'text-white')}>
                <Icon name="clock" className="size-5 text-orange-400" />
                {hoursHeading}
              </SubHeading>
            )}
            <dl className="mt-4 space-y-2">
              {hoursRows(hours, closedLabel).map((row) => (
                <div
                  key={row.days}
                  className={cx(
                    'flex flex-wrap justify-between gap-x-4 gap-y-1 border-b pb-2 last:border-0',
                    emergency ? 'border-slate-100' : 'border-white/10',
                  )}
                >
                  {/* The days stay on one line; the hours go under them when both do not fit. */}
                  <dt className="font-medium whitespace-nowrap">{row.days}</dt>
                  <dd className={emergency ? 'text-slate-700' : 'text-navy-100'}>{row.time}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
      </div>
    </Section>
  );
}
