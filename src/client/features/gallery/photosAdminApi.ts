import type { Photo, PhotoAlt, PhotoList } from "../../../shared/schemas/gallery";
import { api, readJson } from "../../lib/api";

/** The admin photo calls; uploads go as multipart forms. */
export const photosAdminApi = {
  add: async (file: File, alt: PhotoAlt) =>
    readJson<Photo>(await api.admin.photos.$post({ form: { file, altGr: alt.altGr, altEn: alt.altEn } })),
  replace: async (id: string, file: File) =>
    readJson<Photo>(await api.admin.photos[":id"].file.$put({ param: { id }, form: { file } })),
  saveAlt: async (id: string, alt: PhotoAlt) =>
    readJson<Photo>(await api.admin.photos[":id"].$patch({ param: { id }, json: alt })),
  reorder: async (ids: string[]) => readJson<PhotoList>(await api.admin.photos.order.$put({ json: { ids } })),
  remove: async (id: string) => readJson<void>(await api.admin.photos[":id"].$delete({ param: { id } })),
};
