/**
 * zod in the editor's pages: the team server's Content-Security-Policy forbids eval, and zod
 * tries it (to compile its parsers) when its first schema is made, unless told not to; the
 * browser reports the try as a violation. Each page of the editor's that makes schemas imports
 * this module first, so that it runs before any schema is made: the editor (main.tsx), a shared
 * preview (sharedPreview/main.tsx), and the client (api.ts, with the API's schemas), which the sign-in
 * page loads.
 */
import { z } from 'zod';

z.config({ jitless: true });
