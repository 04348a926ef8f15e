import { z } from 'zod';
import { pageQuerySchema, paginationSchema } from './api';
import { text } from './fields';
import { roleSchema } from './roles';
import { sentence } from './text-with';

/**
 * Direct messages (docs/product.md, "Direct messages"): one conversation per pair of people.
 * `course`: a student and a teacher of a course the student is enrolled in (active at once);
 * `contact`: someone who wrote to a teacher through the public profile's "Contact" (a request until the
 * teacher accepts or declines); `admin`: an admin and anyone (active at once).
 */
export const conversationKinds = ['course', 'contact', 'admin'] as const;
export type ConversationKind = (typeof conversationKinds)[number];
export const conversationStatuses = ['request', 'active', 'declined'] as const;
export type ConversationStatus = (typeof conversationStatuses)[number];

/** Message text is plain text up to this many characters (the database checks it too). */
export const MESSAGE_MAX_LENGTH = 4000;
export const MAX_ATTACHMENTS_PER_MESSAGE = 5;
/** A history page holds at most this many messages. */
export const MESSAGE_PAGE_MAX = 100;
/** The unread-messages digest waits until a person's newest unread message is this old. */
export const MESSAGE_DIGEST_QUIET_MINUTES = 30;

export const reportReasons = ['spam', 'harassment', 'inappropriate', 'contact_details', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];
export const reportReasonLabels: Record<ReportReason, string> = {
  spam: /*i18n*/ 'Spam',
  harassment: /*i18n*/ 'Harassment or bullying',
  inappropriate: /*i18n*/ 'Inappropriate content',
  contact_details: /*i18n*/ 'Asking for phone numbers or other contact details',
  other: /*i18n*/ 'Something else',
};
export const reportStatuses = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

const conversationKindSchema = z.enum(conversationKinds);
const conversationStatusSchema = z.enum(conversationStatuses);

/**
 * The other person as a conversation shows them: public name, role and avatar, never an email or a phone
 * number. `id` null: the account was erased, and `name` is "Former member" in the reader's language.
 */
export const conversationPartySchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  role: roleSchema.nullable(),
  avatar: z.string(),
});
export type ConversationParty = z.infer<typeof conversationPartySchema>;

export const messageAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  fileSize: z.number(),
  /** The address that downloads it (`conversationEndpoints.attachment`), for participants only. */
  downloadUrl: z.string(),
});
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

export const directMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** The id the sender's device gave it: an offline queue matches its sent messages by it. */
  clientId: z.string(),
  sender: conversationPartySchema,
  /** Sent by the reader. */
  mine: z.boolean(),
  /** Plain text: shown as text, never as HTML. */
  text: z.string(),
  attachments: z.array(messageAttachmentSchema),
  createdAt: z.string(),
});
export type DirectMessage = z.infer<typeof directMessageSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  kind: conversationKindSchema,
  status: conversationStatusSchema,
  /** The course a `course` conversation is about, while it exists. */
  course: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** Whether the reader started it (for a request: the reader is waiting for the teacher). */
  startedByMe: z.boolean(),
  otherParty: conversationPartySchema,
  lastMessage: z
    .object({
      id: z.string(),
      /** The start of the text (at most 140 characters); "" for a message of attachments only. */
      preview: z.string(),
      mine: z.boolean(),
      hasAttachments: z.boolean(),
      createdAt: z.string(),
    })
    .nullable(),
  unread: z.number(),
  lastActivityAt: z.string(),
  blockedByMe: z.boolean(),
  blockedMe: z.boolean(),
  /**
   * Whether the reader may send now: active, nobody blocked, the other party not erased; in a request,
   * only the teacher it was sent to (replying accepts it) — its sender waits.
   */
  canSend: z.boolean(),
  /**
   * Read receipts: the newest message the other party has read (every message up to it, theirs
   * included: writing reads a conversation), or null.
   */
  otherReadUpTo: z.object({ messageId: z.string(), at: z.string() }).nullable(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListQuerySchema = pageQuerySchema.extend({
  /** Words in the other party's name, the course title or any message of the conversation. */
  search: text(/*i18n*/ 'Search').trim().max(100, /*i18n*/ 'Search is too long').optional(),
});
export type ConversationListQuery = z.input<typeof conversationListQuerySchema>;

export const conversationListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(conversationSummarySchema),
  pagination: paginationSchema,
});

