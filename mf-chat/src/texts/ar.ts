import type { EN } from './en.ts';

/**
 * Arabic texts of the chat section: conversations and notifications. Every English key is here: the type makes a
 * missing one an error.
 */
export const AR: Record<keyof typeof EN, string> = {
  chat: 'المحادثات',
  notifications: 'الإشعارات',
  chatLoginRequired: 'يرجى تسجيل الدخول لعرض محادثاتك.',
  noChats: 'لا توجد محادثات بعد.',
  unreadMessages: 'رسائل غير مقروءة',
  blocked: 'محظور',
  blockedYou: 'حظرك',
  newConversation: 'محادثة جديدة',
  allConversations: 'كل المحادثات',
  conversation: 'محادثة',
  send: 'إرسال',
  sendMessage: 'أرسل رسالة',
  olderMessages: 'تحميل الرسائل الأقدم',
  noMessages: 'لا توجد رسائل بعد. ألقِ التحية!',
  you: 'أنت',
  blockedByMe: 'لقد حظرت هذا المستخدم.',
  blockedByUser: 'لقد حظرك هذا المستخدم.',
  dashboardChat: 'المحادثات',
  dashboardChatHint: 'محادثاتك حول العقارات والمشاريع.',
  aboutProperty: 'عقار',
  aboutProject: 'مشروع',
  aboutRepairWork: 'أعمال صيانة',
  someChatsUnavailable: 'تعذّر تحميل بعض المحادثات.',
};
