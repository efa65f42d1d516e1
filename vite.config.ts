import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./scripts/precompress.ts";

export default defineConfig({
  plugins: [react(), precompress()],
  // No modulepreload polyfill: every browser the app supports preloads modules itself.
  build: { outDir: "dist/client", emptyOutDir: true, sourcemap: false, modulePreload: { polyfill: false } },
  // The manifest is written by the server with the studio's name and icons (decision 053).
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000", "/manifest.webmanifest": "http://localhost:3000" },
  },
});
