import { useId } from 'react';

/**
 * A decorative skyline of low-slope commercial buildings, drawn in SVG so the hero looks
 * finished without photos. Purely decorative: hidden from assistive technology.
 */
export function RoofLineArt({ className }: { className?: string }) {
  // Several drawings can share a page (hero, call to action): each needs its own gradient id.
  const gradientId = useId();
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 1440 220" preserveAspectRatio="xMidYMax slice" className={className}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.10" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0.02" />
        </linearGradient>
      </defs>
      <path
        fill={`url(#${gradientId})`}
        d="M0 220V140h90v-30h40v30h120V90h160v20h30v-20h70v130h20V120l80-40 80 40v100h30V60h210v30h40V60h60v160h30V130h140v-20h40v20h70V100h100v120z"
      />
      <path
        fill="none"
        stroke="#f97316"
        strokeOpacity="0.55"
        strokeWidth="3"
        d="M0 140h90v-30h40v30h120V90h160v20h30v-20h70v130M540 120l80-40 80 40M730 220V60h210v30h40V60h60v160M1070 130h140v-20h40v20h70V100h100"
      />
    </svg>
  );
}
