// The script of the pages that do not run the React app (domain/routes.ts' `hydrate: false`): web/static.ts
// and the React islands it loads on demand (web/islands/), a separate Vite build into the same output
// directory, every file named static-*. Why not a second input of the site's build: the islands import React,
// so one build would split React and the shell the app's entry shares with them into common chunks, which
// costs every page that runs the app about 1.5 KB of compressed JavaScript (measured: / 82.7 -> 84.5 KB, a
// wizard 85.6 -> 87.3 KB). Built apart, the app's files are what they were; an island that loads brings a
// React of its own, which only a visitor who needs the island downloads. scripts/prerender.ts finds the
// entry's files in this build's manifest (scripts/static-entry.ts).
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'web',
  // The site's build already copied web/public.
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: process.env.BUILD_OUT_DIR ? `${process.cwd()}/${process.env.BUILD_OUT_DIR}` : '../dist/client',
    // Written beside the site's files, which must stay.
    emptyOutDir: false,
    target: 'es2022',
    manifest: '.vite/static-manifest.json',
    rolldownOptions: {
      input: { static: resolve(process.cwd(), 'web/static.ts') },
      output: {
        entryFileNames: 'assets/static-[hash].js',
        chunkFileNames: 'assets/static-[name]-[hash].js',
        // Named as the site's build names them (by content): the home page's video is one file, cached once,
        // whichever build's code asks for it.
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
