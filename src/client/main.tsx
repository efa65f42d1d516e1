import "./app/base.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { initI18n } from "./app/i18n";

// Greek is bundled: this resolves at once; a stored English choice waits for its chunk.
void initI18n().finally(() => {
  const root = createRoot(document.getElementById("root")!);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Under the server's first paint of a public page (src/server/first-paint/) the screen is drawn in
  // a transition: React yields to the browser every few milliseconds instead of one long task.
  if (document.getElementById("first-paint")) startTransition(() => root.render(app));
  else root.render(app);
});
