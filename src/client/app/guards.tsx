import { type ReactNode, useRef } from "react";
import { Navigate } from "react-router";
import { ApiError } from "../lib/api";
import { useMe } from "../lib/useMe";

/** Admin screens: signed-out visitors and members go home; the server guards the data too. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { data, isPending } = useMe();
  if (isPending) return <div className="page-loading" aria-busy="true" />;
  if (data?.user?.role !== "admin") return <Navigate to="/" replace />;
  return <>{children}</>;
}

/**
 * Member screens: signed-out visitors go home (the server guards the data too). `offline`: a screen
 * the service worker keeps a copy of opens when the network is unreachable (who is signed in cannot
 * be asked then; the worker's copy is deleted on every sign-in and sign-out).
 */
export function RequireMember({ children, offline }: { children: ReactNode; offline?: boolean }) {
  const { data, isPending, error } = useMe();
  // Kept while a retry is pending: a refetch of a failed query is pending again, and unmounting the
  // screen then would mount it anew (and refetch) in a loop.
  const unreachable = useRef(false);
  if (!isPending)
    unreachable.current = offline === true && error instanceof ApiError && error.code === "NETWORK";
  if (unreachable.current) return <>{children}</>;
  if (isPending) return <div className="page-loading" aria-busy="true" />;
  if (!data?.user) return <Navigate to="/" replace />;
  return <>{children}</>;
}
