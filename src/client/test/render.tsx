import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18n from "i18next";
import type { ReactElement, ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { SPEC_RULES } from "../../shared/domain/studio-rules";
import { isLang, type Lang } from "../../shared/i18n";
import { en } from "../../shared/locales/en";
import { gr } from "../../shared/locales/gr";
import { addRuleWordFormatters } from "../../shared/rule-words";
import { queryHost } from "../app/readsHost";
import { cssVariablesResolver, theme } from "../app/theme";
import { hostReads } from "../lib/firstReads";
import { watchSessionEnd } from "../lib/session";
import { applyRuleWords } from "../lib/studioRules";

/**
 * Component tests (`src/client/**\/*.test.tsx`, vitest project 'components', jsdom): a screen
 * rendered as the app renders it (Mantine with the studio's theme, TanStack Query, both languages'
 * texts, a router at `path`), and a user acting on it with Testing Library's `userEvent`.
 * The server is `stubApi` (./api.ts): every fetch the screen makes is answered there.
 */
let ready: Promise<unknown> | undefined;
function texts(lang: Lang) {
  ready ??= i18n
    .use(initReactI18next)
    .init({
      resources: { gr: { translation: gr }, en: { translation: en } },
      lng: lang,
      fallbackLng: false,
      interpolation: { escapeValue: false },
      returnObjects: true,
    })
    .then(() => {
      // The rules' words as the app has them once it read the studio's rules (here the spec's).
      addRuleWordFormatters(i18n.services.formatter, isLang);
      applyRuleWords(SPEC_RULES);
    });
  return ready.then(() => i18n.changeLanguage(lang));
}

export async function renderScreen(
  ui: ReactElement,
  /** `state`: the router state the screen is opened with (a link's `state`). */
  opts: { lang?: Lang; path?: string; state?: unknown } = {},
) {
  await texts(opts.lang ?? "gr");
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  watchSessionEnd(client);
  // The home page's first reads (and the language switch) on this test's client, as the app's are once loaded.
  hostReads(queryHost(client));
  const user = userEvent.setup();
  const path = opts.path ?? "/";
  const entry = opts.state === undefined ? path : { pathname: path, state: opts.state };
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <MemoryRouter initialEntries={[entry]}>{ui}</MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, user, client, i18n };
}

/**
 * A plain page as it is drawn before the router and Mantine load (decision 054): the texts alone,
 * no Mantine, no TanStack Query, no router. A page that uses any of them throws here.
 */
export async function renderPlain(ui: ReactNode, opts: { lang?: Lang } = {}) {
  await texts(opts.lang ?? "gr");
  const user = userEvent.setup();
  const view = render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
  return { ...view, user, i18n };
}
