/** Les offres urgentes (un remplacement dans les 48 heures) : leur pastille, la réservation immédiate, le réglage du propriétaire. */
export const urgentFr = {
  "app.job.urgent": "Urgent",
  "app.job.urgentHint": "Commence moins de 48 heures après sa publication",
  "api.job.bookedAtOnce": "Vous êtes réservé pour cette offre urgente",
  "api.job.urgentTaken": "Un autre artiste a pris cette offre urgente juste avant vous",
  "api.field.autoConfirmUrgent": "Confirmation automatique des offres urgentes",
  "api.bookingSettings.saved": "Réglages des réservations enregistrés",
  "admin.bookingSettings.title": "Offres urgentes",
  "admin.bookingSettings.intro":
    "Une offre publiée pour commencer dans les 48 heures est urgente : elle passe en tête des offres des artistes, qui en sont avisés aussitôt.",
  "admin.bookingSettings.autoConfirm": "Réserver le premier artiste qualifié qui se propose, sans attendre une coordonnatrice ou un coordonnateur",
};
