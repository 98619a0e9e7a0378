/** Les paramètres de la console et son volet des sauvegardes. */
export const backupsFr = {
  "admin.nav.settings": "Paramètres",
  "admin.settings.title": "Paramètres",
  "admin.settings.intro": "Comment l’agence réserve les offres urgentes, et comment cette installation garde ses données en lieu sûr.",
  "admin.settings.backups.title": "Sauvegardes",
  "admin.settings.backups.off":
    "Les sauvegardes planifiées sont désactivées. Indiquez dans BACKUP_DIR le dossier où les écrire (avec BACKUP_INTERVAL_HOURS et BACKUP_KEEP si les valeurs par défaut ne conviennent pas), ou lancez vous-même «  dancelink backup  ».",
  "admin.settings.backups.schedule":
    "Toutes les {hours, plural, one {heures} other {# heures}} dans {folder}, en gardant {keep, plural, one {la dernière archive} other {les # dernières archives}}.",
  "admin.settings.backups.none": "Aucune sauvegarde planifiée n’a encore eu lieu.",
  "admin.settings.backups.last": "Dernière sauvegarde",
  "admin.settings.backups.lastSucceeded": "Dernière sauvegarde réussie",
  "admin.settings.backups.started": "Commencée",
  "admin.settings.backups.outcome": "Résultat",
  "admin.settings.backups.file": "Archive",
  "admin.settings.backups.size": "Taille",
  "admin.settings.backups.error": "Ce qui a échoué",
  "admin.settings.backups.status.running": "En cours d’écriture",
  "admin.settings.backups.status.succeeded": "Réussie",
  "admin.settings.backups.status.failed": "Échouée",
} as const;
