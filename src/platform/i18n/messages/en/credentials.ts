/**
 * English messages of the artists' credentials (vulnerable sector checks, first aid): the API's replies
 * (`api.credentials.*`, the confirm's refusals `api.job.artistNo*`), the fields they name, the artist's screen
 * (`artist.credentials.*`) and the console's (`admin.credentials.*`). The French twin is ../fr/credentials.ts.
 */
export const credentialsEn = {
  "api.credentials.uploaded": "Credential sent: the agency will review it",
  "api.credentials.deleted": "Credential removed",
  "api.credentials.decided": "Decision saved",
  "api.credentials.kindAdded": "Credential kind added",
  "api.credentials.notFound": "Credential not found",
  "api.credentials.kindKey": "Kind must be a credential kind's key, such as first_aid",
  "api.credentials.unknownKind": "This kind of credential is not one the agency records",
  "api.credentials.kindExists": "A credential kind with this key already exists",
  "api.credentials.issuedInFuture": "The issue date cannot be in the future",
  "api.credentials.issuedTooEarly": "The issue date cannot be before 1900",
  "api.credentials.documentRequired": "Attach the credential's document (a PDF or an image)",
  "api.credentials.verifiedKept": "A verified credential stays on record: it cannot be removed",
  "api.credentials.alreadyDecided": "This credential was already verified or refused",
  "api.credentials.reasonRequired": "A refusal needs a reason",
  "api.label.credentialDocument": "Credential document",
  "api.field.credentialKind": "Kind",
  "api.field.issuedOn": "Issue date",
  "api.validation.boolean": "{field} must be true or false",
  "api.field.withMinors": "With minors",
  "api.field.requiresFirstAid": "Requires first aid",
  "api.field.validityMonths": "Validity",
  "api.job.artistNoCheck": "This job is with minors: this artist has no verified vulnerable sector check valid for every session",
  "api.job.artistNoFirstAid": "This job requires first aid: this artist has no verified first-aid certificate valid for every session",
  "api.job.artistNoCheckOrFirstAid":
    "This job is with minors and requires first aid: this artist has no verified vulnerable sector check or first-aid certificate valid for every session",
  "client.booking.legend.credentials": "Who the class is for",
  "client.booking.withMinors": "With minors (children or teens)",
  "client.booking.withMinorsHint": "Only artists with a verified, valid vulnerable sector check are offered this job.",
  "client.booking.requiresFirstAid": "Requires a first-aid certificate",
} as const;
