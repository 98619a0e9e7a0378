import type { Translation } from "../en.ts";
import type { calendarEn } from "../en/calendar.ts";

/** Les messages des calendriers en français du Québec; voir ../en/calendar.ts. */
export const calendarFr: Translation<typeof calendarEn> = {
  "calendar.feedName": "Réservations DanceLink",
  "calendar.summary": "{style} chez {studio}",
  "calendar.summaryWithArtist": "{style} chez {studio} avec {artist}",
  "calendar.completedSummary": "Terminé\u00a0: {summary}",
  "calendar.location": "{address}, {city} {postalCode}",
  "app.calendar.title": "Calendrier",
  "app.calendar.intro":
    "Abonnez-vous à ce lien privé dans Google Agenda, Calendrier d’Apple ou Outlook\u00a0: vos réservations y apparaissent et suivent chaque changement. Quiconque a le lien les voit, alors gardez-le pour vous.",
  "app.calendar.link": "Votre lien de calendrier",
  "app.calendar.subscribe": "M’abonner dans mon calendrier",
  "app.calendar.google": "Ajouter à Google Agenda",
  "app.calendar.loading": "Chargement de votre lien de calendrier…",
  "app.calendar.failed": "Votre lien de calendrier n’a pas pu être chargé.",
  "app.calendar.copy": "Copier le lien",
  "app.calendar.copied": "Lien copié",
  "app.calendar.copyFailed": "Le lien n’a pas pu être copié\u00a0: sélectionnez-le et copiez-le",
  "app.calendar.reset": "Réinitialiser le lien",
  "app.calendar.resetQuestion":
    "Réinitialiser le lien\u00a0? Les calendriers abonnés à l’ancien cessent d’être mis à jour jusqu’à ce que vous vous abonniez au nouveau.",
  "app.calendar.resetConfirm": "Oui, réinitialiser",
  "app.calendar.keep": "Le garder",
  "app.calendar.add": "Ajouter au calendrier",
  "admin.job.reschedule": "Déplacer",
  "admin.job.rescheduleQuestion": "Nouveaux jours et heures (l’artiste et le studio sont avisés)\u00a0:",
  "admin.job.rescheduleConfirm": "Enregistrer le nouvel horaire",
  "admin.job.reassign": "Confier le contrat à {name}",
  "admin.job.reassignQuestion": "Confier ce contrat à {name}\u00a0? {current} sera avisé qu’il lui est retiré.",
  "admin.job.reassignConfirm": "Oui, le confier",
  "api.calendar.feedNotFound": "Calendrier introuvable",
  "api.calendar.feed": "Votre lien de calendrier",
  "api.calendar.feedReset": "Nouveau lien de calendrier créé\u00a0: l’ancien ne fonctionne plus",
  "api.job.rescheduled": "Réservation déplacée\u00a0: l’artiste et le studio sont avisés",
  "api.job.reassigned": "{name} est maintenant réservé pour ce contrat",
  "api.job.onlyConfirmedReschedule": "Seul un contrat confirmé peut être déplacé",
  "api.job.onlyConfirmedReassign": "Seul un contrat confirmé peut être confié à un autre artiste",
  "api.job.alreadyAssigned": "Cet artiste est déjà réservé pour ce contrat",
  "api.job.changedMeanwhile": "Ce contrat a changé depuis que vous l’avez ouvert\u00a0: rechargez-le et réessayez",
  "api.job.scheduleUnchanged": "Ce sont déjà les jours et les heures du contrat",
};
