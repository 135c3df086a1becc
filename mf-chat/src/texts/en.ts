/**
 * English texts of the chat section: conversations and notifications. Complete: every other language falls back to it.
 */
export const EN = {
  chat: 'Chat',
  notifications: 'Notifications',
  chatLoginRequired: 'Please log in to see your chats.',
  noChats: 'No conversations yet.',
  unreadMessages: 'unread messages',
  blocked: 'Blocked',
  blockedYou: 'Blocked you',
  newConversation: 'New conversation',
  allConversations: 'All conversations',
  conversation: 'Conversation',
  send: 'Send',
  sendMessage: 'Send a message',
  olderMessages: 'Load older messages',
  noMessages: 'No messages yet. Say hello!',
  you: 'You',
  blockedByMe: 'You have blocked this user.',
  blockedByUser: 'This user has blocked you.',
  dashboardChat: 'Chat',
  dashboardChatHint: 'Your conversations about properties and projects.',
  aboutProperty: 'Property',
  aboutProject: 'Project',
  aboutRepairWork: 'Repair work',
  someChatsUnavailable: 'Some conversations could not be loaded.',
} as const;
