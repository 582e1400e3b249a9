/**
 * `@craft/shared/messaging`: conversations between a buyer and a craftsman, the screens both
 * remotes show. Not part of the '@craft/shared' singleton: each remote bundles it with the pages
 * that use it, so the landing page never loads it. The live stream itself is the singleton
 * '@craft/shared/live' (one connection per page).
 */
export { MessagesLayout } from './MessagesLayout';
export { MessageAction } from './MessageAction';
export { StartConversationDialog } from './StartConversationDialog';
export type { ConversationStart } from './api';
// The texts: the remotes' page loaders call loadMessagingTexts() beside the page's chunk.
export { loadMessagingTexts, messagingText, useMessagingTexts } from './texts';
