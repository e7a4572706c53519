import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss()],
  build: {
    // BUILD_OUT_DIR lets a second build (another e2e run) write elsewhere.
    outDir: process.env.BUILD_OUT_DIR ? `${process.cwd()}/${process.env.BUILD_OUT_DIR}` : '../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    // Illustrations stay files: inlined, all 14 would ride in the JS of any page that shows one.
    assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
