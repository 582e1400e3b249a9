import { apiClient } from '@craft/shared';
import type { ChatMessage, ConversationOpened, ConversationSummary, MessagePage } from '../api/conversation-types';

/** Who a new conversation goes to and what it is about (POST /conversations; conversationCreateSchema). */
export type ConversationStart = ({ seller_id: number } | { buyer_id: number }) & {
  service_id?: number;
  order_id?: number;
  direct_offer_id?: number;
  quotation_id?: number;
};

/** GET /conversations: the caller's conversations, newest activity first. */
export async function getConversations(): Promise<ConversationSummary[]> {
  const { data } = await apiClient.get<ConversationSummary[]>('/conversations');
  return data;
}

/** GET /conversations/{id} (a party) */
export async function getConversation(id: number): Promise<ConversationSummary> {
  const { data } = await apiClient.get<ConversationSummary>(`/conversations/${id}`);
  return data;
}

/** GET /conversations/{id}/messages: the page before message `before` (default: the newest), oldest first. */
export async function getMessagePage(id: number, before?: number): Promise<MessagePage> {
  const { data } = await apiClient.get<MessagePage>(`/conversations/${id}/messages`, { params: before ? { before } : {} });
  return data;
}

/** POST /conversations: a new conversation, or the pair's existing one about the same subject. */
export async function startConversation(start: ConversationStart, text: string): Promise<ConversationOpened> {
  const { data } = await apiClient.post<ConversationOpened>('/conversations', { ...start, text });
  return data;
}

/** POST /conversations/{id}/messages */
export async function sendMessage(id: number, text: string): Promise<ChatMessage> {
  const { data } = await apiClient.post<ChatMessage>(`/conversations/${id}/messages`, { text });
  return data;
}

/** POST /conversations/{id}/read: everything up to now is read. */
export async function markConversationRead(id: number): Promise<void> {
  await apiClient.post(`/conversations/${id}/read`);
}

/** GET /conversations/{id}/messages/{messageId}/attachment: the file, for the two parties. */
export async function getMessageAttachment(conversationId: number, messageId: number): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(`/conversations/${conversationId}/messages/${messageId}/attachment`, { responseType: 'blob' });
  return data;
}

export const conversationKeys = {
  all: ['conversations'] as const,
  one: (id: number) => ['conversations', id] as const,
  newest: (id: number) => ['conversations', id, 'newest-messages'] as const,
};
