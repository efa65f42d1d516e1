import { FocusTrap } from "@mantine/core";
import { IconChevronLeft, IconChevronRight, IconX } from "@tabler/icons-react";
import { type MouseEvent, useEffect } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { wrapIndex } from "../../../shared/domain/swipe";
import type { Photo } from "../../../shared/schemas/gallery";
import styles from "./Lightbox.module.css";
import { altOf, PhotoPicture } from "./PhotoPicture";
import { useSwipe } from "./useSwipe";

/**
 * The full-size photo (spec section 2): previous/next buttons, arrow keys, a swipe beyond 75 px,
 * wrap-around at both ends; the close button, Escape or a click on the backdrop close it.
 */
export function Lightbox(props: {
  photos: Photo[];
  index: number;
  onIndex: (i: number) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { photos, index, onIndex, onClose } = props;
  const total = photos.length;
  const go = (step: number) => onIndex(wrapIndex(index, step, total));
  const swipe = useSwipe((d) => go(d === "next" ? 1 : -1));

  // Focus goes back to the thumbnail that opened the photo.
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    return () => opener?.focus();
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "ArrowRight") onIndex(wrapIndex(index, 1, total));
      else if (e.key === "ArrowLeft") onIndex(wrapIndex(index, -1, total));
      else if (e.key === "Escape") onClose();
      else return;
      e.preventDefault();
      e.stopPropagation();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [index, total, onIndex, onClose]);

  const photo = photos[index];
  if (!photo) return null;
  const position = t("site.gallery.position", { n: index + 1, total });
  const onBackdrop = (e: MouseEvent<HTMLDivElement>) => {
    if (swipe.wasDrag()) return;
    const target = e.target as HTMLElement;
    if (target.closest("button, img")) return;
    onClose();
  };

  return createPortal(
    <FocusTrap active>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape and the close button do the same from the keyboard */}
      <div
        className={styles.backdrop}
        role="dialog"
        aria-modal="true"
        aria-label={position}
        data-testid="lightbox"
        onClick={onBackdrop}
        {...swipe.handlers}
      >
        <figure className={styles.figure}>
          <PhotoPicture
            photo={photo}
            alt={altOf(photo, i18n.language)}
            sizes="100vw"
            className={styles.image}
          />
          <figcaption className={styles.caption} aria-live="polite">
            {[`${index + 1} / ${total}`, altOf(photo, i18n.language)].filter(Boolean).join(" · ")}
          </figcaption>
        </figure>
        <button
          type="button"
          className={`${styles.control} ${styles.previous}`}
          aria-label={t("site.gallery.previous")}
          onClick={() => go(-1)}
        >
          <IconChevronLeft size={28} aria-hidden />
        </button>
        <button
          type="button"
          className={`${styles.control} ${styles.next}`}
          aria-label={t("site.gallery.next")}
          onClick={() => go(1)}
        >
          <IconChevronRight size={28} aria-hidden />
        </button>
        <button
          type="button"
          className={`${styles.control} ${styles.close}`}
          aria-label={t("site.gallery.close")}
          onClick={onClose}
          data-autofocus
        >
          <IconX size={26} aria-hidden />
        </button>
      </div>
    </FocusTrap>,
    document.body,
  );
}
