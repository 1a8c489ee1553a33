import { SiteLink } from '../ui/SiteLink';
import { useSite } from '../../platform/SiteContext';
import { homePath } from '../../schema/paths';

/** The company mark (a roof line) and name, linking home. */
export function Logo({ onDark = true }: { onDark?: boolean }) {
  const { company } = useSite();
  return (
    <SiteLink href={homePath} className="flex items-center gap-2.5 rounded-md">
      <svg aria-hidden="true" viewBox="0 0 40 40" className="size-10 shrink-0">
        <rect width="40" height="40" rx="9" fill="#f97316" />
        <path d="M6 22 20 10l14 12" fill="none" stroke="#0b1324" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M11 21v10h18V21" fill="none" stroke="#0b1324" strokeWidth="3" strokeLinejoin="round" />
        <path d="M17 31v-6h6v6" fill="#0b1324" />
      </svg>
      <span className={`text-base leading-tight font-extrabold tracking-tight sm:text-lg ${onDark ? 'text-white' : 'text-navy-900'}`}>{company.name}</span>
    </SiteLink>
  );
}
