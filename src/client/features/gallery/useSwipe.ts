import { type PointerEvent, useRef } from "react";
import { isTap, type SwipeResult, swipeDirection } from "../../../shared/domain/swipe";

/**
 * Pointer handlers for a horizontal swipe (touch, pen or mouse). `onSwipe` gets "next" or
 * "previous" past 75 px; `wasDrag()` tells a click handler to ignore the click that ends a drag.
 */
export function useSwipe(onSwipe: (direction: Exclude<SwipeResult, null>) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  const dragged = useRef(false);
  return {
    handlers: {
      onPointerDown: (e: PointerEvent<HTMLElement>) => {
        if (e.pointerType === "mouse" && e.button !== 0) return;
        start.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
        dragged.current = false;
      },
      onPointerUp: (e: PointerEvent<HTMLElement>) => {
        const s = start.current;
        start.current = null;
        if (!s || s.id !== e.pointerId) return;
        const dx = e.clientX - s.x;
        const dy = e.clientY - s.y;
        dragged.current = !isTap(dx, dy);
        const direction = swipeDirection(dx, dy);
        if (direction) onSwipe(direction);
      },
      onPointerCancel: () => {
        start.current = null;
      },
    },
    wasDrag: () => {
      const was = dragged.current;
      dragged.current = false;
      return was;
    },
  };
}
