import type { Translation } from "../en.ts";
import type { notificationsEn } from "../en/notifications.ts";

/** French messages of the notifications, twin of ../en/notifications.ts: Québec French. */
export const notificationsFr: Translation<typeof notificationsEn> = {
  "notifications.kind.application.approved": "Candidature approuvée",
  "notifications.kind.application.rejected": "Candidature non retenue",
  "notifications.kind.profile.change_approved": "Nouveau nom ou nouvelle bio approuvés",
  "notifications.kind.profile.change_rejected": "Nouveau nom ou nouvelle bio non approuvés",
  "notifications.kind.job.matching": "Nouveaux contrats dans vos styles",
  "notifications.kind.job.confirmed": "Réservé pour un contrat",
  "notifications.kind.job.cancelled": "Un de vos contrats annulé",
  "notifications.kind.job.changed": "Modification d’un contrat auquel vous avez postulé",
  "notifications.kind.job.unassigned": "Une réservation confiée à un autre artiste",
  "notifications.kind.job.rescheduled": "Une réservation déplacée à d’autres jours ou heures",
  "notifications.kind.job.reminder": "Rappel la veille d’une réservation",
  "notifications.kind.job.received": "Demande de réservation reçue",
  "notifications.kind.job.artist_confirmed": "Artiste confirmé pour votre réservation",
  "notifications.kind.job.completed": "Réservation terminée",
  "notifications.kind.job.cancelled_by_agency": "Réservation annulée par l’agence",
  "notifications.kind.admin.artist_applied": "Nouvelle candidature d’artiste",
  "notifications.kind.admin.job_posted": "Nouveau contrat publié",
  "notifications.kind.admin.contact_received": "Nouveau message de contact",
  "notifications.kind.admin.profile_change": "Nouveau nom ou nouvelle bio d’un artiste à examiner",
  "notifications.kind.admin.backup_failed": "Échec d’une sauvegarde planifiée",
  "notifications.kind.chat.messages": "Messages reçus pendant votre absence",
  "notifications.application.approved.title": "Votre candidature a été approuvée",
  "notifications.application.approved.body": "Bienvenue parmi les artistes de DanceLink ! Vous pouvez maintenant postuler aux contrats dans vos styles.",
  "notifications.application.rejected.title": "Votre candidature n’a pas été retenue",
  "notifications.application.rejected.body":
    "{hasReason, select, yes {La raison de l’agence : {reason}} other {L’agence n’a pas retenu votre candidature cette fois-ci. Écrivez-nous si vous avez des questions.}}",
  "notifications.profile.change_approved.title":
    "{asked, select, name {Votre nouveau nom est approuvé} bio {Votre nouvelle bio est approuvée} other {Votre nouveau nom et votre nouvelle bio sont approuvés}}",
  "notifications.profile.change_approved.body":
    "{asked, select, name {Il paraît} bio {Elle paraît} other {Ils paraissent}} maintenant sur votre profil public.",
  "notifications.profile.change_rejected.title":
    "{asked, select, name {Votre nouveau nom n’a pas été approuvé} bio {Votre nouvelle bio n’a pas été approuvée} other {Votre nouveau nom et votre nouvelle bio n’ont pas été approuvés}}",
  "notifications.profile.change_rejected.body":
    "{hasReason, select, yes {La raison de l’agence\u00a0: {reason}} other {Votre profil garde {asked, select, name {le nom approuvé} bio {la bio approuvée} other {le nom et la bio approuvés}}. Écrivez-nous si vous avez des questions.}}",
  "notifications.job.matching.title": "Nouveau contrat de {style}",
  "notifications.job.matching.body":
    "{schedule, select, none {{studio}, à {city}, cherche un artiste à partir du {date}, à {time}.} other {{studio}, à {city}, cherche un artiste\u00a0: {schedule}.}}",
  "notifications.job.confirmed.title": "Vous êtes réservé : {style} chez {studio}",
  "notifications.job.confirmed.body":
    "{schedule, select, none {Vous êtes confirmé pour le {date} à {time}, à {city}.} other {Vous êtes confirmé pour\u00a0: {schedule}, à {city}.}}",
  "notifications.job.cancelled.title": "Contrat annulé : {style} chez {studio}",
  "notifications.job.cancelled.body":
    "{booked, select, yes {Le contrat pour lequel vous étiez réservé le {date} a été annulé.} other {Un contrat auquel vous avez postulé, le {date}, a été annulé.}}",
  "notifications.job.unassigned.title": "Réservation retirée\u00a0: {style} chez {studio}",
  "notifications.job.unassigned.body": "L’agence a confié le contrat du {date} à {time} à un autre artiste. Il n’est plus dans votre calendrier.",
  "notifications.job.rescheduled.title": "Réservation déplacée\u00a0: {style} chez {studio}",
  "notifications.job.rescheduled.body":
    "{schedule, select, none {L’agence a déplacé cette réservation. Elle commence maintenant le {date} à {time}, au {address}, {city}.} other {L’agence a déplacé cette réservation. Elle a maintenant lieu\u00a0: {schedule}, au {address}, {city}.}}",
  "notifications.job.changed.title": "Contrat modifié\u00a0: {style} chez {studio}",
  "notifications.job.changed.body":
    "{booked, select, yes {Le studio a modifié le contrat pour lequel vous êtes réservé·e.} other {Le studio a modifié un contrat auquel vous avez postulé.}} {schedule, select, none {Il commence maintenant le {date} à {time}, au {address}, {city}.} other {Il a maintenant lieu\u00a0: {schedule}, au {address}, {city}.}}",
  "notifications.job.reminder.title": "Demain : {style} chez {studio}",
  "notifications.job.reminder.body": "Votre réservation commence le {date} à {time}, au {address}, {city}.",
  "notifications.job.received.title": "Nous avons reçu votre réservation de {style}",
  "notifications.job.received.body":
    "{schedule, select, none {L’agence cherche un artiste pour le {date}, à {time}.} other {L’agence cherche un artiste pour\u00a0: {schedule}.}}",
  "notifications.job.artist_confirmed.title": "{artist} est confirmé pour votre réservation de {style}",
  "notifications.job.artist_confirmed.body": "{schedule, select, none {{artist} sera là le {date} à {time}.} other {{artist} sera là\u00a0: {schedule}.}}",
  "notifications.job.completed.title": "Réservation terminée : {style}",
  "notifications.job.completed.body": "Votre réservation du {date} est terminée. Sa facture est prête.",
  "notifications.job.cancelled_by_agency.title": "L’agence a annulé votre réservation de {style}",
  "notifications.job.cancelled_by_agency.body": "Votre réservation du {date} a été annulée par l’agence. Écrivez-nous si vous avez des questions.",
  "notifications.admin.artist_applied.title": "Nouvelle candidature d’artiste",
  "notifications.admin.artist_applied.body": "{artist} souhaite se joindre aux artistes de l’agence.",
  "notifications.admin.job_posted.title": "Nouveau contrat publié",
  "notifications.admin.job_posted.body":
    "{schedule, select, none {{studio} a publié un contrat de {style} pour le {date}.} other {{studio} a publié un contrat de {style}\u00a0: {schedule}.}}",
  "notifications.admin.contact_received.title": "Nouveau message de contact",
  "notifications.admin.contact_received.body": "{name} ({email}) a écrit par le formulaire de contact.",
  "notifications.admin.profile_change.title": "Nouveau nom ou nouvelle bio à examiner",
  "notifications.admin.profile_change.body": "{artist} demande à changer {asked, select, name {son nom} bio {sa bio} other {son nom et sa bio}}.",
  "notifications.admin.backup_failed.title": "Une sauvegarde planifiée a échoué",
  "notifications.admin.backup_failed.body": "La sauvegarde commencée le {date} à {time} n’a pas été écrite. Ce qui a échoué : {error}",
  "notifications.chat.messages.title": "Nouveaux messages de {partner}",
  "notifications.chat.messages.body": "{count, plural, one {# nouveau message} other {# nouveaux messages}} pendant votre absence.",
  "mail.notification.action": "Ouvrir DanceLink",
  "mail.notification.unsubscribe": "Ne plus recevoir ces courriels ({kind})",
  "mail.notification.reason": "Vous recevez ce courriel selon vos réglages de notifications dans DanceLink.",
  "api.notifications.notFound": "Notification introuvable",
  "api.notifications.read": "Notification marquée comme lue",
  "api.notifications.allRead": "Toutes les notifications sont marquées comme lues",
  "api.notifications.saved": "Réglages de notifications enregistrés",
  "api.notifications.unknownKind": "Le type de notification doit être l’un des types connus",
  "api.notifications.emailFlag": "Chaque choix de courriel doit être vrai ou faux",
  "api.notifications.badLink": "Ce lien de désabonnement n’est pas valide",
  "api.notifications.unsubscribed": "Vous ne recevrez plus de courriels à ce sujet : {kind}",
  "api.notifications.unsubscribeTitle": "Ne plus recevoir de courriels",
  "api.notifications.unsubscribeQuestion": "Ne plus recevoir les courriels « {kind} » ? Vous les verrez toujours dans DanceLink.",
  "api.notifications.unsubscribeButton": "Ne plus recevoir ces courriels",
  "api.notifications.unsubscribeDone":
    "C’est fait : vous ne recevrez plus de courriels « {kind} ». Vous pouvez les réactiver dans vos réglages de notifications.",
};
