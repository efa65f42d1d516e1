import { type ComponentProps, lazy, Suspense, useState } from "react";
import type { ConfirmDialog } from "./ConfirmDialog";

const Dialog = lazy(() => import("./ConfirmDialog").then((m) => ({ default: m.ConfirmDialog })));

/**
 * A `ConfirmDialog` whose code (Mantine's modal, its focus trap and transitions) loads when it is
 * first opened, for a screen's first draw that must not carry it: the desk's day, which asks only
 * when someone presses cancel. It stays mounted once opened, so it closes with its transition.
 */
export function ConfirmWhenOpened(props: ComponentProps<typeof ConfirmDialog>) {
  const [opened, setOpened] = useState(props.opened);
  // Derived state: the first render with `opened` mounts the dialog (React re-renders at once).
  if (props.opened && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
