import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  // No modulepreload polyfill: every browser the app supports preloads modules itself.
  build: { outDir: "dist/client", emptyOutDir: true, sourcemap: false, modulePreload: { polyfill: false } },
  server: { port: 5173, proxy: { "/api": "http://localhost:3000" } },
});
