// The operator console's own build (`npm run build` runs it after the site's): a separate Vite build of
// web/admin/index.html into the same output directory, every file named admin-*. Why a separate build and
// not a lazy route or a second input of the site's build: with one build, the code both share (React, the
// router) would be split into a common chunk and the site's entry would change; built apart, the public
// pages' files are byte for byte what they were, and none of them can reference a console file.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'web',
  // The site's build already copied web/public.
  publicDir: false,
  plugins: [react(), tailwindcss()],
  build: {
    outDir: process.env.BUILD_OUT_DIR ? `${process.cwd()}/${process.env.BUILD_OUT_DIR}` : '../dist/client',
    // Written beside the site's files, which must stay.
    emptyOutDir: false,
    target: 'es2022',
    rolldownOptions: {
      input: resolve(process.cwd(), 'web/admin/index.html'),
      output: {
        entryFileNames: 'assets/admin-[name]-[hash].js',
        chunkFileNames: 'assets/admin-[name]-[hash].js',
        assetFileNames: 'assets/admin-[name]-[hash][extname]',
      },
    },
  },
  server: {
    // `npx vite --config vite.admin.config.ts` serves the console at /admin/ against a server on port 3000.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
