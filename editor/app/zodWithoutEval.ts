/**
 * zod in the editor's pages: the team server's Content-Security-Policy forbids eval, and zod
 * tries it (to compile its parsers) when its first schema is made, unless told not to; the
 * browser reports the try as a violation. The editor's entry (main.tsx) imports this module
 * first, so that it runs before any schema is made.
 */
import { z } from 'zod';

z.config({ jitless: true });
