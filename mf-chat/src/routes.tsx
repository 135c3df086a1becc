// mf-chat's routes (absolute paths, rendered inside the shell's layout or the standalone frame).
import { makeSectionRoot, sectionRoutes } from '@abode/shared';
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import type { RouteObject } from 'react-router';
import { NotificationsPage } from './notifications/Notifications.page.tsx';
import { ChatListPage } from './pages/ChatList.page.tsx';
import { section } from './section.ts';

export const name = section.name;

const SectionRoot = makeSectionRoot(name, React, useQueryClient);

/** One element per declared page (`pages.ts`); the table cannot serve a path the manifest does not declare. */
export const routes: RouteObject[] = sectionRoutes(section, <SectionRoot />, {
  chat: <ChatListPage />,
  notifications: <NotificationsPage />,
});
