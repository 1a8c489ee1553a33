import { PhoneLink } from '../ui/PhoneLink';
import { SiteLink } from '../ui/SiteLink';
import { useSite } from '../../platform/SiteContext';
import { Logo } from './Logo';
import { Icon } from '../ui/Icon';
import { TextWithAddresses } from '../ui/TextWithAddresses';

export function SiteFooter() {
  const { company, footer, services, roofTypes } = useSite();
  const year = String(new Date().getFullYear());
  const columns = [
    { heading: footer.servicesHeading, links: services },
    { heading: footer.roofTypesHeading, links: roofTypes },
  ];
  return (
    <footer className="bg-navy-950 text-navy-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-16 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.5fr_1fr_1fr_1.2fr] lg:px-8">
        <div>
          <Logo />
          <p className="mt-5 max-w-sm text-sm leading-relaxed">
            <TextWithAddresses text={footer.blurb} />
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-bold tracking-widest text-white uppercase">{column.heading}</h2>
            <ul className="mt-4 space-y-2.5 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <SiteLink href={link.href} className="hover:text-orange-300 hover:underline">
                    {link.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="text-sm font-bold tracking-widest text-white uppercase">{footer.contactHeading}</h2>
          <PhoneLink className="mt-4 flex items-center gap-2 text-xl font-bold text-white hover:text-orange-300">
            <Icon name="phone" className="size-5 text-orange-400" />
            {company.phoneDisplay}
          </PhoneLink>
          <a href={`mailto:${company.email}`} className="mt-3 flex items-start gap-2 text-sm hover:text-orange-300">
            <Icon name="mail" className="mt-0.5 size-4 shrink-0 text-orange-400" />
            <span>
              <TextWithAddresses text={company.email} />
            </span>
          </a>
          <p className="mt-4 font-semibold text-orange-300">{company.tagline}</p>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-5 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          {/* The year is written at build time and refreshed in the browser; they may differ on New Year's Eve. */}
          <p suppressHydrationWarning>{footer.copyright.replaceAll('{year}', year)}</p>
          <SiteLink href={footer.privacyHref} className="hover:text-orange-300 hover:underline">
            {footer.privacyLabel}
          </SiteLink>
        </div>
      </div>
    </footer>
  );
}
