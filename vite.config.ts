import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./scripts/precompress.ts";

export default defineConfig({
  plugins: [react(), precompress()],
  // No modulepreload polyfill: every browser the app supports preloads modules itself.
  build: { outDir: "dist/client", emptyOutDir: true, sourcemap: false, modulePreload: { polyfill: false } },
  server: { port: 5173, proxy: { "/api": "http://localhost:3000" } },
});