export const conversationResponseSchema = z.object({ success: z.literal(true), data: conversationSummarySchema });

const messageText = text(/*i18n*/ 'Message', { multiline: true, error: /*i18n*/ 'Message must be text' })
  .trim()
  .max(MESSAGE_MAX_LENGTH, sentence(/*i18n*/ 'Message must be at most {max} characters', { max: MESSAGE_MAX_LENGTH }));

const clientIdField = z.uuid(/*i18n*/ 'The message needs a valid client id');

export const sendMessageBodySchema = z
  .object({
    text: messageText.default(''),
    clientId: clientIdField,
    /** Uploaded first with `conversationEndpoints.upload`. */
    attachmentIds: z
      .array(z.uuid(/*i18n*/ 'Not a valid attachment id'))
      .max(
        MAX_ATTACHMENTS_PER_MESSAGE,
        sentence(/*i18n*/ 'At most {max} attachments per message', { max: MAX_ATTACHMENTS_PER_MESSAGE }),
      )
      .default([]),
  })
  .refine((body) => body.text !== '' || body.attachmentIds.length > 0, {
    path: ['text'],
    message: /*i18n*/ 'Please write a message',
  });
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;

/**
 * Starts a conversation with its first message (text only), or, when the two already have one, sends it
 * there. With `courseId`: a course both are in (a student enrolled, its teacher). Without, to a teacher:
 * a contact request. An admin may write to anyone.
 */
export const startConversationBodySchema = z.object({
  recipientId: z.uuid(/*i18n*/ 'Not a valid recipient'),
  courseId: z.uuid(/*i18n*/ 'Not a valid course id').optional(),
  text: messageText.min(1, /*i18n*/ 'Please write a message'),
  clientId: clientIdField,
});
export type StartConversationBody = z.input<typeof startConversationBodySchema>;

export const messageResponseBodySchema = z.object({
  success: z.literal(true),
  data: directMessageSchema,
  /** True when this clientId was already stored: the answer is the stored message, nothing new was written. */
  repeated: z.boolean(),
});

export const startConversationResponseSchema = z.object({
  success: z.literal(true),
  data: conversationSummarySchema,
  message: directMessageSchema,
  repeated: z.boolean(),
});

export const messageHistoryQuerySchema = z.object({
  /** A message id from the previous page's `nextCursor`: the page holds the messages older than it. */
  before: z.uuid(/*i18n*/ 'Not a valid cursor').optional(),
  limit: z.coerce
    .number()
    .int(/*i18n*/ 'Limit must be a whole number')
    .min(1)
    .max(MESSAGE_PAGE_MAX, sentence(/*i18n*/ 'Limit must be at most {max}', { max: MESSAGE_PAGE_MAX }))
    .default(30),
});
export type MessageHistoryQuery = z.input<typeof messageHistoryQuerySchema>;

export const messageHistoryResponseSchema = z.object({
  success: z.literal(true),
  /** Newest first. */
  data: z.array(directMessageSchema),
  /** Pass as `before` for the older page; null when this page reaches the first message. */
  nextCursor: z.string().nullable(),
});

export const markReadBodySchema = z.object({
  /** The newest message the reader has seen; omitted: every message so far. */
  messageId: z.uuid(/*i18n*/ 'Not a valid message id').optional(),
});

export const unreadTotalResponseSchema = z.object({
  success: z.literal(true),
  /** Unread messages over all my conversations (requests to me included). */
  unread: z.number(),
  /** How many conversations hold them. */
  conversations: z.number(),
});

export const attachmentParamsSchema = z.object({
  id: z.uuid(/*i18n*/ 'Not a valid id'),
  attachmentId: z.uuid(/*i18n*/ 'Not a valid attachment id'),
});

export const attachmentResponseSchema = z.object({ success: z.literal(true), data: messageAttachmentSchema });

