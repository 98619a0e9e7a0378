/** La conservation des données : combien de temps l’agence garde ce dont elle n’a plus besoin, et les passes quotidiennes. */
export const retentionFr = {
  "api.field.rejectedApplicationDays": "Candidatures refusées",
  "api.field.deletedAccountFileDays": "Fichiers des comptes supprimés",
  "api.field.contactMessageDays": "Messages de contact",
  "api.field.auditLogMonths": "Journal d’audit",
  "api.validation.retention.days": "{field} doit être un nombre entier de jours de 1 à {max}",
  "api.validation.retention.months": "{field} doit être un nombre entier de mois de 1 à {max}",
  "api.retention.saved": "Durées de conservation enregistrées",
  "admin.retention.title": "Conservation des données",
  "admin.retention.intro": "Ce dont l’agence n’a plus besoin est retiré par une passe quotidienne une fois plus ancien que ces durées.",
  "admin.retention.rejectedApplicationDays": "Documents des candidatures refusées (jours)",
  "admin.retention.deletedAccountFileDays": "Fichiers laissés par les comptes supprimés (jours)",
  "admin.retention.contactMessageDays": "Messages du formulaire de contact (jours)",
  "admin.retention.auditLogMonths": "Journal d’audit (mois)",
  "admin.retention.save": "Enregistrer",
  "admin.retention.runs": "Dernières passes",
  "admin.retention.noRuns": "Aucune passe n’a encore eu lieu.",
  "admin.retention.removed":
    "{contactMessages, plural, one {# message de contact retiré} other {# messages de contact retirés}}, {auditLog, plural, one {# ligne d’audit retirée} other {# lignes d’audit retirées}}, {rejectedApplicationFiles, plural, one {# fichier de candidatures refusées retiré} other {# fichiers de candidatures refusées retirés}}, {deletedAccountFiles, plural, one {# fichier de comptes supprimés retiré} other {# fichiers de comptes supprimés retirés}}",
  "admin.retention.failed": "Échec\u00a0: {error}",
  "admin.retention.running": "En cours",
};
