import { cardio } from "./scenes-cardio";
import { gymFloor } from "./scenes-gym";
import { nutrition } from "./scenes-nutrition";
import { groupClass, personalTraining } from "./scenes-people";
import { kettlebells, reformer } from "./scenes-studio";

/** Every illustration by its photo key (see ../defaults.ts). */
export const SCENES = {
  "gym-floor": gymFloor,
  reformer,
  kettlebells,
  "group-class": groupClass,
  "personal-training": personalTraining,
  nutrition,
  cardio,
} as const;
