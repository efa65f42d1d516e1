import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useMe } from "../lib/useMe";

/** Admin screens: signed-out visitors and members go home; the server guards the data too. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { data, isPending } = useMe();
  if (isPending) return <div className="page-loading" aria-busy="true" />;
  if (data?.user?.role !== "admin") return <Navigate to="/" replace />;
  return <>{children}</>;
}

/** Member screens: signed-out visitors go home (the server guards the data too). */
export function RequireMember({ children }: { children: ReactNode }) {
  const { data, isPending } = useMe();
  if (isPending) return <div className="page-loading" aria-busy="true" />;
  if (!data?.user) return <Navigate to="/" replace />;
  return <>{children}</>;
}
