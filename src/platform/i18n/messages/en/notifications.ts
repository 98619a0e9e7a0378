/**
 * English messages of the notifications: each kind's name (the
 * preferences screen), title and body (rendered when read, in the reader's
 * language, from the kind and its values: src/features/notifications/render.ts), the
 * notification mails and the API's answers. The French twin is ../fr/notifications.ts.
 */
export const notificationsEn = {
  "notifications.kind.application.approved": "Application approved",
  "notifications.kind.application.rejected": "Application not approved",
  "notifications.kind.profile.change_approved": "New name or bio approved",
  "notifications.kind.profile.change_rejected": "New name or bio not approved",
  "notifications.kind.job.matching": "New jobs in your styles",
  "notifications.kind.job.confirmed": "Booked for a job",
  "notifications.kind.job.cancelled": "A job of yours cancelled",
  "notifications.kind.job.changed": "A job you opted in to changed",
  "notifications.kind.job.unassigned": "A booking given to another artist",
  "notifications.kind.job.rescheduled": "A booking moved to other days or hours",
  "notifications.kind.job.reminder": "Reminder the day before a booking",
  "notifications.kind.job.received": "Booking request received",
  "notifications.kind.job.artist_confirmed": "Artist confirmed for your booking",
  "notifications.kind.job.completed": "Booking completed",
  "notifications.kind.job.work_completed": "A job you taught completed",
  "notifications.kind.review.received": "A studio’s review of you",
  "notifications.kind.credential.expiring": "A credential of yours running out",
  "notifications.kind.job.cancelled_by_agency": "Booking cancelled by the agency",
  "notifications.kind.admin.artist_applied": "New artist application",
  "notifications.kind.admin.job_posted": "New job posted",
  "notifications.kind.admin.contact_received": "New contact message",
  "notifications.kind.admin.profile_change": "An artist's new name or bio to review",
  "notifications.kind.admin.backup_failed": "A scheduled backup failed",
  "notifications.kind.admin.credential_expiring": "An artist’s credential running out",
  "notifications.kind.admin.booking_credential_lapsed": "A booking past its artist’s credential",
  "notifications.kind.chat.messages": "Chat messages while you were away",

  "notifications.application.approved.title": "Your application was approved",
  "notifications.application.approved.body": "Welcome to the DanceLink roster! You can now opt in to jobs in your styles.",
  "notifications.application.rejected.title": "Your application was not approved",
  "notifications.application.rejected.body":
    "{hasReason, select, yes {The agency’s reason: {reason}} other {The agency did not approve your application this time. Write to us if you have questions.}}",
  "notifications.profile.change_approved.title":
    "{asked, select, name {Your new name is approved} bio {Your new bio is approved} other {Your new name and bio are approved}}",
  "notifications.profile.change_approved.body": "{asked, select, name {It is} bio {It is} other {They are}} on your public profile now.",
  "notifications.profile.change_rejected.title":
    "{asked, select, name {Your new name was not approved} bio {Your new bio was not approved} other {Your new name and bio were not approved}}",
  "notifications.profile.change_rejected.body":
    "{hasReason, select, yes {The agency’s reason: {reason}} other {Your profile keeps {asked, select, name {its approved name} bio {its approved bio} other {its approved name and bio}}. Write to us if you have questions.}}",
  "notifications.job.matching.title": "New {style} job",
  "notifications.job.matching.body":
    "{schedule, select, none {{studio} in {city} is looking for an artist at {time} from {date}.} other {{studio} in {city} is looking for an artist: {schedule}.}}",
  "notifications.job.confirmed.title": "You are booked: {style} at {studio}",
  "notifications.job.confirmed.body":
    "{schedule, select, none {You are confirmed for {date} at {time}, in {city}.} other {You are confirmed for {schedule}, in {city}.}}",
  "notifications.job.cancelled.title": "Job cancelled: {style} at {studio}",
  "notifications.job.cancelled.body":
    "{booked, select, yes {The job you were booked for on {date} was cancelled.} other {A job you opted in to, on {date}, was cancelled.}}",
  "notifications.job.unassigned.title": "Booking withdrawn: {style} at {studio}",
  "notifications.job.unassigned.body": "The agency gave the job of {date} at {time} to another artist. It is no longer in your calendar.",
  "notifications.job.rescheduled.title": "Booking moved: {style} at {studio}",
  "notifications.job.rescheduled.body":
    "{schedule, select, none {The agency moved this booking. It now starts on {date} at {time}, at {address}, {city}.} other {The agency moved this booking. It is now {schedule}, at {address}, {city}.}}",
  "notifications.job.changed.title": "Job changed: {style} at {studio}",
  "notifications.job.changed.body":
    "{booked, select, yes {The studio changed the job you are booked for.} other {The studio changed a job you opted in to.}} {schedule, select, none {It now starts on {date} at {time}, at {address}, {city}.} other {It is now {schedule}, at {address}, {city}.}}",
  "notifications.job.reminder.title": "Tomorrow: {style} at {studio}",
  "notifications.job.reminder.body": "Your booking starts on {date} at {time}, at {address}, {city}.",
  "notifications.job.received.title": "We received your {style} booking",
  "notifications.job.received.body":
    "{schedule, select, none {The agency is finding an artist for {time} on {date}.} other {The agency is finding an artist for {schedule}.}}",
  "notifications.job.artist_confirmed.title": "{artist} is confirmed for your {style} booking",
  "notifications.job.artist_confirmed.body":
    "{schedule, select, none {{artist} will be there at {time} on {date}.} other {{artist} will be there: {schedule}.}}",
  "notifications.job.completed.title": "Booking completed: {style}",
  "notifications.job.completed.body": "Your booking of {date} is complete. Its invoice is ready.",
  "notifications.job.work_completed.title": "Job completed: {style} at {studio}",
  "notifications.job.work_completed.body": "The agency marked your job of {date} at {studio} completed. Thank you for teaching it.",
  "notifications.review.received.title": "New review from {studio}: {rating}/5",
  "notifications.review.received.body": "{studio} reviewed your {style} job of {date}. Read it and reply on your reviews page.",
  "notifications.job.cancelled_by_agency.title": "The agency cancelled your {style} booking",
  "notifications.job.cancelled_by_agency.body": "Your booking of {date} was cancelled by the agency. Write to us if you have questions.",
  "notifications.admin.artist_applied.title": "New artist application",
  "notifications.admin.artist_applied.body": "{artist} applied to join the roster.",
  "notifications.admin.job_posted.title": "New job posted",
  "notifications.admin.job_posted.body":
    "{schedule, select, none {{studio} posted a {style} job for {date}.} other {{studio} posted a {style} job: {schedule}.}}",
  "notifications.admin.contact_received.title": "New contact message",
  "notifications.admin.contact_received.body": "{name} ({email}) wrote through the contact form.",
  "notifications.admin.profile_change.title": "New name or bio to review",
  "notifications.admin.profile_change.body": "{artist} asks to change {asked, select, name {their name} bio {their bio} other {their name and bio}}.",
  "notifications.admin.backup_failed.title": "A scheduled backup failed",
  "notifications.admin.backup_failed.body": "The backup started on {date} at {time} was not written. What went wrong: {error}",
  "notifications.chat.messages.title": "New messages from {partner}",
  "notifications.chat.messages.body": "{count, plural, one {# new message} other {# new messages}} while you were away.",
  "notifications.credential.expiring.title": "Your credential runs out in {count, plural, one {# day} other {# days}}",
  "notifications.credential.expiring.body":
    "{credential}: no longer valid from {date}. Send the renewed one from your credentials page to keep being offered the jobs that need it.",
  "notifications.admin.credential_expiring.title": "{artist}: a credential runs out in {count, plural, one {# day} other {# days}}",
  "notifications.admin.credential_expiring.body": "{credential} of {artist}: no longer valid from {date}.",
  "notifications.admin.booking_credential_lapsed.title": "Booking at risk: {style} at {studio}",
  "notifications.admin.booking_credential_lapsed.body":
    "From {date}, {artist} no longer holds what this booking needs: {credential}. Ask for the renewed credential or book another artist.",

  "mail.notification.action": "Open DanceLink",
  "mail.notification.unsubscribe": "Stop these e-mails ({kind})",
  "mail.notification.reason": "You receive this e-mail because of your notification settings on DanceLink.",

  "api.notifications.notFound": "Notification not found",
  "api.notifications.read": "Notification marked as read",
  "api.notifications.allRead": "All notifications marked as read",
  "api.notifications.saved": "Notification settings saved",
  "api.notifications.unknownKind": "Notification kind must be one of the known kinds",
  "api.notifications.emailFlag": "Each e-mail choice must be true or false",
  "api.notifications.pushFlag": "Each push choice must be true or false",
  "api.notifications.noChoice": "Name at least one e-mail or push choice",
  "api.notifications.badLink": "This unsubscribe link is not valid",
  "api.notifications.unsubscribed": "You will no longer receive e-mails about: {kind}",
  "api.notifications.unsubscribeTitle": "Stop e-mails",
  "api.notifications.unsubscribeQuestion": "Stop the e-mails about “{kind}”? You will still see them in DanceLink.",
  "api.notifications.unsubscribeButton": "Stop these e-mails",
  "api.notifications.unsubscribeDone": "Done: you will no longer receive e-mails about “{kind}”. You can turn them on again in your notification settings.",
  "notifications.kind.invoice.due": "An invoice due today",
  "notifications.kind.invoice.overdue": "An invoice a week past due",
  "notifications.invoice.due.title": "Invoice {number} is due today",
  "notifications.invoice.due.body": "{amount} is due on {date}. You can pay it from the invoice's page.",
  "notifications.invoice.overdue.title": "Invoice {number} is past due",
  "notifications.invoice.overdue.body": "{amount} was due on {date}. Please pay it, or write to us if something is wrong.",
} as const;
