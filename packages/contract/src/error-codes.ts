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
  'invalid_reset_code',
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
  'class_in_past',
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
  'comments_closed',
  'not_your_comment',
  'cannot_message',
  'user_blocked',
  'request_pending',
  'request_declined',
  'not_a_request',
  'already_reported',
  'report_closed',
  'client_id_used',
  'past_due',
  'already_graded',
  'not_graded',
] as const;

export const errorCodes = [...generalErrorCodes, ...ruleErrorCodes] as const;
export type GeneralErrorCode = (typeof generalErrorCodes)[number];
export type RuleErrorCode = (typeof ruleErrorCodes)[number];
export type ErrorCode = (typeof errorCodes)[number];

/** The statuses an endpoint documents for its failures; each answers `errorResponseSchema` with a code. */
export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429;

/**
 * The codes an endpoint may answer, derived or declared (docs/architecture.md, "Endpoints"). Left out:
 * what any route may answer and no client acts on per endpoint (a server failure, an address the router
 * refuses, a method it does not serve) and the byte ranges of the resource file routes.
 */
export type EndpointErrorCode = Exclude<
  ErrorCode,
  'method_not_allowed' | 'address_too_long' | 'range_not_satisfiable' | 'unavailable' | 'internal_error'
>;

/** Each code's one status, so an endpoint's documented statuses follow from its codes. */
export const failureStatusOf = {
  invalid_request: 400,
  validation_failed: 400,
  sign_in_required: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  invalid_credentials: 401,
  invalid_reset_code: 400,
  account_suspended: 403,
  account_not_active: 403,
  wrong_portal: 403,
  email_taken: 409,
  email_already_verified: 409,
  last_admin: 409,
  no_longer_admin: 403,
  admin_self_erase: 403,
  teacher_has_active_courses: 409,
  no_administrator: 409,
  not_your_course: 403,
  not_your_resource: 403,
  not_enrolled: 403,
  no_course_activity: 403,
  course_not_open: 409,
  course_full: 409,
  already_enrolled: 409,
  already_waiting: 409,
  course_not_full: 409,
  waitlist_off: 409,
  capacity_below_enrolled: 409,
  class_ended: 409,
  class_in_past: 400,
  class_not_started: 409,
  review_exists: 409,
  review_already_answered: 409,
  email_not_failed: 409,
  export_pending: 409,
  export_not_ready: 409,
  export_failed: 410,
  export_expired: 410,
  still_referenced: 409,
  two_step_expired: 401,
  invalid_two_step_code: 401,
  code_already_used: 401,
  two_step_setup_required: 403,
  totp_already_on: 409,
  totp_not_set_up: 409,
  passkey_not_recognised: 401,
  passkey_exists: 409,
  comments_closed: 403,
  not_your_comment: 403,
  cannot_message: 403,
  user_blocked: 403,
  request_pending: 409,
  request_declined: 409,
  not_a_request: 409,
  already_reported: 409,
  report_closed: 409,
  client_id_used: 409,
  past_due: 409,
  already_graded: 409,
  not_graded: 409,
} as const satisfies Record<EndpointErrorCode, FailureStatus>;
