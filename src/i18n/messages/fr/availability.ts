import type { Translation } from "../en.ts";
import type { availabilityEn } from "../en/availability.ts";

/** Messages françaises des disponibilités des artistes, clé pour clé celles de ../en/availability.ts. */
export const availabilityFr: Translation<typeof availabilityEn> = {
  "api.availability.saved": "Disponibilités enregistrées",
  "api.availability.weeklyList": "Les heures de la semaine doivent être une liste d’au plus {max} plages",
  "api.availability.day": "Plage {n} de la semaine : le jour doit aller de 0 (dimanche) à 6 (samedi)",
  "api.availability.time": "Plage {n} de la semaine : le début et la fin doivent être des heures (HH:mm ; la fin peut être 24:00)",
  "api.availability.order": "La plage {n} de la semaine doit finir après son début : répartissez une nuit sur deux jours",
  "api.availability.blackoutList": "Les absences doivent être une liste d’au plus {max} périodes",
  "api.availability.blackoutDate": "Absence {n} : le début et la fin doivent être de vraies dates (AAAA-MM-JJ)",
  "api.availability.blackoutOrder": "L’absence {n} ne peut pas finir avant de commencer",
  "api.availability.blackoutNote": "Absence {n} : la note doit être un texte d’au plus {max} caractères sur une ligne",
  "api.availability.blackoutPast": "L’absence {n} est passée : elle a pris fin avant le {date}",
  "api.availability.blackoutFar": "L’absence {n} doit finir dans les {years} prochaines années (au plus tard le {date})",
};
