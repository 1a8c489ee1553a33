/**
 * The page's structured data (its JSON-LD, engine/runtime/structuredData.ts writes it), held to
 * what its schema.org types need, so that search engines can read it. What each type needs, from
 * Google Search Central's structured-data documentation (read in 2025):
 *
 * - LocalBusiness and its kinds (RoofingContractor, GeneralContractor, …),
 *   https://developers.google.com/search/docs/appearance/structured-data/local-business:
 *   required `name` (text) and `address` (a PostalAddress). Recommended, and held to their form
 *   when present: `telephone` (with its country code), `url`, `openingHoursSpecification` (each
 *   with `dayOfWeek`, `opens` and `closes` as hh:mm or hh:mm:ss). schema.org's `email` is held to
 *   an address's form. A PostalAddress gives at least one of its parts, and `addressCountry` as a
 *   two-letter ISO 3166-1 code.
 * - BreadcrumbList, https://developers.google.com/search/docs/appearance/structured-data/breadcrumb:
 *   required `itemListElement`, a list of ListItem, each with `position` (an integer, 1 and up, in
 *   order), `name` (text) and `item` (the address of the page; the last item may leave it out).
 * - Service: Google shows no result of its own for it and schema.org requires nothing; the
 *   site's own rule is that it says its `name`, its `url` is a full address, and its `provider`
 *   is the business described on the page (by its `@id`) or names one.
 *
 * Every block must be JSON, with `@context` schema.org and a known `@type`.
 */
import { isPlainObject } from '../../schema/schemaReader.ts';
import { closestMatch } from '../content/browser-safe/didYouMean.ts';
import { equalTo, type FieldRef, type PageFields } from './fields.ts';
import type { PageProblem } from './pageChecks.ts';

/** LocalBusiness and the kinds of it schema.org names (its direct subtypes and those of HomeAndConstructionBusiness, a contractor's). */
export const localBusinessTypes: readonly string[] = [
  'LocalBusiness',
  'AnimalShelter',
  'ArchiveOrganization',
  'AutomotiveBusiness',
  'ChildCare',
  'Dentist',
  'DryCleaningOrLaundry',
  'EmergencyService',
  'EmploymentAgency',
  'EntertainmentBusiness',
  'FinancialService',
  'FoodEstablishment',
  'GovernmentOffice',
  'HealthAndBeautyBusiness',
  'HomeAndConstructionBusiness',
  'Electrician',
  'GeneralContractor',
  'HVACBusiness',
  'HousePainter',
  'Locksmith',
  'MovingCompany',
  'Plumber',
  'RoofingContractor',
  'InternetCafe',
  'LegalService',
  'Library',
  'LodgingBusiness',
  'MedicalBusiness',
  'ProfessionalService',
  'RadioStation',
  'RealEstateAgent',
  'RecyclingCenter',
  'SelfStorage',
  'ShoppingCenter',
  'SportsActivityLocation',
  'Store',
  'TelevisionStation',
  'TouristInformationCenter',
  'TravelAgency',
];

const otherTypes = ['Service', 'BreadcrumbList', 'ListItem', 'PostalAddress', 'OpeningHoursSpecification', 'State', 'City', 'Place', 'Organization'];
const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const time = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const telephone = /^\+[1-9]\d{6,14}$/;
const mailbox = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Where the settings keep what the business's structured data says (schema/site.ts). */
const businessFields: Record<string, readonly (string | number)[]> = {
  '@type': ['company', 'businessType'],
  name: ['company', 'name'],
  address: ['company', 'address'],
  telephone: ['company', 'phoneDial'],
  email: ['company', 'email'],
  url: ['company', 'siteUrl'],
  openingHoursSpecification: ['company', 'openingHours'],
};

type Node = Record<string, unknown>;

