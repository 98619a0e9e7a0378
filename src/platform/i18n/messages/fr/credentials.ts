import type { Translation } from "../en.ts";
import type { credentialsEn } from "../en/credentials.ts";

/** Messages françaises des attestations des artistes, clé pour clé celles de ../en/credentials.ts. */
export const credentialsFr: Translation<typeof credentialsEn> = {
  "api.credentials.uploaded": "Attestation envoyée : l’agence la vérifiera",
  "api.credentials.deleted": "Attestation retirée",
  "api.credentials.decided": "Décision enregistrée",
  "api.credentials.kindAdded": "Type d’attestation ajouté",
  "api.credentials.notFound": "Attestation introuvable",
  "api.credentials.kindKey": "Le type doit être la clé d’un type d’attestation, comme first_aid",
  "api.credentials.unknownKind": "L’agence ne consigne pas ce type d’attestation",
  "api.credentials.kindExists": "Un type d’attestation porte déjà cette clé",
  "api.credentials.issuedInFuture": "La date de délivrance ne peut pas être dans le futur",
  "api.credentials.issuedTooEarly": "La date de délivrance ne peut pas être antérieure à 1900",
  "api.credentials.documentRequired": "Joignez le document de l’attestation (un PDF ou une image)",
  "api.credentials.verifiedKept": "Une attestation vérifiée reste au dossier : elle ne peut pas être retirée",
  "api.credentials.alreadyDecided": "Cette attestation a déjà été vérifiée ou refusée",
  "api.credentials.reasonRequired": "Un refus doit être motivé",
  "api.label.credentialDocument": "Document de l’attestation",
  "api.field.credentialKind": "Type",
  "api.field.issuedOn": "Date de délivrance",
  "api.validation.boolean": "{field} doit être vrai ou faux",
  "api.field.withMinors": "Auprès de mineurs",
  "api.field.requiresFirstAid": "Premiers soins exigés",
  "api.field.validityMonths": "Validité",
  "api.job.artistNoCheck": "Ce contrat est auprès de mineurs : cet artiste n’a pas de vérification des antécédents vérifiée et valide pour toutes les séances",
  "api.job.artistNoFirstAid":
    "Ce contrat exige les premiers soins : cet artiste n’a pas de certificat de premiers soins vérifié et valide pour toutes les séances",
  "api.job.artistNoCheckOrFirstAid":
    "Ce contrat est auprès de mineurs et exige les premiers soins : cet artiste n’a pas de vérification des antécédents ni de certificat de premiers soins vérifiés et valides pour toutes les séances",
  "client.booking.legend.credentials": "À qui s’adresse le cours",
  "client.booking.withMinors": "Auprès de mineurs (enfants ou adolescents)",
  "client.booking.withMinorsHint": "Seuls les artistes dont la vérification des antécédents est vérifiée et valide se voient offrir ce contrat.",
  "client.booking.requiresFirstAid": "Certificat de premiers soins exigé",
};
