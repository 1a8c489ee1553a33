import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { siteContentPlugin } from './engine/siteContentPlugin';

export default defineConfig({
  plugins: [siteContentPlugin(), react(), tailwindcss()],
  build: {
    // dist/ holds the client build; the server bundle goes to a separate folder and is
    // deleted after prerendering, so nothing server-only is ever deployed.
    outDir: 'dist',
  },
});
