/**
 * JSON-LD structured data for search engines, built from the same settings and pages the
 * visitor sees: the company (as the schema.org type named in site.config.json) on every page, a
 * Service on each service page, and a BreadcrumbList on the service and roof type pages. The
 * prerender writes it into each page (engine/build/prerender.ts); the page editor's checks frame
 * writes the same into the page it checks, which the page checks (engine/checks/jsonLd.ts) read.
 */
import type { ResolvedPage } from '../../schema/page';
import { homePath, notFoundPath } from '../../schema/paths';
import type { SiteSettings } from '../../schema/site';

type JsonLd = Record<string, unknown>;

/** The cities served, for search engines: from the service area sections the visitor reads, on every page. */
export function servedCities(pages: readonly ResolvedPage[]): string[] {
  return [...new Set(pages.flatMap((page) => page.sections.flatMap((s) => (s.type === 'service-area' ? s.cities : []))))];
}

export function structuredData(page: ResolvedPage, site: SiteSettings, cities: string[]): JsonLd[] {
  if (page.path === notFoundPath) return [];
  const url = (path: string) => new URL(path, site.company.siteUrl).href;
  const businessId = `${url(homePath)}#business`;
  const areaServed = [
    { '@type': 'State', name: site.company.region },
    ...cities.map((city) => ({ '@type': 'City', name: city, containedInPlace: { '@type': 'State', name: site.company.region } })),
  ];
  const business: JsonLd = {
    '@context': 'https://schema.org',
    '@type': site.company.businessType,
    '@id': businessId,
    name: site.company.name,
    url: url(homePath),
    telephone: site.company.phoneDial,
    email: site.company.email,
    slogan: site.company.tagline,
    areaServed,
    address: { '@type': 'PostalAddress', addressRegion: site.company.address.region, addressCountry: site.company.address.country },
    // The first set of opening hours is the business's own (schema/site.ts says so to editors).
    openingHoursSpecification: (Object.values(site.company.openingHours)[0] ?? []).map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days,
      opens: hours.opens,
      closes: hours.closes,
    })),
  };
  const data: JsonLd[] = [business];

  const service = site.services.find((entry) => entry.href === page.path);
  if (service) {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: service.label,
      serviceType: service.label,
      description: page.description,
      url: url(page.path),
      provider: { '@id': businessId },
      areaServed,
    });
  }

  const listed = [...site.services, ...site.roofTypes].find((entry) => entry.href === page.path);
  if (listed) {
    const home = site.navigation.menu.find((item) => 'href' in item && item.href === homePath);
    data.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: home?.label ?? site.company.name, item: url(homePath) },
        { '@type': 'ListItem', position: 2, name: listed.label, item: url(page.path) },
      ],
    });
  }
  return data;
}