export const userIdParamsSchema = z.object({ userId: z.uuid(/*i18n*/ 'Not a valid user id') });

export const blockSchema = z.object({ user: conversationPartySchema, createdAt: z.string() });
export const blockListResponseSchema = z.object({ success: z.literal(true), data: z.array(blockSchema) });
export const blockResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: blockSchema });

export const reportInputSchema = z.object({
  reason: z.enum(reportReasons, { error: /*i18n*/ 'Please choose a reason' }),
  details: text(/*i18n*/ 'Details', { multiline: true })
    .trim()
    .max(1000, /*i18n*/ 'Details must be at most 1000 characters')
    .default(''),
});
export type ReportInput = z.input<typeof reportInputSchema>;

const reportStatusSchema = z.enum(reportStatuses);

export const conversationReportSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  reason: z.enum(reportReasons),
  details: z.string(),
  status: reportStatusSchema,
  resolution: z.string(),
  /** Both people of the conversation, as the admin sees them (public fields only). */
  reporter: conversationPartySchema,
  reported: conversationPartySchema,
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type ConversationReport = z.infer<typeof conversationReportSchema>;

export const reportCreatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: conversationReportSchema,
});

export const reportListQuerySchema = pageQuerySchema.extend({
  status: reportStatusSchema.optional(),
});

export const reportListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(conversationReportSchema),
  pagination: paginationSchema,
});

/** A reported conversation as an admin reviews it: the report and a page of its messages, newest first. */
export const reportDetailResponseSchema = z.object({
  success: z.literal(true),
  data: conversationReportSchema,
  messages: z.array(directMessageSchema),
  nextCursor: z.string().nullable(),
});

export const resolveReportBodySchema = z.object({
  status: z.enum(['resolved', 'dismissed'], { error: /*i18n*/ 'Please choose resolved or dismissed' }),
  resolution: text(/*i18n*/ 'Resolution', { multiline: true })
    .trim()
    .max(1000, /*i18n*/ 'Resolution must be at most 1000 characters')
    .default(''),
});
export type ResolveReportBody = z.input<typeof resolveReportBodySchema>;

export const reportResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: conversationReportSchema,
});

/** What the server says about conversations, in the reader's language. */
export const conversationMessages = {
  formerMember: /*i18n*/ 'Former member',
  notFound: /*i18n*/ 'Conversation not found',
  messageNotFound: /*i18n*/ 'Message not found',
  attachmentNotFound: /*i18n*/ 'Attachment not found',
  recipientNotFound: /*i18n*/ 'This person cannot be found',
  notEnrolled:
    /*i18n*/ 'You can message the teacher of a course you are enrolled in; write through their profile instead',
  cannotMessage: /*i18n*/ 'You cannot start a conversation with this person',
  blocked: /*i18n*/ 'You cannot send messages in this conversation',
  requestPending: /*i18n*/ 'Your request has been sent; you can write again once the teacher accepts it',
  requestDeclined: /*i18n*/ 'The teacher declined this conversation',
  notARequest: /*i18n*/ 'This conversation is not waiting for an answer',
  clientIdUsed: /*i18n*/ 'This client id was already used for another message',
  accepted: /*i18n*/ 'Request accepted',
  declined: /*i18n*/ 'Request declined',
  blockedUser: /*i18n*/ 'User blocked',
  unblockedUser: /*i18n*/ 'User unblocked',
  cannotBlockSelf: /*i18n*/ 'You cannot block yourself',
  notBlocked: /*i18n*/ 'You have not blocked this person',
  reported: /*i18n*/ 'Thank you. An administrator will review this conversation.',
  alreadyReported: /*i18n*/ 'You have already reported this conversation; an administrator will review it',
  reportNotFound: /*i18n*/ 'Report not found',
  reportAlreadyClosed: /*i18n*/ 'This report was already closed',
  reportResolved: /*i18n*/ 'Report closed',
  attachmentUnknown: /*i18n*/ 'An attachment was not found; upload it again',
  fileMissing: /*i18n*/ 'The file of this attachment is missing',
} as const;
