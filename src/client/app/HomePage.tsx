import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { logoDrawSize } from "../../shared/domain/logo";
import { isStaff } from "../../shared/domain/roles";
import { dismiss, isDismissed } from "../features/announcements/dismissed";
import { meRead, peekRead, siteRead, useFirstRead } from "../lib/firstReads";
import { useLang } from "../lib/lang";
import { type Message, messageText, msg } from "../lib/message";
import { ComingSoon } from "./ComingSoon";
import { HomeHeader } from "./HomeHeader";
import styles from "./HomePage.module.css";
import { type HomeNav, ScreenLink } from "./homeNav";
import { announcementsRead, myProgramRead, questionnaireStatusRead } from "./homeReads";
import { LazyMantineRoot, LazyQueryRoot } from "./lazyMantine";
import { useButtonsKnown } from "./useButtonsKnown";

const AuthModal = lazy(() => import("../features/auth/AuthModal"));
const GalleryModal = lazy(() => import("../features/gallery/GalleryModal"));
const ContactModal = lazy(() => import("../features/contact/ContactModal"));
const AnnouncementPopup = lazy(() => import("../features/announcements/AnnouncementPopup"));
const BookingModal = lazy(() => import("../features/booking/BookingModal"));
const PackagesModal = lazy(() => import("../features/packages/PackagesModal"));
const CoachNotices = lazy(() => import("./CoachNotices"));

/**
 * The home screen (spec section 1): plain markup and CSS, so the first load stays small; drawn before
 * the router is loaded, so it navigates through `nav` (homeNav.tsx).
 */
