import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // A .br and a .gz beside each text asset, at the highest levels: compressed once here, the server
    // sends whichever the browser accepts (docs/deploy.md, "Compression").
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
  ],
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
    },
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        codeSplitting: {
          /*
           * What the entry chunk imports statically (React, the JSX runtime, the icons of the spinner
           * and the error panel) goes into the entry chunk. Left to itself Rolldown gives each of
           * those its own small chunk, because lazy chunks share them; every page loads them with the
           * entry anyway, so one file costs no page anything and compresses better (docs/performance.md).
           */
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
});
