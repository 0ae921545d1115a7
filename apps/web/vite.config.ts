import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// No @vitejs/plugin-react: esbuild's automatic JSX runtime is all the build needs, and it installs
// everywhere (the React plugin's native toolchain does not on every machine this runs on).
export default defineConfig({
  plugins: [tailwindcss()],
  esbuild: { jsx: 'automatic' },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      // Radix and TanStack mark their modules "use client" for server components; meaningless in a SPA.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
