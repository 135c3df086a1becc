// mf-account's routes (absolute paths, rendered inside the shell's layout or the standalone frame).
import { makeSectionRoot } from '@abode/shared';
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import type { RouteObject } from 'react-router';
import { AgentDetailsPage } from './pages/AgentDetails.page.tsx';
import { AgentsPage } from './pages/Agents.page.tsx';
import { BlockedUsersPage } from './pages/BlockedUsers.page.tsx';
import { BuilderDetailsPage } from './pages/BuilderDetails.page.tsx';
import { BuildersPage } from './pages/Builders.page.tsx';
import { DashboardPage } from './pages/Dashboard.page.tsx';
import { ForgotPasswordPage } from './pages/ForgotPassword.page.tsx';
import { LoginPage } from './pages/Login.page.tsx';
import { ProfilePage } from './pages/Profile.page.tsx';
import { RegisterPage } from './pages/Register.page.tsx';
import { ResetPasswordPage } from './pages/ResetPassword.page.tsx';
import { VerificationPage } from './pages/Verification.page.tsx';
import { VerificationApplyPage } from './pages/VerificationApply.page.tsx';

export const name = 'mf_account' as const;
export const contractVersion = __ABODE_CONTRACT__;

const SectionRoot = makeSectionRoot(name, React, useQueryClient);

export const routes: RouteObject[] = [
  {
    element: <SectionRoot />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/user/profile', element: <ProfilePage /> },
      { path: '/user/dashboard', element: <DashboardPage /> },
      { path: '/agents', element: <AgentsPage /> },
      { path: '/agent-details/:slug', element: <AgentDetailsPage /> },
      { path: '/builders', element: <BuildersPage /> },
      { path: '/builder-details/:slug', element: <BuilderDetailsPage /> },
      { path: '/user/blocked-users', element: <BlockedUsersPage /> },
      { path: '/user/verification', element: <VerificationPage /> },
      { path: '/user/verification/:kind', element: <VerificationApplyPage /> },
    ],
  },
];
