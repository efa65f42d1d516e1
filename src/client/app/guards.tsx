import { lazy, type ReactNode, Suspense, useRef } from "react";
import { Navigate } from "react-router";
import { type Capability, can, isStaff } from "../../shared/domain/roles";
import { ApiError } from "../lib/api";
import { useMe } from "../lib/useMe";
import { FirstPaintGone } from "./firstPaint";
import { LazyMantineRoot } from "./lazyMantine";

/**
 * Home, for someone nobody-signed-in stops at a guarded screen: told once, on the home page, that
 * they were signed out (the session ended while the screen was open: lib/session.ts) or that the
 * screen needs them to log in (they arrived signed out).
 */
function SignedOutHome({ wasSignedIn }: { wasSignedIn: boolean }) {
  const statusKey = wasSignedIn ? "home.loggedOut" : "home.logInFirst";
  return (
    <>
      <FirstPaintGone />
      <Navigate to="/" replace state={{ statusKey }} />
    </>
  );
}

/** Whether this guard has seen someone signed in since it was drawn. */
function useWasSignedIn(signedIn: boolean) {
  const seen = useRef(false);
  if (signedIn) seen.current = true;
  return seen.current;
}

const NotForRolePage = lazy(() => import("../components/NotForRolePage"));

/**
 * Staff screens (decision 036): signed-out visitors and members go home; a staff role without the
 * screen's capability (`can`) sees a "not for your role" page; the server guards the data too.
 * Without `can`, any staff role (the admin home, which shows each role its own screens).
 */
export function RequireStaff({ children, can: capability }: { children: ReactNode; can?: Capability }) {
  const { data, isPending } = useMe();
  const wasSignedIn = useWasSignedIn(Boolean(data?.user));
  if (isPending) return <div className="page-loading" aria-busy="true" />;
  if (!data?.user) return <SignedOutHome wasSignedIn={wasSignedIn} />;
  const { role } = data.user;
  // The server drew the dashboard's frame to anyone with a session cookie: gone when sent home.
  if (!isStaff(role))
    return (
      <>
        <FirstPaintGone />
        <Navigate to="/" replace />
      </>
    );
  if (capability && !can(role, capability))
    return (
      <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
        <LazyMantineRoot>
          <FirstPaintGone />
          <NotForRolePage role={role} />
        </LazyMantineRoot>
      </Suspense>
    );
  return <>{children}</>;
}

/**
 * Member screens: signed-out visitors go home (the server guards the data too). `offline`: a screen
 * the service worker keeps a copy of opens when the network is unreachable (who is signed in cannot
 * be asked then; the worker's copy is deleted on every sign-in and sign-out).
 */
export function RequireMember({ children, offline }: { children: ReactNode; offline?: boolean }) {
  const { data, isPending, error } = useMe();
  const wasSignedIn = useWasSignedIn(Boolean(data?.user));
  // Kept while a retry is pending: a refetch of a failed query is pending again, and unmounting the
  // screen then would mount it anew (and refetch) in a loop.
  const unreachable = useRef(false);
  if (!isPending)
    unreachable.current = offline === true && error instanceof ApiError && error.code === "NETWORK";
  if (unreachable.current) return <>{children}</>;
  if (isPending) return <div className="page-loading" aria-busy="true" />;
  if (!data?.user) return <SignedOutHome wasSignedIn={wasSignedIn} />;
  return <>{children}</>;
}
