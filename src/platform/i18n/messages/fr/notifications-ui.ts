import type { Translation } from "../en.ts";
import type { notificationsUiEn } from "../en/notifications-ui.ts";

/** Messages françaises des notifications des tableaux de bord, clé pour clé celles de ../en/notifications-ui.ts. */
export const notificationsUiFr: Translation<typeof notificationsUiEn> = {
  "app.notifications.title": "Notifications",
  "app.notifications.bell": "{count, plural, =0 {Notifications, aucune non lue} one {Notifications, # non lue} other {Notifications, # non lues}}",
  "app.notifications.latest": "Dernières notifications",
  "app.notifications.markAllRead": "Tout marquer comme lu",
  "app.notifications.seeAll": "Tout voir",
  "app.notifications.open": "Ouvrir",
  "app.notifications.unread": "Non lue",
  "app.notifications.empty": "Aucune notification pour l’instant.",
  "app.notifications.loading": "Chargement des notifications…",
  "app.notifications.failed": "Les notifications n’ont pas pu être chargées.",
  "app.notifications.intro": "Ce qui s’est passé dans votre compte, du plus récent au plus ancien.",
  "app.notifications.summary": "{total, plural, one {# notification} other {# notifications}}, {unread, plural, one {# non lue} other {# non lues}}",
  "app.notifications.pages": "Pages de notifications",
  "app.notifications.preferences.title": "Notifications par courriel et poussées",
  "app.notifications.preferences.intro":
    "Chaque notification s’affiche sous la cloche. Choisissez celles qui vous parviennent aussi par courriel, et en notification poussée sur les appareils où vous l’avez activée.",
  "app.notifications.preferences.email": "Courriel",
  "app.notifications.preferences.loading": "Chargement de vos choix…",
};