export function jsonLdProblems(fields: PageFields): PageProblem[] {
  const problems: PageProblem[] = [];
  const settings = (path: readonly (string | number)[]): FieldRef => ({ file: fields.site.settingsFile, path: [...path] });
  const pageRef = (key: string): FieldRef => ({ file: fields.page.file, path: [key] });
  const add = (ref: FieldRef, message: string, severity: PageProblem['severity'] = 'error') =>
    problems.push(fields.problem(ref, 'structured-data', message, severity));

  const nodes: Node[] = [];
  for (const script of fields.document.querySelectorAll('script[type="application/ld+json"]')) {
    let data: unknown;
    try {
      data = JSON.parse(script.textContent ?? '');
    } catch {
      add(settings(['company']), 'The information the page gives search engines about the business cannot be read: it is not written as JSON.');
      continue;
    }
    for (const node of topNodes(data)) {
      if (!/^https?:\/\/schema\.org\/?$/.test(String(node['@context'] ?? ''))) {
        add(settings(['company']), 'The information the page gives search engines does not say it uses schema.org’s words, so they would not read it.');
      }
      nodes.push(node);
    }
  }
  const ids = new Set(nodes.map((node) => node['@id']).filter((id): id is string => typeof id === 'string'));

  for (const node of nodes) {
    const type = String(node['@type'] ?? '');
    if (localBusinessTypes.includes(type) || (node['@id'] !== undefined && String(node['@id']).endsWith('#business'))) {
      checkBusiness(node, type, (key, message, severity) => add(settings(businessFields[key] ?? ['company']), message, severity));
    } else if (type === 'Service') {
      const name = text(node.name);
      const byName = (fallback: FieldRef) => (name ? (fields.settingsField([equalTo(name)]) ?? fallback) : fallback);
      if (!name) add(settings(['services']), 'Search engines need the name of the service the page offers: give the service a name in the list of services.');
      if (!isAddress(node.url)) add(pageRef('path'), `Search engines need the full address of the service’s page; “${String(node.url ?? '')}” is not one.`);
      const provider = node.provider;
      const known = isPlainObject(provider) && ((typeof provider['@id'] === 'string' && ids.has(provider['@id'])) || text(provider.name));
      if (!known) add(byName(settings(['company'])), 'Search engines need to know which business provides the service, and the page does not describe it.');
    } else if (type === 'BreadcrumbList') {
      const items = node.itemListElement;
      if (!Array.isArray(items) || items.length === 0) {
        add(settings(['navigation']), 'Search engines need the steps from the home page to this page, and the page gives none.');
        continue;
      }
      items.forEach((item, index) => {
        const listItem = isPlainObject(item) ? item : {};
        const name = text(listItem.name);
        const where = name ? (fields.settingsField([equalTo(name)]) ?? settings(['navigation'])) : settings(['navigation']);
        if (listItem.position !== index + 1)
          add(where, `Search engines need the steps to this page numbered in order; step ${index + 1} is numbered “${String(listItem.position)}”.`);
        if (!name) add(where, `Search engines need a name for each step to this page; step ${index + 1} has none: give that page a name in the menu.`);
        if (index < items.length - 1 && !isAddress(listItem.item))
          add(where, `Search engines need the address of each step to this page; step ${index + 1} has none.`);
      });
    } else if (!otherTypes.includes(type)) {
      const suggestion = closestMatch(type, [...localBusinessTypes, ...otherTypes]);
      add(
        settings(['company', 'businessType']),
        `Search engines do not know the kind “${type}”${suggestion ? ` (did you mean “${suggestion}”?)` : ''}: use a schema.org kind of business, such as “RoofingContractor”.`,
      );
    }
  }
  return problems;
}

function checkBusiness(node: Node, type: string, add: (key: string, message: string, severity?: PageProblem['severity']) => void): void {
  if (!localBusinessTypes.includes(type)) {
    const suggestion = closestMatch(type, localBusinessTypes);
    add(
      '@type',
      `Search engines do not know the kind of business “${type}”${suggestion ? ` (did you mean “${suggestion}”?)` : ''}: use a schema.org kind of local business, such as “RoofingContractor”.`,
    );
  }
  if (!text(node.name)) add('name', 'Search engines need the business’s name: fill in the company name.');
  const address = node.address;
  if (!isPlainObject(address)) {
    add('address', 'Search engines need the business’s address: fill in its state and country.');
  } else {
    const parts = ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'].filter((part) => text(address[part]));
    if (parts.length === 0) add('address', 'Search engines need the business’s address, and every part of it is empty: fill in its state and country.');
    const country = address.addressCountry;
    if (country !== undefined && !/^[A-Z]{2}$/.test(String(country))) {
      add('address', `Search engines need the country as a two-letter code, like “US”; the address says “${String(country)}”.`);
    }
  }
  if (node.telephone !== undefined && !telephone.test(String(node.telephone).replace(/[\s().-]/g, ''))) {
    add('telephone', `Search engines need the phone number with its country code, like “+15025550142”; it is “${String(node.telephone)}”.`);
  }
  if (node.url !== undefined && !isAddress(node.url))
    add('url', `Search engines need the site’s full address, like “https://www.example.com”; it is “${String(node.url)}”.`);
  if (node.email !== undefined && !mailbox.test(String(node.email)))
    add('email', `The business’s e-mail address “${String(node.email)}” is not one a mail program can send to.`);
  const hours = node.openingHoursSpecification;
  if (hours !== undefined) {
    for (const entry of Array.isArray(hours) ? hours : [hours]) {
      const spec = isPlainObject(entry) ? entry : {};
      const named = (Array.isArray(spec.dayOfWeek) ? spec.dayOfWeek : [spec.dayOfWeek]).map((day) =>
        String(day ?? '').replace(/^https?:\/\/schema\.org\//, ''),
      );
      const wrongDay = named.find((day) => !days.includes(day));
      if (wrongDay !== undefined)
        add('openingHoursSpecification', `Search engines need the opening days by their English names, like “Monday”; one is “${wrongDay}”.`);
      for (const key of ['opens', 'closes'] as const) {
        if (!time.test(String(spec[key] ?? ''))) {
          add(
            'openingHoursSpecification',
            `Search engines need opening hours as times like “07:00”; one ${key === 'opens' ? 'opening' : 'closing'} time is “${String(spec[key] ?? '')}”.`,
          );
        }
      }
    }
  }
}

/** The objects a block describes: itself, each of a list, or those of its @graph. */
function topNodes(data: unknown): Node[] {
  if (Array.isArray(data)) return data.flatMap(topNodes);
  if (!isPlainObject(data)) return [];
  if (Array.isArray(data['@graph'])) return data['@graph'].filter(isPlainObject).map((node) => ({ '@context': data['@context'], ...node }));
  return [data];
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function isAddress(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return ['https:', 'http:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
