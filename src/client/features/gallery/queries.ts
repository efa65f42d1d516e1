import { useQuery } from "@tanstack/react-query";
import type { PhotoAlt } from "../../../shared/schemas/gallery";
import { api, call } from "../../lib/api";

/** The gallery's photos, as visitors and the admin screen see them. */
export const photoKeys = { all: ["photos"] as const };

export function usePhotos() {
  return useQuery({
    queryKey: photoKeys.all,
    queryFn: async () => (await call(api.photos.$get())).photos,
  });
}

/** The admin photo calls (uploads go as multipart forms); the screen refreshes `photoKeys.all` after each. */
export const photosAdminApi = {
  add: (file: File, alt: PhotoAlt) =>
    call(api.admin.photos.$post({ form: { file, altGr: alt.altGr, altEn: alt.altEn } })),
  replace: (id: string, file: File) =>
    call(api.admin.photos[":id"].file.$put({ param: { id }, form: { file } })),
  saveAlt: (id: string, alt: PhotoAlt) => call(api.admin.photos[":id"].$patch({ param: { id }, json: alt })),
  reorder: (ids: string[]) => call(api.admin["photo-order"].$put({ json: { ids } })),
  remove: (id: string) => call(api.admin.photos[":id"].$delete({ param: { id } })),
};
