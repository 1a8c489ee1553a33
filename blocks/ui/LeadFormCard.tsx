/**
 * The estimate form card: heading, reassurances and the lead provider's form in an iframe.
 * The iframe's height is reserved from the page data, so nothing moves while it loads. If the
 * provider's script cannot load (an ad blocker, a network error), the card offers the phone
 * number instead, so the lead is not lost.
 */
import { useEffect, useRef, useState } from 'react';
import type { LeadForm } from '../../schema/fields';
import { useSectionPlacement } from '../../platform/SectionContext';
import { useSite } from '../../platform/SiteContext';
import { cameForEstimateForm, estimateFormId, highlightLeadForm, leadFormSelector } from '../../platform/integrations/freeEstimate';
import { island } from '../../platform/island';
import { loadScriptOnce } from '../../platform/integrations/loadScriptOnce';
import { buttonClasses } from './Button';
import { PhoneLink } from './PhoneLink';
import { Icon } from './Icon';
import { TextWithAddresses } from './TextWithAddresses';

/**
 * The form may run scripts, submit, open the provider's links and send the visitor on to the
 * thank-you page after a submit, and nothing more. A provider on another site also keeps its
 * own cookies (allow-same-origin); a form served from this site does not get that token,
 * because with it a same-site page could lift its own sandbox.
 */
function sandboxFor(formUrl: string): string {
  const tokens = ['allow-scripts', 'allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox', 'allow-top-navigation-by-user-activation'];
  return (formUrl.startsWith('https://') ? [...tokens, 'allow-same-origin'] : tokens).join(' ');
}

export function LeadFormCard({ form }: { form: LeadForm }) {
  const { index, estimateFormIndex } = useSectionPlacement();
  const isEstimateTarget = index === estimateFormIndex;
  return (
    <div
      id={isEstimateTarget ? estimateFormId : undefined}
      data-lead-form=""
      className="scroll-mt-28 rounded-2xl bg-white p-5 text-slate-800 shadow-2xl ring-1 ring-slate-900/10 sm:p-7"
    >
      <p className="text-xl font-extrabold text-balance text-navy-900 sm:text-2xl">{form.title}</p>
      {form.subtitle && <p className="mt-2 text-sm font-medium text-slate-600">{form.subtitle}</p>}
      {form.reassurances && (
        <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm font-semibold text-emerald-800">
          {form.reassurances.map((item) => (
            <li key={item} className="flex items-center gap-1.5">
              <Icon name="check" className="size-4" strokeWidth={3} />
              {item}
            </li>
          ))}
        </ul>
      )}
      <LeadFormFrame height={form.height} embedId={form.embedId} eager={index === 0} isEstimateTarget={isEstimateTarget} />
    </div>
  );
}

/**
 * The provider's form, or the phone number if its script cannot load. An island, with only
 * what it needs as props: the card's text stays plain HTML.
 */
export const LeadFormFrame = island(
  'lead-form',
  function LeadFormFrame({ height, embedId, eager, isEstimateTarget }: { height: number; embedId?: string; eager: boolean; isEstimateTarget: boolean }) {
    const site = useSite();
    const { formUrl, embedScriptUrl, iframeTitle, fallbackText } = site.integrations.leadForm;
    const frame = useRef<HTMLDivElement>(null);
    const [blocked, setBlocked] = useState(false);

    useEffect(() => {
      let active = true;
      loadScriptOnce(embedScriptUrl).ready.catch(() => active && setBlocked(true));
      const card = frame.current?.closest<HTMLElement>(leadFormSelector);
      // Sent here by Free Estimate on another page: the browser has jumped to the form; centre and highlight it.
      if (isEstimateTarget && card && cameForEstimateForm()) requestAnimationFrame(() => highlightLeadForm(card));
      return () => {
        active = false;
      };
    }, [embedScriptUrl, isEstimateTarget]);

    return (
      <div ref={frame} className="relative mt-5 overflow-hidden rounded-xl bg-slate-50" style={{ height }}>
        {blocked ? (
          <div role="status" className="flex h-full flex-col items-center justify-center gap-5 p-6 text-center">
            <p className="max-w-sm text-base text-slate-700">
              <TextWithAddresses text={fallbackText} />
            </p>
            <PhoneLink className={buttonClasses({ variant: 'cta', size: 'lg' })}>
              <Icon name="phone" className="size-5" />
              {site.company.phoneDisplay}
            </PhoneLink>
          </div>
        ) : (
          <iframe
            src={formUrl}
            id={embedId}
            title={iframeTitle}
            loading={eager ? 'eager' : 'lazy'}
            data-layout="{'id':'INLINE'}"
            data-form-id={embedId}
            className="block h-full w-full border-0"
            style={{ height }}
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox={sandboxFor(formUrl)}
          />
        )}
      </div>
    );
  },
);
