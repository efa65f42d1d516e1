import "./app/base.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { initI18n } from "./app/i18n";

// Greek is bundled: this resolves at once; a stored English choice waits for its chunk.
void initI18n().finally(() =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
