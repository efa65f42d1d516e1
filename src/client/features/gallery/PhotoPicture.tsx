import type { CSSProperties } from "react";
import type { Photo } from "../../../shared/schemas/gallery";

/** A photo in the best format the browser takes, at the size the layout needs. */
export function PhotoPicture(props: {
  photo: Photo;
  alt: string;
  sizes: string;
  lazy?: boolean;
  className?: string;
  style?: CSSProperties;
}) {
  const { photo, sizes } = props;
  return (
    <picture>
      <source type="image/avif" srcSet={photo.srcset.avif} sizes={sizes} />
      <source type="image/webp" srcSet={photo.srcset.webp} sizes={sizes} />
      <img
        src={photo.src}
        alt={props.alt}
        width={photo.width}
        height={photo.height}
        loading={props.lazy ? "lazy" : "eager"}
        decoding="async"
        draggable={false}
        className={props.className}
        style={props.style}
      />
    </picture>
  );
}

export const altOf = (photo: Photo, lang: string) =>
  lang === "en" ? photo.altEn || photo.altGr : photo.altGr || photo.altEn;
