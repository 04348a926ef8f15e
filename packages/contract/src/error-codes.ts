/**
 * The machine-readable `code` of every failed answer (docs/api-compatibility.md, "Error codes"). A
 * client branches on the code and shows the `message`; codes never change once published, messages may.
 */

/** The kind of failure, one per situation the HTTP status alone leaves open. */
export const generalErrorCodes = [
  'invalid_request',
  'validation_failed',
  'sign_in_required',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'gone',
  'address_too_long',
  'payload_too_large',
  'unsupported_media_type',
  'range_not_satisfiable',
  'too_many_requests',
  'unavailable',
  'internal_error',
] as const;

/** The rule that refused a request: what a client may act on (offer the waitlist, sign in elsewhere…). */
export const ruleErrorCodes = [
  'invalid_credentials',
  'account_suspended',
  'account_not_active',
  'wrong_portal',
  'email_taken',
  'email_already_verified',
  'last_admin',
  'no_longer_admin',
  'admin_self_erase',
  'teacher_has_active_courses',
  'no_administrator',
  'not_your_course',
  'not_your_resource',
  'not_enrolled',
  'no_course_activity',
  'course_not_open',
  'course_full',
  'already_enrolled',
  'already_waiting',
  'course_not_full',
  'waitlist_off',
  'capacity_below_enrolled',
  'class_ended',
  'class_not_started',
  'review_exists',
  'review_already_answered',
  'email_not_failed',
  'export_pending',
  'export_not_ready',
  'export_failed',
  'export_expired',
  'still_referenced',
  'two_step_expired',
  'invalid_two_step_code',
  'code_already_used',
  'two_step_setup_required',
  'totp_already_on',
  'totp_not_set_up',
  'passkey_not_recognised',
  'passkey_exists',
] as const;

export const errorCodes = [...generalErrorCodes, ...ruleErrorCodes] as const;
export type GeneralErrorCode = (typeof generalErrorCodes)[number];
export type RuleErrorCode = (typeof ruleErrorCodes)[number];
export type ErrorCode = (typeof errorCodes)[number];
