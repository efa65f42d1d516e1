import { Alert, Loader, Modal, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./GalleryModal.module.css";
import { Lightbox } from "./Lightbox";
import { altOf, PhotoPicture } from "./PhotoPicture";
import { usePhotos } from "./queries";

/** The photo gallery (spec section 2): thumbnails in a modal; a thumbnail opens the lightbox. */
export default function GalleryModal(props: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { data: photos, isPending, isError } = usePhotos();
  const [open, setOpen] = useState<number | null>(null);
  const total = photos?.length ?? 0;

  return (
    <>
      <Modal
        opened={props.opened}
        onClose={props.onClose}
        title={t("site.gallery.title")}
        size="lg"
        closeOnEscape={open === null}
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        {isPending && <Loader role="status" color="brand" aria-label={t("common.loading")} />}
        {isError && <Alert color="red">{t("site.gallery.loadError")}</Alert>}
        {photos && total === 0 && <Text>{t("site.gallery.empty")}</Text>}
        {photos && total > 0 && (
          <ul className={styles.grid} style={{ listStyle: "none", margin: 0, padding: 0 }}>
            {photos.map((p, i) => (
              <li key={p.id}>
                <button
                  type="button"
                  className={styles.thumb}
                  aria-label={t("site.gallery.open", { n: i + 1, total })}
                  onClick={() => setOpen(i)}
                >
                  <PhotoPicture
                    photo={p}
                    alt={altOf(p, i18n.language)}
                    sizes="(min-width: 48em) 250px, 45vw"
                    lazy
                  />
                </button>
              </li>
            ))}
          </ul>
        )}
      </Modal>
      {photos && open !== null && (
        <Lightbox photos={photos} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