export function HomePage({ nav }: { nav: HomeNav }) {
  const { t } = useTranslation();
  const lang = useLang();
  // Read with plain fetch until TanStack Query is loaded (lib/firstReads.ts, decision 033); the
  // studio's identity comes with the page's HTML (decision 048).
  const me = useFirstRead(meRead);
  const site = useFirstRead(siteRead);
  const name = site?.name ?? t("common.appName");
  const intro = site?.texts.intro[lang];
  const [authOpen, setAuthOpen] = useState(false);
  const [siteModal, setSiteModal] = useState<"photos" | "contact" | null>(null);
  const announcements = useFirstRead(announcementsRead);
  const [seen, setSeen] = useState<string[]>([]);
  const popup = announcements?.find((a) => !seen.includes(a.id) && !isDismissed(a));
  const [bookingOpen, setBookingOpen] = useState(false);
  const [packagesOpen, setPackagesOpen] = useState(false);
  // A status line belongs to who it was said to: 'Αποσυνδέθηκες.' and 'log in to book' speak to a
  // signed-out visitor and go away once someone signs in (`for` unset: whoever is signed in).
  const [status, setStatus] = useState<{ text: Message; for?: string | null } | null>(null);
  const { params, clearParams } = nav;
  const user = me?.user ?? null;
  const questionnaires = useFirstRead(questionnaireStatusRead, Boolean(user));
  const workouts = useFirstRead(myProgramRead, Boolean(user));
  const buttons = useButtonsKnown(
    me !== undefined && (!user || (questionnaires !== undefined && workouts !== undefined)),
  );
  // Until the owner opens the site, a visitor not signed in sees "coming soon" (decision 051).
  const closed = site?.open === false && !user;
  const shownStatus =
    status && (status.for === undefined || status.for === (user?.id ?? null)) ? status : null;
  // What a signed-out visitor pressed before being asked to log in, done once they have.
  const [afterLogin, setAfterLogin] = useState<"booking" | null>(null);
  useEffect(() => {
    if (user && afterLogin === "booking") {
      setAfterLogin(null);
      setBookingOpen(true);
    }
  }, [user, afterLogin]);

  useEffect(() => {
    if (params.get("verified")) {
      setStatus({ text: msg("auth.verified") });
      clearParams();
    }
    // The links of the 'someone tried to sign up with your e-mail' message open the log-in window.
    if (params.get("login")) {
      setAuthOpen(true);
      clearParams();
    }
    if (params.get("deleted")) {
      setStatus({ text: msg("home.accountDeleted") });
      clearParams();
    }
  }, [params, clearParams]);

  // A page that sent the visitor home says how it went (e.g. a questionnaire's thanks).
  useEffect(() => {
    const sent = (nav.state as { statusKey?: unknown } | null)?.statusKey;
    if (typeof sent === "string") setStatus({ text: msg(sent) });
  }, [nav.state]);

  // Signed-out visitors are asked to log in first (spec section 1); a press before we know who is
  // signed in waits for the answer.
  const openBooking = () => setBookingOpen(true);
  useEffect(() => {
    if (bookingOpen && me && !me.user) {
      setBookingOpen(false);
      setStatus({ text: msg("home.loginToBook"), for: null });
      setAfterLogin("booking");
      setAuthOpen(true);
    }
  }, [bookingOpen, me]);

  const logout = async () => {
    await import("./homeSignOut").then((m) => m.signOut());
    setStatus({ text: msg("home.loggedOut"), for: null });
  };

  return (
    <div className={styles.page}>
      <HomeHeader nav={nav} site={site} name={name} signedIn={Boolean(user)} onLogout={logout} />

      <main className={styles.main}>
        {site?.logo && (
          <img
            className={styles.logo}
            src={site.logo.url}
            {...logoDrawSize(site.logo.width, site.logo.height)}
            alt=""
            decoding="async"
          />
        )}
        <h1 className={styles.title}>{name}</h1>
        {closed ? (
          <ComingSoon site={site} lang={lang} onLogin={() => setAuthOpen(true)} />
        ) : (
          <>
            <p className={styles.tagline}>{site?.texts.headline[lang] ?? t("home.tagline")}</p>
            {intro && <p className={styles.intro}>{intro}</p>}
            {user && <p className={styles.welcome}>{t("home.welcome", { name: user.name })}</p>}
            {user && (
              <Suspense fallback={null}>
                <LazyQueryRoot>
                  <CoachNotices nav={nav} />
                </LazyQueryRoot>
              </Suspense>
            )}
            {shownStatus && (
              <p className={styles.status} role="status">
                {messageText(t, shownStatus.text)}
              </p>
            )}
            {buttons && (
              <>
                <div className={styles.buttons}>
                  {!user && (
                    <button
                      type="button"
                      className={`${styles.button} ${styles.primary}`}
                      onClick={() => setAuthOpen(true)}
                    >
                      {t("home.loginSignup")}
                    </button>
                  )}
                  {user && questionnaires && !questionnaires.fitnessCompleted && (
                    <ScreenLink nav={nav} className={styles.button} to="/fitness-questionnaire">
                      {t("home.questionnaireButton")}
                    </ScreenLink>
                  )}
                  <button
                    type="button"
                    className={`${styles.button} ${styles.primary}`}
                    onClick={openBooking}
                  >
                    {t("home.bookButton")}
                  </button>
                  <button type="button" className={styles.button} onClick={() => setPackagesOpen(true)}>
                    {t("home.packagesButton")}
                  </button>
                  {user?.hasActiveNutrition && (
                    <ScreenLink nav={nav} className={styles.button} to="/my-nutrition">
                      {t("home.myNutrition")}
                    </ScreenLink>
                  )}
                  {user && (
                    <ScreenLink nav={nav} className={styles.button} to="/account">
                      {t("home.myAccount")}
                    </ScreenLink>
                  )}
                  {user && workouts?.program && (
                    <ScreenLink nav={nav} className={styles.button} to="/my-workouts">
                      {t("home.myWorkouts")}
                    </ScreenLink>
                  )}
                  {user && (
                    <ScreenLink nav={nav} className={styles.button} to="/my-progress">
                      {t("home.myProgress")}
                    </ScreenLink>
                  )}
                  <button type="button" className={styles.button} onClick={() => setSiteModal("photos")}>
                    {t("site.buttons.photos")}
                  </button>
                  <button type="button" className={styles.button} onClick={() => setSiteModal("contact")}>
                    {t("site.buttons.contact")}
                  </button>
                  <ScreenLink nav={nav} className={styles.button} to="/about">
                    {t("site.buttons.about")}
                  </ScreenLink>
                  {isStaff(user?.role) && (
                    <ScreenLink nav={nav} className={`${styles.button} ${styles.primary}`} to="/admin">
                      {t("home.admin")}
                    </ScreenLink>
                  )}
                  {user && (
                    <button type="button" className={styles.button} onClick={logout}>
                      {t("home.logout")}
                    </button>
                  )}
                </div>
                <ScreenLink nav={nav} className={styles.terms} to="/terms">
                  {t("home.terms")}
                </ScreenLink>
              </>
            )}
          </>
        )}
      </main>

      {packagesOpen && (
        <Suspense fallback={null}>
          <LazyMantineRoot>
            <PackagesModal
              opened={packagesOpen}
              onClose={() => setPackagesOpen(false)}
              loginModal={AuthModal}
            />
          </LazyMantineRoot>
        </Suspense>
      )}
      {siteModal && (
        <Suspense fallback={null}>
          <LazyMantineRoot>
            {siteModal === "photos" ? (
              <GalleryModal opened onClose={() => setSiteModal(null)} />
            ) : (
              <ContactModal opened onClose={() => setSiteModal(null)} />
            )}
          </LazyMantineRoot>
        </Suspense>
      )}
      {popup && !authOpen && !siteModal && (
        <Suspense fallback={null}>
          <LazyMantineRoot>
            <AnnouncementPopup
              announcement={popup}
              onDismiss={() => {
                dismiss(popup);
                setSeen((ids) => [...ids, popup.id]);
              }}
            />
          </LazyMantineRoot>
        </Suspense>
      )}

      {bookingOpen && user && (
        <Suspense fallback={null}>
          <LazyMantineRoot>
            <BookingModal opened={bookingOpen} onClose={() => setBookingOpen(false)} />
          </LazyMantineRoot>
        </Suspense>
      )}
      {authOpen && (
        <Suspense fallback={null}>
          <LazyMantineRoot>
            <AuthModal
              opened={authOpen}
              onClose={() => {
                setAuthOpen(false);
                // Closed without logging in: the intent is dropped, not kept for a later sign-in.
                if (!peekRead(meRead)?.user) setAfterLogin(null);
              }}
            />
          </LazyMantineRoot>
        </Suspense>
      )}
    </div>
  );
}
