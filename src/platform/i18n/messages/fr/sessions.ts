import type { Translation } from "../en.ts";
import type { sessionsEn } from "../en/sessions.ts";

/** Messages françaises des séances d’un contrat, clé pour clé celles de ../en/sessions.ts. */
export const sessionsFr: Translation<typeof sessionsEn> = {
  "api.job.sessionCancelled": "Séance annulée\u00a0: le contrat continue",
  "api.job.sessionDateInvalid": "La date de la séance doit être une vraie date (AAAA-MM-JJ)",
  "api.job.sessionNotFound": "Ce contrat n’a pas de séance ce jour-là",
  "api.job.sessionAlreadyCancelled": "Cette séance est déjà annulée",
  "api.job.sessionPast": "Cette séance est passée\u00a0: elle ne peut plus être annulée",
  "api.job.sessionJobClosed": "Seule une séance d’un contrat en attente ou confirmé peut être annulée",
  "api.job.sessionLast": "C’est la dernière séance du contrat\u00a0: annulez plutôt le contrat",
  "api.job.clashSelf": "Vous êtes déjà réservé pour {style} chez {studio} le {date}, à des heures qui se chevauchent",
  "api.job.clash": "Cet artiste est déjà réservé pour {style} chez {studio} le {date}, à des heures qui se chevauchent",
  "notifications.kind.job.session_cancelled": "Une séance d’une réservation annulée",
  "notifications.job.session_cancelled.title": "Séance annulée\u00a0: {style} chez {studio}",
  "notifications.job.session_cancelled.body": "La séance du {date} à {time} est annulée. Les autres séances de cette réservation ont lieu comme prévu.",
  "app.schedule.daily": "Tous les jours",
  "app.schedule.days": "{days, select, 0 {Dimanches} 1 {Lundis} 2 {Mardis} 3 {Mercredis} 4 {Jeudis} 5 {Vendredis} other {Samedis}}",
  "app.schedule.line": "{days} {from}-{to}, {range}, {count, plural, one {# séance} other {# séances}}",
  "app.schedule.weekdays": "Jours de la semaine",
  "app.schedule.weekdaysHint": "Aucun choisi\u00a0: tous les jours de la date de début à la date de fin.",
  "app.schedule.day": "{day, select, 0 {dimanche} 1 {lundi} 2 {mardi} 3 {mercredi} 4 {jeudi} 5 {vendredi} other {samedi}}",
  "app.schedule.dayShort": "{day, select, 0 {dim.} 1 {lun.} 2 {mar.} 3 {mer.} 4 {jeu.} 5 {ven.} other {sam.}}",
  "admin.applicants.clash": "Déjà réservé à des heures qui se chevauchent\u00a0: {style} chez {studio} le {date}",
} as const;
