import { useQuery } from "@tanstack/react-query";
import type { PhotoList } from "../../../shared/schemas/gallery";
import { api, readJson } from "../../lib/api";

export const PHOTOS_KEY = ["photos"] as const;

export function usePhotos() {
  return useQuery({
    queryKey: PHOTOS_KEY,
    queryFn: async () => (await readJson<PhotoList>(await api.photos.$get())).photos,
  });
}
